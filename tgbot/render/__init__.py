"""Views: the text and buttons of every bot message, made from session data through i18n."""
