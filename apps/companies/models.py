"""Models of the companies context (filled by its own issue)."""
