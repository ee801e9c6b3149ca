"""PII in what the model writes: every answer is scanned, and PII that did not come from a tool
output is masked (a facility's public phone number from a tool is fine; an RRN the model repeats,
reformats or invents is not).

``OutputMasker`` works on whole texts (``mask``) and on a stream (``feed`` / ``flush``): a streamed
chunk that holds a digit or an ``@`` is kept back until the next chunk arrives (or the end), so a
number written across two chunks ("900101-\\n" + "1234568") is scanned, and masked, whole. The
last released characters stay as context, so a label released earlier ("계좌는 ") still counts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Final

from guardrails.pii.detect import scan
from guardrails.pii.finding import Finding, canonical_value
from guardrails.pii.kinds import PiiKind
from guardrails.pii.normalize import normalize
from guardrails.pii.redact import PLACEHOLDER

_CONTEXT: Final = 64  # released characters kept to give context to the next scan
_HOLD: Final = re.compile(r"[\d@]|골뱅이|(?i:\bat\b)")  # any Unicode digit
_NUMBER_RUN: Final = re.compile(r"\+?[0-9][0-9 ()\-.]*[0-9]")


def allowed_values(texts: Iterable[str]) -> frozenset[str]:
    """Canonical values an answer may repeat: every finding in the tool outputs, and every
    number written in them (digits only, and read as a phone number)."""
    values: set[str] = set()
    for text in texts:
        if not text:
            continue
        values.update(f.value for f in scan(text))
        for m in _NUMBER_RUN.finditer(normalize(text).text):
            digits = "".join(ch for ch in m.group() if ch.isdigit())
            if len(digits) >= 7:
                values.add(digits)
                values.add(canonical_value("PHONE", m.group()))
    return frozenset(values)


class OutputMasker:
    """Masks PII that is not among the allowed values, in whole texts or a stream of chunks."""

    def __init__(self, allowed: Callable[[], frozenset[str]] | frozenset[str] = frozenset()):
        self._allowed = allowed
        self._pending = ""  # streamed text not released yet
        self._context = ""  # the last released raw characters
        self.masked: list[PiiKind] = []  # kinds masked so far (never values)

    def allowed(self) -> frozenset[str]:
        return self._allowed() if callable(self._allowed) else self._allowed

    def mask(self, text: str) -> str:
        """``text`` with every finding not backed by a tool output replaced by a placeholder."""
        if not text:
            return text
        return self._replace(text, 0, len(text), self._hidden(scan(text)))

    def feed(self, chunk: str) -> list[str]:
        """Add a streamed chunk; return the (masked) pieces safe to release now: what was held
        back, then this chunk unless it holds a digit or an ``@`` (kept until the next one)."""
        held = len(self._pending)
        self._pending += chunk
        pieces = [self._release(held)]
        if not _HOLD.search(chunk):
            pieces.append(self._release(len(self._pending)))
        return [p for p in pieces if p]

    def flush(self) -> str:
        """Release (masked) everything still held back."""
        return self._release(len(self._pending))

    def discard(self) -> None:
        """Drop what is held back (the caller was told to drop that partial text)."""
        self._pending = ""

    def _release(self, cut: int) -> str:
        if cut <= 0 or not self._pending:
            return ""
        text = self._context + self._pending
        base = len(self._context)
        hidden = self._hidden(scan(text))
        end = base + cut
        for f in hidden:  # a finding that crosses the cut is released (masked) whole
            if f.start < end < f.end:
                end = f.end
        out = self._replace(text, base, end, hidden)
        self._context = text[max(base, end - _CONTEXT) : end]
        self._pending = text[end:]
        return out

    def _hidden(self, findings: list[Finding]) -> list[Finding]:
        if not findings:
            return []
        allowed = self.allowed()
        return [f for f in findings if f.value not in allowed]

    def _replace(self, text: str, start: int, end: int, hidden: list[Finding]) -> str:
        """``text[start:end]`` with the parts of ``hidden`` findings inside it replaced."""
        parts: list[str] = []
        pos = start
        for f in hidden:
            if f.end <= pos or f.start >= end:
                continue
            parts.append(text[pos : max(pos, f.start)])
            parts.append(PLACEHOLDER[f.kind])
            self.masked.append(f.kind)
            pos = min(end, f.end)
        parts.append(text[pos:end])
        return "".join(parts)
