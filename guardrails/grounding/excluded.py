"""Goods a tool output excludes, said to be accepted ("Liquid medicine is also fine", "물약도
괜찮아요" where the program's text lists 물약 under ``excluded``).

A good is *excluded* when a tool output names it in a list under an exclusion key (``excluded``,
``not_accepted``, ``불가``, ``제외``) or right before an exclusion word (``물약 제외``, ``연고는
불가``, ``안약 수거 안 됨``), and no list of accepted things names it. A sentence that calls such a
good fine, accepted or possible is unsupported.

A good no tool output names at all, called fine right after it ("리튬 코인전지는 OK예요",
"coin cells are fine too") where the tool outputs list the goods they accept, is unlisted: the
answer has added it to the list.

Each clause of a contrast ("보조배터리는 안 되지만 코인전지는 OK예요", "…, but …") is read on its
own; round 36: so is each part of a refusing clause joined by a connective and a comma (``솜이불은
대개 안 받으니 대형폐기물로 내셔야 하고, 얇은 홑이불은 넣어도 돼요``: the second part calls a refused
good fine; with no refusal before it, ``…넣으시면 되고, 솜이불도 함께 넣으실 수 있어요`` stays one
clause). Unsure readings never flag: a negated or asked clause; a good some tool output also accepts;
a sentence that shares a word with a tool-output text that sends the excluded good elsewhere
("물약·연고는 주민센터 또는 약국 수거함으로" read as "물약은 약국 수거함에 넣으면 돼요").
"""

from __future__ import annotations

import functools
import re

from guardrails.grounding.goods import Goods
from guardrails.grounding.hedges import refused
from guardrails.grounding.nodes import json_objects, per_stage, strings_under
from guardrails.grounding.opening_gate import gated

# the words that call a good accepted, possible or fine (Korean as written, English lower-case)
ALLOWED = re.compile(
    r"괜찮|돼요|됩니다|되고|가능|넣어도|내도|버려도|보내도|받아요|받습니다|받아\s?줘|수거해|\bok(?![a-z])"
    r"|넣으면\s?(?:돼|됩|되)|(?:넣을|버릴|낼)\s?수\s?있"
    r"|\b(?:fine|okay|allowed|accepted|welcome|taken)\b|\bcan (?:also )?(?:go|be|put|post|drop)\b"
    r"|\b(?:takes?|accepts?)\b",
    re.I,
)
ALLOWED = gated(ALLOWED)  # :mod:`.opening_gate`: the same matches, skipped to
_NEGATED = refused("금지")
_EXCLUDING_KEY = re.compile(r"exclu|not_?accept|unaccept|reject|prohibit|불가|제외|금지", re.I)
_ACCEPTING_KEY = re.compile(r"^(?!.*(?:exclu|not)).*(?:accept|allow|품목|대상|가능|items?$)", re.I)
# an exclusion said right after a good in a text ("물약 제외", "연고는 불가", "안약 수거 안 됨"), or
# after the list the good opens, hedged or not ("솜이불·베개·방석은 대개 받지 않아")
_EXCLUDED_AFTER = re.compile(
    r"(?:\s?[·,、/]\s?[가-힣]{1,8})*[은는이가도]?\s?(?:(?:대개|보통|대부분|일반적으로)\s)?"
    r"(?:제외|불가|금지|안\s?됨|안\s?돼|받지\s?않|수거\s?(?:안|불가|제외)|not accepted"
    r"|excluded|not allowed)",
    re.I,
)
_WORD = re.compile(r"[가-힣A-Za-z0-9]{2,}")
# a good an exclusion list names as the exception ("가전 외 가구": furniture other than appliances)
_EXCEPTED_AFTER = re.compile(r"\s?(?:이외|외|말고|아닌)(?:의|에)?\s")
_ENDING = re.compile(r"(?:으로|에서|에는|에|로|은|는|이|가|을|를|도)$")


@per_stage
def _lists(sources: tuple[str, ...]) -> tuple[str, str, tuple[str, ...]]:
    """The text of exclusion lists, the text of accepted lists, every other string."""
    excluding: list[str] = []
    accepting: list[str] = []
    others: list[str] = []
    for obj in json_objects(sources):
        for k, v in obj.items():
            if isinstance(v, dict):
                continue  # its own object's keys decide
            key = str(k)
            if isinstance(v, list) and _EXCLUDING_KEY.search(key):
                excluding += strings_under(v)
            elif isinstance(v, list) and _ACCEPTING_KEY.search(key):
                accepting += strings_under(v)
            elif isinstance(v, str):
                others.append(v)
    return " ".join(excluding), " ".join(accepting), tuple(others)


@functools.lru_cache(maxsize=64)
def excluded_goods(sources: tuple[str, ...], goods: Goods) -> frozenset[str]:
    """The goods the tool outputs exclude and no list of accepted things names."""
    excluding, accepting, others = _lists(sources)
    out = {
        good
        for good, (_, end) in goods.goods_in(excluding).items()
        if not _EXCEPTED_AFTER.match(excluding, end)
    }
    for text in others:
        for good, (_, end) in goods.goods_in(text).items():
            if _EXCLUDED_AFTER.match(text, end):
                out.add(good)
    return frozenset(out - set(goods.goods_in(accepting)))


def excluding_text(sources: tuple[str, ...]) -> str:
    """The text of the outputs' exclusion lists (``not_accepted``, ``제외``: round 57)."""
    return _lists(sources)[0]


