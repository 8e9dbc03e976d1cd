"""Game sessions: the turn state machine and the Redis store."""
