"""Operations: metrics on the bot's parts, structured logs, `robinson-bot doctor`."""