@functools.lru_cache(maxsize=64)
def accepted_goods(sources: tuple[str, ...], goods: Goods) -> frozenset[str]:
    """The goods the tool outputs' lists of accepted things name."""
    return frozenset(goods.goods_in(_lists(sources)[1]))


def lists_goods(sources: tuple[str, ...], goods: Goods) -> bool:
    """Whether the tool outputs exclude a good or list what they accept: the only outputs a good
    called fine can be checked against (most do neither)."""
    return bool(excluded_goods(sources, goods) or accepted_goods(sources, goods))


def named_anywhere(sources: tuple[str, ...], goods: Goods, good: str) -> bool:
    """Whether any tool-output string names ``good`` (or the good it is a kind of)."""
    excluding, accepting, others = _lists(sources)
    return any(goods.names_good(t, good) for t in (excluding, accepting, *others))


# a contrast between clauses ("A는 안 되지만 B는 돼요", "A is not taken, but B is")
_CONTRAST = re.compile(r"지만|는데\s|,\s?but\b|\bbut\b|;|, however|,\s?(?:대신|반면)", re.I)


# round 36: a refusing clause joined to the next by a connective and a comma ("…대개 안 받으니
# 대형폐기물로 내셔야 하고, 얇은 홑이불은 넣어도 돼요"): what the next one calls fine is its own, the
# refusal before it the output's restated (split only after a refusal: the caller's test)
_JOINED = re.compile(r"(?<=[고며])\s?,\s")


def joined(clause: str) -> list[tuple[int, str]]:
    """The parts of ``clause`` joined by a connective and a comma, with their offsets (the clause
    itself when there is none): ``솜이불은 안 받으니 종량제 봉투로 내셔야 하고, 홑이불은 넣어도
    돼요`` → its refusal and ``홑이불은 넣어도 돼요``."""
    out: list[tuple[int, str]] = []
    start = 0
    for m in _JOINED.finditer(clause):
        out.append((start, clause[start : m.start()]))
        start = m.end()
    out.append((start, clause[start:]))
    return out


def clauses(sentence: str) -> list[tuple[int, str]]:
    """The clauses of a contrast, with their offsets (the sentence itself when there is none)."""
    out: list[tuple[int, str]] = []
    start = 0
    for m in _CONTRAST.finditer(sentence):
        out.append((start, sentence[start : m.start()]))
        start = m.end()
    out.append((start, sentence[start:]))
    return out


# a good called fine right after it ("코인전지는 OK예요", "coin cells are fine too")
_ALLOWED_AFTER = re.compile(
    r"[은는도이가]?\s?(?:모두\s|다\s|역시\s)?(?:ok|괜찮|가능|돼요|됩니다|넣어도|버려도|받아)"
    r"|(?:\s[a-z]+){0,2}?\s(?:is|are)\s(?:also\s)?(?:fine|ok|okay|accepted|allowed|welcome|taken)\b",
    re.I,
)
_ALLOWED_AFTER = gated(_ALLOWED_AFTER)  # :mod:`.opening_gate`: the same matches, skipped to


def allowed_after(clause: str, end: int) -> bool:
    return _ALLOWED_AFTER.match(clause, end) is not None


def sent_elsewhere(sentence: str, good: str, sources: tuple[str, ...], goods: Goods) -> bool:
    """Whether a tool-output text that names ``good`` shares a word (not a good) with the
    sentence: it may say where the excluded good goes instead. Only the words after the good's
    first mention count, less those the text said before it: what a text says of the goods it
    takes ("깨끗한 옷·신발·가방을 봉투에 담아 넣습니다. 솜이불·…은 대개 받지 않아") sends nothing
    elsewhere."""
    for text in _lists(sources)[2]:
        if not goods.names_good(text, good):
            continue
        at = goods.goods_in(text).get(good, (0, 0))[0]
        before = {_stem(w) for w in _WORD.findall(text[:at])}
        for w in _WORD.findall(text[at:]):
            stem = _stem(w)
            if len(stem) >= 2 and stem not in before and not goods.goods_in(stem):
                if stem in sentence:
                    return True
    return False


def _stem(word: str) -> str:
    return _ENDING.sub("", word) if len(word) > 2 else word


# round 55: a good that opens a condition of its own ("이불이나 베개 같은 거면 방법이 달라서", "솜이불
# 경우에는 …"): a Korean 면 or 경우 after the good and its list, before any verb of its clause
_OPENS_CONDITION = re.compile(r"[^,.!?\n]{0,16}?(?<=[가-힣])(?:면|경우(?:에는|엔|는)?)\s")


def own_condition(clause: str, s: int, e: int) -> bool:
    """Whether the good at ``s:e`` of ``clause`` opens a condition of its own in its part
    (:func:`joined`) and nothing after it there calls it fine: "옷이나 신발이면 의류수거함에 넣으면
    되고, 이불이나 베개 같은 거면 방법이 달라서 …" calls 이불 nothing (the 되고 is the clothes'); "이불도
    넣으면 돼요" and "이불이면 넣어도 돼요" call it fine."""
    if "면" not in clause and "경우" not in clause:
        return False
    end = len(clause)
    for at, part in joined(clause):
        if at <= s:
            end = at + len(part)
    return _OPENS_CONDITION.match(clause, e, end) is not None and (
        ALLOWED.search(clause, e, end) is None
    )


def negated(sentence: str) -> bool:
    return _NEGATED.search(sentence) is not None
