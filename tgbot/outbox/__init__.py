"""The bot's messages: every send and edit of a game's messages, and the short answers."""
