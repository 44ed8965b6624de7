"""The card table: a QGraphicsView scene laid out from the window size (issue 2)."""
