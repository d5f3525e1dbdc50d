"""The window: the program's entry point (`app`), the main window that assembles the rooms below it, its
menus, docks, notation box, files and settings, the appearance menu (zoom, theme), the window's geometry,
sharing and the presentation view, and the desktop menu entry.

The last room: it may import from every other room; no other room imports from it."""
