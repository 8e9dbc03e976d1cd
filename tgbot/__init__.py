"""Robinson Crusoe: the Telegram layer and its command line."""
