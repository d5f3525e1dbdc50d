"""A hand (concealed tiles, melds, the winning tile), the situation of a win, and every reading of a complete hand."""
