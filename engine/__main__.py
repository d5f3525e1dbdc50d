import sys

from .cli import run_command

# Guarded: where worker processes start by spawning (`batch --jobs`, on macOS and Windows), each imports the
# parent's main module again, under another name, and must not run the command again.
if __name__ == "__main__":
    sys.exit(run_command())
