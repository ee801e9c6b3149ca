"""Benchmarks. ``make bench`` (``python -m bench``) runs every ``bench_*.py`` and prints one table."""
