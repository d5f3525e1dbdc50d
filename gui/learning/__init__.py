"""Learning: the docks and dialogs that teach from the hand. Every reading, the yaku encyclopedia and What to
discard are docks, each installing itself with `install(window)` (gui.window.docks); the quiz, the points table,
Import position and Review a game are dialogs.

Imports from gui.look and gui.builder only."""
