"""Facts about chats: callback data, places, languages, admins, privacy, deep links."""
