"""Saved searches and their alerts (issue 24): a company that would enter a saved search's top N
is matched against every saved search in one vectorised pass (docs/alerts.md)."""
