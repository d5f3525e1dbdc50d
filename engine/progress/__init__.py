"""How far a hand is from a win: shanten, tiles that help, waits, and what a hand is as a whole."""
