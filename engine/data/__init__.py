"""Generated data the engine reads on first use (the suit automaton of engine.progress.need_tables)."""
