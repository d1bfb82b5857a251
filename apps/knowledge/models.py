"""Models of the knowledge base context (filled by its own issue)."""
