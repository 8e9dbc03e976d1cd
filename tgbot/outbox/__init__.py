"""Every Bot API call an update or a deadline causes: game messages, replies, menus, questions."""
