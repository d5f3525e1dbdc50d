"""The look: how things are shown, whatever shows them. Tile pictures and tile buttons, the zoom, the light and
the dark theme, what a thread draws with, the interface language and the names it gives (yaku, rules, the
engine's sentences, the window's own words about files), and the warning box.

The first room: it imports from no other part of gui (tests/test_gui_layout.py)."""
