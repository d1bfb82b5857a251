"""Models of the discovery context (filled by its own issue)."""
