"""Text with its whitespace taken out, as the readers compare names and phrases unspaced."""

from __future__ import annotations

__all__ = ["unspaced"]


def unspaced(text: str) -> str:
    """``text`` without whitespace: what ``re.sub(r"\\s+", "", text)`` gives (``\\s`` and
    ``str.split`` take the same characters, those ``str.isspace`` holds), without the regex
    engine's try at every position (over 120 characters of Hangul: 1.4 µs, not 6.9 µs)."""
    return "".join(text.split())
