"""`python -m gui [HAND_FILE] [--hand NOTATION]` starts the hand builder (see gui.app, or --help)."""
import sys

from .app import main

sys.exit(main())
