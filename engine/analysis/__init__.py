"""What a hand is as a whole (`position.analyze`): a win with its score, a ready hand with its waits and their
values, a hand far from ready with the tiles that help, or 14 tiles with the discard table. It reads the
scorer (engine.judging) and how far a hand is from a win (engine.progress)."""
