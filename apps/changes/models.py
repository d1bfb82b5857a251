"""Models of the company changes context (filled by its own issue)."""
