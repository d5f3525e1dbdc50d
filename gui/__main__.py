"""`python -m gui [HAND_FILE] [--hand NOTATION]` starts the hand builder (see gui.window.app, or --help)."""
import sys

from .window.app import main

sys.exit(main())
