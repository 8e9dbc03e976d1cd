"""The Bot API transport: HTTP, flood limits, coalesced edits, updates in per-chat order."""
