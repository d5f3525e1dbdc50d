"""Replaying a game: a record's rounds as events in turn order (`game`), and the table of a round as its
events are played one by one (`table`). The record readers (engine.formats.records) write this model; a seat's
position after a draw and the review of a game are read off the table."""
