"""The builder: the one state object of the hand (`state.HandState`, its `changed` signal) and the panels that
build and show the hand: the palette, the hand view, the notation box, the situation and the table around the
hand, the side panel that renders the engine's analysis (run off the GUI thread by `analyzer`), the chi
picker, the rules dialog and the score card.

Imports from gui.look only."""
