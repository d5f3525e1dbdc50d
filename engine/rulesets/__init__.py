"""Rule sets and their presets; base points, limits and who pays what."""
