"""Generated data the engine reads at import (the suit automaton of engine.progress.shanten)."""
