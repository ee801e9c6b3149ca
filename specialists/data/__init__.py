"""Local data: the SQLite stores and the importers for official public files.

Depends only on :mod:`specialists.korean` (district keys, item and material names) and the standard
library; specialists and providers read from it, never the other way round.
"""
