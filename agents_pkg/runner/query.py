"""What a query must be before any guardrail or model sees it."""

from __future__ import annotations

import re

from agents_pkg.errors import QueryError

__all__ = ["check_query"]

# lone UTF-16 surrogates and C0/DEL control characters other than tab, newline, carriage return
_INVALID_TEXT = re.compile(r"[\ud800-\udfff\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def check_query(query: object, max_chars: int) -> str:
    """The query, trimmed; :class:`QueryError` (with a message for the user) for a non-string,
    empty text, a lone surrogate or control character, or more than ``max_chars`` characters."""
    if not isinstance(query, str):
        raise QueryError("질문은 문자열이어야 합니다.")
    text = query.strip()
    if not text:
        raise QueryError("질문이 비어 있습니다. 무엇을 도와드릴까요?")
    if _INVALID_TEXT.search(text):  # a lone surrogate cannot even be stored or logged
        raise QueryError(
            "질문에 쓸 수 없는 문자(짝이 없는 서로게이트 또는 제어 문자)가 있습니다. 글자만 보내 주세요."
        )
    if len(text) > max_chars:
        raise QueryError(
            f"질문이 너무 깁니다({len(text):,}자). {max_chars:,}자 이내로 줄여 주세요."
        )
    return text
