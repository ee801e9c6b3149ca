"""How English writes the number-and-unit words of spec labels: ``4인용`` → ``4-seater``,
``four-seater``; ``4단이하`` → ``4 levels or less``; ``2호점`` → ``Branch 2``; and the bounds of a
spec (``이상`` → ``or more``). The cue index reads these spellings as the label word."""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.numbers import EN_NUMBERS

__all__ = ["english_spellings"]

# number-and-unit label words and how English writes them ("4인용" → "4-seater", "four-seater")
_MEASURE = re.compile(r"^(\d{1,2})(인용|인|단|인치|칸|도어|호점)$")
_MEASURE_EN: Final = {
    "인용": ("seater", "seat", "person", "people"),
    "인": ("seater", "person", "people"),
    "단": ("shelf", "shelves", "tier", "tiers", "level", "levels"),
    "인치": ("inch", "inches", "in"),
    "칸": ("compartment", "compartments", "section", "sections"),
    "도어": ("door", "doors"),
    "호점": (),  # a numbered branch: the number after its word ("Branch 2", "branch #2")
}
_MEASURE_BOUND = re.compile(r"^(\d{1,2}(?:인용|단|인치|칸|도어))\s?(이상|이하|미만|초과)$")
_ONE_TWO: Final = {1: "single", 2: "double"}  # a bed or mattress for one or two (싱글/더블 win)
_EN_NUMBERS: Final = ("zero", *EN_NUMBERS)
# comparison words of spec labels ("4인용 이상", "42인치 미만") as English writes them
_BOUNDS: Final = {
    "이상": (
        "or more",
        "or larger",
        "or bigger",
        "or over",
        "or above",
        "and up",
        "and over",
        "or longer",
        "plus",
        "넘는",
        "넘으면",
        "넘을",
        "넘어가는",
    ),
    "이하": ("or fewer", "or less", "or smaller", "or under", "or below", "and under"),
    "미만": ("under", "less than", "smaller than", "below", "shorter than", "안 되는", "안되는"),
    "초과": (
        "over",
        "more than",
        "larger than",
        "bigger than",
        "above",
        "longer than",
        "넘는",
        "넘으면",
        "넘을",
        "넘어가는",
    ),
}  # fmt: skip (and as Korean paraphrases them: "120cm 넘는 장롱")


def english_spellings(token: str) -> list[str]:
    """``4인용`` → ``4-seater``, ``4 seater``, ``four-seater``, … (lower-case)."""
    m = _MEASURE.match(token)
    if not m:
        bounded = _MEASURE_BOUND.match(token)  # "4단이하": "4 levels or less", "4-tier or fewer"
        if bounded and bounded.group(2) in _BOUNDS:
            measures = english_spellings(bounded.group(1))
            bounds = [b for b in _BOUNDS[bounded.group(2)] if b.isascii()]
            before = (  # "under 4 people", "more than 4-person": English writes 미만/초과 first
                [f"{b} {m}" for m in measures for b in bounds if m.isascii()]
                if bounded.group(2) in ("미만", "초과")
                else []
            )
            return [f"{m} {b}" for m in measures for b in bounds] + before
        return list(_BOUNDS.get(token, ()))
    n = int(m.group(1))
    if m.group(2) == "호점":
        return [f"branch {n}", f"branch #{n}", f"branch no. {n}", f"store {n}", f"store #{n}"]
    numbers = [str(n)] + ([_EN_NUMBERS[n]] if n < len(_EN_NUMBERS) else [])
    short = [f"{n}인"] if m.group(2) == "인용" else []  # "2인 8천원": 용 left out
    if m.group(2) in ("인용", "인") and n in _ONE_TWO:  # "a single mattress", "a double"
        short.append(_ONE_TWO[n])
    return short + [
        f"{num}{sep}{unit}" for num in numbers for unit in _MEASURE_EN[m.group(2)]
        for sep in ("-", " ", "")
        if not (sep == "" and not num.isdigit())
    ]  # fmt: skip
