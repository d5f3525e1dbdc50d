"""What to discard: for each discard of a 14-tile hand, the tenpai chance, the win chance and the expected
score turn by turn (`search.py`, docs/ev.md), and how a player reads that answer (`reading.py`)."""
