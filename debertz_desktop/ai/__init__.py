"""Computer players: they receive only their seat's view and return an action."""
