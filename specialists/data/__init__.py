"""Local data: the shipped official files (``shipped/public.sqlite3``, built by
:mod:`specialists.data.build`), the catalog that routes each dataset to the shipped or a newer
imported copy (:mod:`specialists.data.catalog`), the SQLite stores, and the importers with their cell
checks (:mod:`specialists.data.sanitize`). See DATA.md.

Depends only on :mod:`specialists.korean` (district keys, item names) and the standard library;
specialists and providers read from it, never the other way round.
"""
