"""Place handling shared by payloads and tools: normalise district names, resolve them or explain why not."""

from __future__ import annotations

from specialists.korean.gazetteer import District, lookup_district, lookup_sido
from specialists.tooling import ProviderError


def normalize_district(value: str | None) -> str | None:
    """``"서울시 강남구"`` / ``"Gangnam-gu"`` → ``"강남구"``; unknown or ambiguous names are kept as written."""
    text, candidates = _candidates(value)
    if text is None or len(candidates) == 1:
        return candidates[0].key if candidates else text
    names = {d.name for d in candidates}
    return (
        names.pop() if len(names) == 1 else text
    )  # "Jung-gu" → "중구" (still ambiguous: the tool asks)


def normalize_area(value: str | None) -> str | None:
    """Like :func:`normalize_district`, but a 시도 name (``"서울특별시"``) or a landmark stays as written."""
    text, candidates = _candidates(value)
    if text is None or len(candidates) == 1:
        return candidates[0].key if candidates else text
    sido = lookup_sido(text)
    return sido.short if sido is not None else text


def _candidates(value: str | None) -> tuple[str | None, list[District]]:
    """``value`` with its whitespace collapsed (``None`` when empty) and the districts it may name."""
    text = " ".join(value.split()) if value is not None else ""
    return (text, list(lookup_district(text))) if text else (None, [])


def resolve_district(value: str) -> District:
    """The one district ``value`` names, or a :class:`ProviderError` a user can act on."""
    candidates = lookup_district(value)
    if len(candidates) == 1:
        return candidates[0]
    if not candidates:
        raise ProviderError(
            f"'{value}'은(는) 알 수 없는 지역입니다. 시군구 이름(예: 강남구, 수원시, 해운대구)으로 알려주세요.",
            needs_input=True,
        )
    names = ", ".join(d.key for d in candidates[:8])
    raise ProviderError(
        f"'{value}'은(는) 여러 지역에 있습니다({names}). 어느 시·도의 {value}인가요?",
        needs_input=True,
    )
