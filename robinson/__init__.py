"""Robinson's own tools beside the bot: the command line and the harness (bot and double)."""
