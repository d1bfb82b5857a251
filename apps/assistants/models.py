"""Models of the assistants context (filled by its own issue)."""
