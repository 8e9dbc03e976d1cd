"""The Telegram bot: wiring on top (app, main, webhook, polling), its parts by job below."""
