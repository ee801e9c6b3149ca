"""A difference said between two named items: ``A이 B보다 N원 비싸요`` is A's value less B's.

An answer compares two rows by name and states the gap: ``알루미늄캔이 철스크랩보다 kg당 1,020원
비싸니까``, ``진안군 화장대가 포항시 화장대보다 1,000원 싸요``. Any difference of two amounts the
outputs hold is no support for it (1,020 is 1,200 − 180, aluminium against steel cans, not against
iron scrap): **the gap must be the difference of a candidate row of the first named item and one
of the second, in the direction its verb says** (비싸/높/많: the first less the second; 싸/저렴/낮/적:
the second less the first) — every value of an item whose rows the data does not tell apart. The two items are
the subject (``이/가/은/는``) and the standard (``보다``) of the figure's clause, each the rows
whose name holds that word (particles stripped); unsure, no reading, when either names no row, when
both name the same rows, or when a hedge doubts the sentence. Only this shape is read; a gap under
bound words (``가장 낮은 금액보다``) is :func:`.alternatives.difference_why`'s.

Round 35: when neither word names a row, each may name a fee output's district (as written, or
its stem: 철원 for 철원군); its rows are that output's, and a bound word before the pair in the
clause picks each side's highest or lowest (``최고 금액은 철원이 정선보다 만 원 더 비쌉니다`` over
철원군's top 10,000 and 정선군's 20,000: the gap is right, the direction wrong, so it is flagged;
``정선이 철원보다 만 원 더 비쌉니다`` passes). The formal endings (비쌉니다, 쌉니다) are the verb's.

Round 37: a clause that opens with the standard alone takes for its subject the topic that opens
the sentence (``골판지는 80원/kg이고, PVC보다 kg당 20원 더 받을 수 있어`` over 골판지 80 and PVC 80:
flagged; with PVC at 60 it passes); "더 받/쳐/벌" (what the seller gets more of) is a gap's verb, and
"받을 수 있어" (can get) no hedge. Gaps of one subject to further standards listed before one verb share it (``PET가
HDPE보다 150원, PP보다 170원 더 비싸요``: 150 is PET − HDPE; "… 180원, PP보다 …" is flagged), and
the verb may be English (``more``, ``cheaper``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Final

from guardrails.grounding.alternatives import bounds_in, is_difference, picks
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import json_lists, parsed, per_stage

if TYPE_CHECKING:
    from guardrails.grounding.claims import Claim

# "알루미늄캔이 철스크랩보다 kg당 ", "진안군 화장대가 포항시 화장대보다 "
_PAIR: Final = re.compile(
    r"(?P<a>[가-힣A-Za-z][가-힣A-Za-z()]{1,20}?)(?:이|가|은|는)\s(?:[가-힣]+\s)?"
    r"(?P<b>[가-힣A-Za-z][가-힣A-Za-z()]{1,20}?)보다(?:도)?\s(?:[가-힣A-Za-z]{1,4}당\s|약\s|한\s)?$"
)
# the standard alone opening the figure's clause, its subject the topic that opens the sentence
# ("골판지는 80원/kg이고, PVC보다 kg당 20원 더 받을 수 있어": 골판지 less PVC; round 37)
_STANDARD: Final = re.compile(
    r"\s*(?P<b>[가-힣A-Za-z][가-힣A-Za-z()]{1,20}?)보다(?:도)?\s(?:[가-힣A-Za-z]{1,4}당\s|약\s|한\s)?"
)
_TOPIC: Final = re.compile(r"\s*(?P<a>[가-힣A-Za-z][가-힣A-Za-z()]{1,20}?)(?:은|는|이|가)\s")
# the gap's verb after it, 더 optional after a 보다 pair: "1,020원 비싸니까", "1,000원 싸요"; what
# the seller gets more of ("20원 더 받을 수 있어", "더 쳐줘요")
_GAP_AFTER: Final = re.compile(
    r"\s?(?:원|won)?\s?(?:이|가)?\s?(?:(?:더\s?)?(?:비싸|비쌉|비쌌|싸|쌉|쌌|저렴|높|낮|많|적)"
    r"|더\s?(?:받|쳐|벌)|(?:more|higher|pricier|dearer|less|lower|cheaper)\b)",
    re.I,
)
# "받을 수 있어": what the user can get, no hedge (the doubt pattern reads "수 있" as one)
_ABLE: Final = re.compile(r"(?:받|팔|벌|얻)을\s?수\s?있")
_LESS: Final = re.compile(
    r"\s?(?:원|won)?\s?(?:이|가)?\s?(?:더\s?)?(?:싸|쌉|쌌|저렴|낮|적|(?:less|lower|cheaper)\b)",
    re.I,
)
# further gaps of the same subject listed before the one verb ("PET가 HDPE보다 150원, PP보다 170원
# 더 비싸요"): the verb after the last is each gap's
_LISTED_GAPS: Final = re.compile(
    r"(?:\s?(?:원|won)?\s?,\s?(?:and\s|그리고\s)?[가-힣A-Za-z()]{1,20}?보다(?:도)?\s(?:약\s)?"
    r"\d[\d,]*(?=\s?(?:원|won)))+",
    re.I,
)
# two districts compared: "철원이 정선보다 ", "철원군은 정선군보다도 "
_DISTRICT_PAIR: Final = re.compile(
    r"(?P<a>[가-힣]{2,10}?)(?:이|가|은|는)\s(?P<b>[가-힣]{2,10}?)보다(?:도)?\s(?:약\s|한\s)?$"
)
_DISTRICT_SUFFIX: Final = re.compile(r"(?:시|군|구)$")
_TOKEN: Final = re.compile(r"[가-힣A-Za-z0-9]+")
_VALUE_KEY: Final = re.compile(r"fee|price|amount|요금|수수료|금액|가격", re.I)
_NAME_KEYS: Final = ("item_name", "name", "item", "품목", "품목명")
_DOUBT: Final = unsure(r"아마|정도|쯤|약\s|대략|것\s?같|듯|수\s?있")


def difference_why(c: Claim, answer: str, sources: tuple[str, ...]) -> str | None:
    """Why gap ``c`` (money or a unit price) said between two named items is no difference of
    their rows: "" when it is, a reason when it is not, None when ``c`` is no such gap."""
    if "보다" not in answer:  # (every pair holds it: most answers compare no two items)
        return None
    value = c.value[0] if isinstance(c.value, tuple) else c.value
    if not isinstance(value, int | float) or isinstance(value, bool):
        return None
    at = c.end  # where the gap's verb is read
    if (listed := _LISTED_GAPS.match(answer, c.end)) and _GAP_AFTER.match(answer, listed.end()):
        at = listed.end()
    if not is_difference(answer, c) and not _GAP_AFTER.match(answer, at):
        return None
    lo = max(answer.rfind(ch, 0, c.start) for ch in ".!?\n,") + 1
    found = _PAIR.search(answer, lo, c.start)
    m = {"a": found["a"], "b": found["b"]} if found else _topic_pair(answer, lo, c.start)
    if m is None:
        return None
    end = min(
        (i for i in (answer.find(ch, c.end) for ch in ".!?\n") if i != -1), default=len(answer)
    )
    if _doubted(answer, lo, end):
        return None
    first_rows, second_rows = _rows_named(m["a"], sources), _rows_named(m["b"], sources)
    if first_rows and first_rows == second_rows:
        return None  # both words name the same rows
    first = frozenset(v for _, v in first_rows)
    second = frozenset(v for _, v in second_rows)
    if not first and not second and (d := _DISTRICT_PAIR.search(answer, lo, c.start)):
        said = bounds_in(answer[lo : d.start()])  # "최고 금액은 철원이 정선보다": each side's top
        bound = said[0] if len(set(said)) == 1 else None
        first = _district_values(d["a"], sources, bound)
        second = _district_values(d["b"], sources, bound)
        m = {"a": d["a"], "b": d["b"]}
    if not first or not second or (not first_rows and first == second):
        return None  # (two districts of the same values: unsure)
    sign = -1.0 if _LESS.match(answer, at) else 1.0  # "A이 B보다 N원 싸요": B − A
    if any(abs(sign * (x - y) - float(value)) < 1e-6 for x in first for y in second):
        return ""
    return f"{c.text} is no difference of the rows of {m['a']} and {m['b']}"


def _doubted(answer: str, lo: int, end: int) -> bool:
    """Whether a hedge doubts ``answer[lo:end]``, "받을 수 있어" (can get) being none."""
    able = [m.span() for m in _ABLE.finditer(answer, lo, end)] if "수" in answer else []
    return any(
        not any(a <= d.start() < b for a, b in able) for d in _DOUBT.finditer(answer, lo, end)
    )


def _topic_pair(answer: str, lo: int, at: int) -> dict[str, str] | None:
    """The topic opening the sentence and the standard opening the clause of a gap at ``at``
    ("골판지는 80원/kg이고, PVC보다 kg당 "); None unless the clause is just the standard."""
    std = _STANDARD.fullmatch(answer, lo, at)
    s_lo = max(answer.rfind(ch, 0, lo) for ch in ".!?\n") + 1
    topic = _TOPIC.match(answer, s_lo, lo) if std else None
    return {"a": topic["a"], "b": std["b"]} if std and topic else None


def _district_values(word: str, sources: tuple[str, ...], bound: str | None) -> frozenset[float]:
    """The values of the one fee output whose district is ``word`` (철원군, or its stem 철원),
    the highest or lowest only under ``bound``; none when no output or two are that district."""
    found = [vals for name, vals in _districts(sources)
             if word in (name, _DISTRICT_SUFFIX.sub("", name))]  # fmt: skip
    return picks(found[0], bound) if len(found) == 1 and found[0] else frozenset()


@per_stage
def _districts(sources: tuple[str, ...]) -> tuple[tuple[str, frozenset[float]], ...]:
    """Each fee output's district and the values of its rows."""
    out: list[tuple[str, frozenset[float]]] = []
    for root in parsed(sources):
        rows = root.get("items") if isinstance(root, dict) else None
        if not isinstance(rows, list) or not isinstance(district := root.get("district"), str):
            continue
        vals = frozenset(float(v) for row in rows if isinstance(row, dict)
                         for k, v in row.items() if _VALUE_KEY.search(k) and _number(v))  # fmt: skip
        out.append((district, vals))
    return tuple(out)


def _rows_named(word: str, sources: tuple[str, ...]) -> frozenset[tuple[str, float]]:
    """The rows (name, value) whose name is ``word`` or holds it as a word of its own (PE of
    ``PE(압축)``, not of ``PET``): two words name the same rows only when these are equal, not
    when their values are (골판지 and PVC both at 80원/kg)."""
    return frozenset(
        (name, v) for name, v in _rows(sources) if name == word or word in _TOKEN.findall(name)
    )


@per_stage
def _rows(sources: tuple[str, ...]) -> tuple[tuple[str, float], ...]:
    """Each row's name and its value (a fee or a price)."""
    out: list[tuple[str, float]] = []
    for node in json_lists(sources):
        for row in node:
            if not isinstance(row, dict):
                continue
            name = next((row[k] for k in _NAME_KEYS if isinstance(row.get(k), str)), None)
            value = next((v for k, v in row.items() if _VALUE_KEY.search(k) and _number(v)), None)
            if name is not None and value is not None:
                out.append((name.replace(" ", ""), float(value)))
    return tuple(out)


def _number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool) and v > 0
