"""Judging a win: the facts of a reading, the yaku table, the fu items, and the score of the best reading."""
