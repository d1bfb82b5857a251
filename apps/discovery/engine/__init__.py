"""The Partner Fit Score engine: pure numpy over an in-memory index of the approved companies
(no Django here, so its properties are tested without a database). docs/discovery.md explains
the score with a worked example."""
