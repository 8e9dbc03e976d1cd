"""Handlers, grouped by feature: lobby, turn, settings, language, info, members, errors."""
