"""Handlers: one module per feature, the clock's deadlines, and the dedupe around them."""
