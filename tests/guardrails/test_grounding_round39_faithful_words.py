"""Round 39 (r39b): faithful answers flagged on goods named in a sentence that says the data does
not list them.

Each sentence below was read as a claim it does not make; the reading is narrowed to where the
words do state one, and each wrong twin is still flagged:

- a taking quoted as what the list or a text says (``유리병을 받는다고 나온 곳은 없으니``,
  ``형광등이나 건전지를 받는다는 정보는 없어서``) is denied by the verb that states it: its clause
  runs past the quote (``다고``/``다는``) to that verb, and ``없`` there (not ``없이``: ``상관없이``)
  is a statement of absence, no place said to take the goods (:func:`.hedges.denied_quote`, read
  by both readers of goods taken: :mod:`.conditions` and :mod:`.taken`). The same quote stated (``…받는다고 나와 있어요``) or answered with a place
  (``…받는다고 나온 곳은 동구라미가게2호점이에요``) still claims the taking.
"""

from __future__ import annotations

import pytest

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, flagged, glass_prices


def _place(name: str, address: str, phone: str, items: list[str], m: int) -> dict[str, object]:
    return {"name": name, "address": address, "phone": phone, "hours": "평일 09:00~18:00",
            "items": items, "distance_m": m}  # fmt: skip


GWANGJU = {
    "query": "recycling_center", "radius_m": 1000, "found": 3, "source": "recycling-centers",
    "places": [
        _place("학동 역사공원 재활용 무인회수기", "없음", "062-608-2523", ["투명페트병", "캔"], 2032),
        _place("동구라미가게2호점", "남문로 646, 동구문화센터", "062-608-2523",
               ["무색페트병", "PE", "PP", "알루미늄 캔", "우유팩", "신문지", "헌옷"], 2167),
        _place("광주광역시 동구 재활용선별장", "광주광역시 동구 남문로 486(소태동)", "062-608-8936",
               ["스티로폼", "플라스틱", "캔"], 2405),
    ],
    "as_of": "2024-09-01",
}  # fmt: skip


@pytest.mark.parametrize(
    "answer",
    [
        # the cases' shapes (g45h1-0090, g45h2-0007)
        "목록에 유리병을 받는다고 나온 곳은 없으니 가기 전에 전화로 확인해 보세요.",
        "다만 목록에 형광등이나 건전지를 받는다는 정보는 없어서, 선별장에 먼저 전화해 보세요.",
        # other wording: the absence after the place word, the quote kept, "않" after the quote
        "건전지를 받는다는 곳은 목록에 없어요.",
        "목록에는 형광등을 받아 준다고 적힌 곳이 없어서 구청에 물어보세요.",
        "형광등을 받는다고 나와 있지 않아서 전화로 확인해 보세요.",
        "No place on the list says it takes batteries, so call ahead.",
    ],
)
def test_a_quoted_taking_denied_by_its_verb_claims_no_good(answer: str) -> None:
    assert flagged(answer, ev(GWANGJU)) == []


def test_the_case_passes_with_the_glass_prices() -> None:
    answer = (
        "백색 유리는 45원/kg이에요. 광주광역시 동구 재활용선별장은 평일 09:00~18:00에 열어요. "
        "목록에 유리병을 받는다고 나온 곳은 없으니 가기 전에 전화로 확인해 보세요."
    )
    assert check(answer, ev(glass_prices(query="유리병"), GWANGJU)).grounded


@pytest.mark.parametrize(
    ("answer", "good"),
    [
        # the quote stated, or answered with a place: the place is said to take the good
        ("동구라미가게2호점은 형광등을 받는다고 나와 있어요.", "형광등"),
        ("목록에 형광등을 받는다고 나온 곳은 동구라미가게2호점이에요.", "형광등"),
        # after a sentence naming a place: the place's own list is held (:mod:`.taken`)
        ("광주광역시 동구 재활용선별장은 평일에 열어요. 유리병을 받는다고 나와 있어요.", "유리병"),
        # "없이" denies nothing
        ("동구라미가게2호점은 형광등을 받는다고 하니 크기 상관없이 가져가세요.", "형광등"),
        # the absence is another clause's: the second place is still said to take batteries
        ("유리병을 받는다는 곳은 없지만, 동구라미가게2호점은 건전지를 받아요.", "건전지"),
    ],
)
def test_a_quoted_taking_stated_or_given_a_place_is_still_held(answer: str, good: str) -> None:
    assert good in flagged(answer, ev(GWANGJU))
