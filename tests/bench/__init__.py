"""Benchmarks. ``make bench`` (``python -m tests.bench``) runs every ``bench_*.py`` and prints one table."""
