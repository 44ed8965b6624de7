"""Playing on the network, as the player sees it: host, join, the lobby, the chat.

The sessions themselves (``ui/lan_session/``) and the protocol (``net/``) are
below; this package only shows them and asks the person.
"""
