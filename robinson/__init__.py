"""Robinson's own tools beside the bot: the command line, the Bot API double, the harness."""
