"""Models of the billing context (filled by its own issue)."""
