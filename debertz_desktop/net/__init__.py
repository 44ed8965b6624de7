"""LAN play: protocol logic free of sockets where it can be, so it is testable offline."""
