"""Qt Widgets: thin views of the engine's state that send it the player's actions."""
