"""The game's Redis data: one small repository per job, opened together by `Stores`."""
