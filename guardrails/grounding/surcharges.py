"""An extra fee the answer states where no tool output states one.

A fee table gives each row's fee; a surcharge on top of it (``3.3제곱미터 넘는 큰 건 추가 요금
붙으니까``, ``할증이 붙어요``, ``there's a surcharge for oversized items``, ``large ones cost
extra``) is a fee policy of its own. It is supported only when some tool output speaks of one:
a string or key holding 추가, 할증, 별도, 가산, 초과, extra, additional, surcharge or plus (a row
``소파 (1인용당(3000원) 추가)``, ``피아노(의자 별도)``).

Unsure readings never flag: a negated, asked or hedged clause (``추가 요금은 없어요``, ``추가
요금이 붙을 수도 있으니``, ``there may be an extra charge``).
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_objects, lowered_text, number, per_stage
from guardrails.grounding.opening_gate import gated

SURCHARGE_GATE: Final = ("추가", "할증", "별도", "웃돈", "더 붙", "더 나", "더 들", "더 내", "더 받", "extra", "Extra",
               "additional", "Additional", "surcharge", "Surcharge", "on top")  # fmt: skip
_SURCHARGE = re.compile(
    r"추가\s?(?:요금|비용|수수료|금액|운임)|추가금|할증(?:료|요금)?|별도\s?(?:요금|비용|수수료)|웃돈"
    r"|\bsurcharges?\b|\b(?:extra|additional)\s(?:charges?|fees?|costs?|payment)\b"
    r"|\b(?:costs?|charged?|pay)\s(?:a\slittle\s|a\sbit\s|slightly\s)?extra\b"
    r"|(?:요금|비용|수수료)(?:이|을|를|은|는)?\s?(?:더|추가로)\s?(?:붙|나와|나오|들어|내야|청구|부과)"
    r"|추가로?\s?(?:부과|청구)"
    # an amount said to come on top ("별도로 5,000원 추가", "5천원 더 붙어", "an extra 5,000 won")
    r"|(?P<a>[\d,.]+\s?천?)\s?원(?:이|을|씩)?\s?(?:추가(?:야|예요|요|돼|됩|되|로|$)|더\s?붙)"
    # the collector's side of it: "실외기는 따로 2,000원을 더 받아요", "2천원 더 내야"
    r"|(?:따로|별도로?)\s?(?P<d>[\d,.]+\s?천?)\s?원(?:이|을|씩)?\s?(?:더\s?)?(?:받|내|청구|붙|부과)"
    r"|\ban?\s(?:extra|additional)\s(?:₩\s?)?(?P<b>[\d,.]+)\s?(?:won|원)"
    r"|(?P<c>[\d,.]+)\s?(?:won|원)\s(?:extra|on top)\b"
    # the won sign before the amount and no won after it ("Box spring: an extra ₩3,000", "₩3,000 extra")
    r"|\ban?\s(?:extra|additional)\s₩\s?(?P<e>\d[\d,]*)|₩\s?(?P<f>\d[\d,]*)\s(?:extra|on top)\b",
    re.I,
)
_SURCHARGE = gated(_SURCHARGE)  # :mod:`.opening_gate`: the same matches, skipped to
_SPOKEN_OF = re.compile(r"추가|할증|별도|가산|초과|extra|additional|surcharge|plus", re.I)
_CLAUSE = re.compile(r"[^.!?\n,;]+")
_WITHOUT = re.compile(r"(?<=[가-힣])\s없는\s(?=[가-힣\d])")
_UNSURE = unsure(
    r"있을\s?수|수\s?있|일부|without|possibl|perhaps|\bsome\b|\bif\s(?:any|applicable)\b"
)


@per_stage
def _spoken_of(sources: tuple[str, ...]) -> bool:
    """Whether any tool output speaks of an extra fee (in a key or a value)."""
    text = lowered_text(sources)
    return _SPOKEN_OF.search(text) is not None


def surcharge_claims(answer: str, sources: tuple[str, ...]) -> list[Claim]:
    """The extra fees ``answer`` states where no tool output speaks of one."""
    out: list[Claim] = []
    for m in _SURCHARGE.finditer(answer):
        if _spoken_of(sources):
            return []
        clause = next(c for c in _CLAUSE.finditer(answer) if c.start() <= m.start() < c.end())
        said = clause.group(0)
        at = m.start() - clause.start()  # a noun's "없는" before the charge is its condition
        if _UNSURE.search(_WITHOUT.sub(" ", said[:at]) + said[at:]):  # ("엘리베이터 없는 3층")
            continue
        if m.group("d") and "보다" in clause.group(0):
            continue  # "1인용보다 2,000원 더 내요": a difference of two rows, no surcharge
        amount = next((m.group(g) for g in "abcdef" if m.group(g)), None)
        if amount and _fee_of_named_row(_won(amount), clause.group(0), sources):
            continue  # "매트리스를 따로 버리시면 8천원이 추가": the mattress row's own fee
        why = "no tool output states an extra fee"
        out.append(Claim(m.group(0), "condition", "surcharge", m.start(), m.end(), why))
    return out


def _won(amount: str) -> float | None:
    digits = amount.replace(",", "").replace(" ", "")
    thousand = digits.endswith("천")
    try:
        value = float(digits.rstrip("천"))
    except ValueError:
        return None
    return value * 1000 if thousand else value


# a row named as what the charge comes on top of ("컴퓨터와 별도로"): not the thing charged
_APART: Final = r"(?:와|과|랑|이랑|하고|에)\s?(?:는\s?)?(?:별도|따로)"


def _fee_of_named_row(amount: float | None, clause: str, sources: tuple[str, ...]) -> bool:
    """Whether ``amount`` is the fee of a row whose name the clause names (an item added to the
    total, not a surcharge) other than as what the charge comes on top of (``컴퓨터와 별도로``)."""
    if amount is None:
        return False
    for obj in json_objects(sources):
        if number(obj.get("fee")) != amount:
            continue
        name = obj.get("item_name") or obj.get("name")
        if isinstance(name, str) and any(
            re.search(rf"{w}(?!{_APART})", clause) for w in re.findall(r"[가-힣]{2,}", name)
        ):
            return True
    return False
