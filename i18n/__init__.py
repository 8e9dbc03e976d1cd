"""Five languages: catalogs, plural forms and rendering of everything a player reads."""
