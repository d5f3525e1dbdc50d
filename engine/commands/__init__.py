"""The commands of `python -m engine`, one module each (engine.cli holds the table that names them): each has
`HELP`, `ERRORS` (the errors of the input it says as "error: ..." with exit status 2), `add_parser(sub)` and
`run(args, out, err)`; the four hand commands share one module (`hand`)."""
