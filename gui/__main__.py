"""`python -m gui [HAND_FILE]` starts the hand builder."""
import sys

from .app import main

sys.exit(main())
