"""Shared reference data and helpers for the specialists (e.g. the Korean gazetteer)."""
