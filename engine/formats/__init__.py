"""Hand files in, results out: the hand file (JSON), the result JSON, and text for the command line."""
