"""Robinson Crusoe: the Telegram layer, its command line and the Bot API sandbox."""
