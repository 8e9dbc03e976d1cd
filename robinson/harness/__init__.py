"""The real bot wired to the Bot API double: tests, benchmarks and the playground."""
