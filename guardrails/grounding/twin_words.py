"""The word a clause gives one of twin rows (:mod:`.twins`): which word of the answer, written
by no tool output nor the user, tells apart rows the tools tell apart by nothing.

Reads a clause ending in ``건``/``것``/``경우`` (``거울이 달린 건 7,000원``, ``the one with a mirror
is 7,000 won``), the clause's own topic or subject right before the fee (``업라이트는 10,000원``,
``싱글이 3,000원``), a word qualifying the topic item (``폭 3자 이상인 장롱은``), the object of the
clause's condition (``모터를 떼서 내놓으시면 10,000원``), a bare noun right before the item's name
(``업라이트 피아노: 10,000원``), a list line's head (``2. 더블 이상: 5,000원``) and a descriptor said
of the fee as topic (``30,000원짜리는 안마의자 요금이에요``). Accepts (reads no word from) words
that rank or point at rows (``비싼 건``, ``나머지는``, ``중간은``, ``Lowest:``), a count of pieces
(``서랍장 1개는``), a participle of the search (``검색된``), the item's own name and any word the
tool outputs or the user wrote; a hedged or doubted descriptor says nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from guardrails.grounding.hedges import unsure
from guardrails.grounding.twins_english import EN_STOP
from guardrails.grounding.units import TOKEN

# a clause that selects rows by a word of its own: "거울이 달린 건", "큰 것은", "서랍 있는 경우"
_SELECTS = re.compile(r"(?:건|것|거|경우|쪽|짜리)(?:은|는|이면|면|엔|에는|이|가)?\s?:?\s*$")
# the same in English: "the one with a mirror is", "ones that come with drawers cost"
_SELECTS_EN = re.compile(
    r"\bones?\s(?:with|without|that\s(?:has|have|comes?\swith))\s(?:an?\s|the\s)?"
    r"(?P<w>[a-z]{3,})[a-z\s]*?(?:\s(?:is|are|costs?|runs?))?\s?:?\s*$",
    re.I,
)
_SYLLABLE = re.compile(r"(?<![가-힣])[가-힣](?![가-힣])")
PARTICLE: Final = re.compile(
    r"(?:이랑|에는|에서|까지|이면|으로|이|가|은|는|을|를|도|면|엔|에|로|의)$"
)
# words that rank or point at rows, not a condition of one
_RANKING: Final = frozenset(
    "비싼 싼 저렴한 높은 낮은 더 제일 가장 최고 최저 나머지 다른 하나 하나는 한 두 세 첫 번째 "
    "그 이 저 또 그리고 보통 일반 대략 약 각각 각 쪽 건 것 거 경우 짜리 기준 수수료 요금 가격 "
    "비용 금액 원 개 대 점 있는 없는 되는 하는 이면 이라 이고 "
    # a figure worked out of the rows is no row: "차이는 7,500원", "합계는"
    "차이 합계 합 총 총액 총합 평균 최소 최대 최저 최고 모두 전부 둘 다 시작 많게 적게 싸게 비싸게 낮게 높게 "
    # words that point at a row through the search that found it: "같이 검색된 진열장은", or name
    # a row of the data as such: "청주시 거울 항목은 1,000원짜리와 2,000원짜리" (round 47)
    "같이 함께 나온 나와 뜬 적힌 실린 올라온 항목 품목 "
    # words that say the data gives no spec, which selects no row: "- 장롱 (규격 미기재): 10,000원"
    "규격 크기 사이즈 미기재 미표기 미상 무관 구분 없음 공통 unspecified unlisted".split()
)
# words that make 중간 a size ("중간 크기", "중간 사이즈") rather than the middle row by fee
_SIZE_WORDS: Final = frozenset({"크기", "사이즈", "규격", "급"})
# a participle of the search or the data itself ("검색된", "조회된", "목록에 등록된"): it points
# at the rows the tools returned, it selects none of them
_OF_SEARCH = re.compile(r"^(?:검색|조회|등록|표시|수록|게재|확인)(?:된|되는|한|돼|되어)$")


def _stem(word: str) -> str:
    return PARTICLE.sub("", word) if len(word) > 2 else word


def _middle(word: str) -> bool:
    """Whether ``word`` heads the middle row by fee on a ranked list ("1. Lowest / 2. Middle /
    3. Highest": round 31), as 중간 does in a clause."""
    return word.lower() in ("middle", "mid", "중간")


def ranking_word(word: str) -> bool:
    """Whether ``word`` ranks or points at rows rather than naming a kind of one (or counts the
    pieces the total is for: "남동구 서랍장 1개: 5,000원", "의자 2개: 2,000원 × 2")."""
    return (
        word in _RANKING
        or _stem(word) in _RANKING
        or word.lower() in EN_STOP
        or _PIECES.fullmatch(_stem(word)) is not None
    )


# a number of pieces: it counts what the fee is paid for, it names no kind of row
_PIECES: Final = re.compile(r"\d{1,3}\s?(?:개|대|점|장|세트|짝|벌|쪽)")


# the fee as the topic, a descriptor said of it: "30,000원짜리는 안마의자 요금이에요", "3,000원은
# 사무용 의자 기준입니다"
_SAID_OF = re.compile(
    r"\s?(?:원)?(?:짜리|의\s?(?:요금|수수료))?(?:은|는)\s(?P<w>[가-힣][가-힣\s]{1,30}?)\s?"
    r"(?:요금|수수료|가격|구간|기준|용)?\s?(?:이에요|예요|이고|이며|입니다|이다|이라|에\s?해당|에\s?적용)"
)
_SAID_DOUBT = unsure(
    r"거예요|것\s?같|듯|아마|보통|대개|대체로|확인|문의|추정|보여|\b(?:if|whether)\b"
)


def _described(
    answer: str,
    said: re.Match[str],
    label: frozenset[str],
    known: str,
    canonical: Callable[[str], str],
) -> str | None:
    """The descriptor an answer says the twin fee before ``said`` is of, when no tool output or
    the user wrote it (hedged or doubted sentences say nothing)."""
    end = min((i for i in (answer.find(p, said.end()) for p in ".\n?!") if i != -1),
              default=len(answer))  # fmt: skip
    if _SAID_DOUBT.search(answer, said.start(), end):
        return None
    return _invented(said["w"] + "는 ", label, known, canonical)


# a list line's head before the fee: "2. 더블 이상: 5,000원", "- 큰 것: 7,000원" (round 57: an English
# head of three words or a slash pair runs longer, "1. Folding/compact treadmill: 5,000 KRW")
_LINE_HEAD = re.compile(
    r"^\s*(?:\d{1,2}[.)]\s?|[-*•·]\s?)(?P<h>[가-힣A-Za-z][^:\n]{0,20}?)\s?:\s*$"
    r"|^\s*(?:\d{1,2}[.)]\s?|[-*•·]\s?)(?P<e>[A-Za-z][A-Za-z/ -]{20,34}?)\s?:\s*$"
)


def name_parts(words: list[str], of_item: Callable[[str], bool]) -> set[int]:
    """The indices of ``words`` that together name the item in English: two or three Latin words
    the vocabulary maps to its row name ("Dining table" for 식탁, though "Dining" alone names no
    row); "Small dining table" leaves "Small" out, a size of its own."""
    return {
        k
        for i in range(len(words) - 1)
        if words[i].isascii() and words[i].isalpha()
        for j in (i + 2, i + 3)
        if j <= len(words) and of_item(" ".join(words[i:j]))
        for k in range(i, j)
    }


def _headed(
    clause: str,
    label: frozenset[str],
    known: str,
    canonical: Callable[[str], str],
    inner: Callable[[], bool] = bool,
    others: frozenset[str] = frozenset(),
) -> str | None:
    """The word of a list line's head that names the line's twin fee (``더블 이상: 5,000원``)
    when no tool output or the user wrote it (a head of the item's name alone names no row; a
    ranking head, ``Lowest:``, names none either, nor, round 31, ``Middle:`` over a fee strictly
    between its rows' lowest and highest: ``inner``)."""
    m = _LINE_HEAD.match(clause)
    if m is None:
        return None
    lower = known.lower()
    heads = TOKEN.findall(m["h"] or m["e"])
    parts = name_parts(heads, lambda w: w in label or canonical(w.lower()) in label)
    if m["e"] and not parts and _names_other(heads, label, others, canonical):
        return None  # "- Chungju computer tower: 3,000 won": another item's line
    for k, w in enumerate(heads):
        stem = _stem(w)
        if k in parts:
            continue  # "- Dining table (식탁): 5,000 won": the item's English name
        if (
            w.isdigit()
            or ranking_word(w)
            or (_middle(w) and inner())
            or stem in known
            or w in known
        ):
            continue
        if w in label or canonical(w.lower()) in label or stem in label:
            continue
        if w.isascii() and (w.lower() in lower or canonical(w.lower()) in known):
            continue
        return _unnamed(stem, label)
    return None


def _names_other(
    heads: list[str], label: frozenset[str], others: frozenset[str], canonical: Callable[[str], str]
) -> bool:
    """Whether a long English head names another row of the tool outputs (``others``: the words
    of their rows' names) and none of the twin rows' label (``computer`` → 컴퓨터 over twin TV
    rows)."""
    if any(w in label or canonical(w.lower()) in label for w in heads):
        return False
    return any(canonical(w.lower()) in others for w in heads)


def _invented(
    clause: str, label: frozenset[str], known: str, canonical: Callable[[str], str] = str
) -> str | None:
    """The word of ``clause`` that selects one of the twin rows, when no tool output or the user
    wrote it."""
    english = _SELECTS_EN.search(clause)
    if english is not None:
        word = english.group("w").lower()
        return None if word in known.lower() else word
    words = [m for m in TOKEN.finditer(clause) if not m.group().isdigit()]
    words += [  # one-syllable words: "큰 건" (not a particle glued to a Latin word: "piano는")
        s
        for s in _SYLLABLE.finditer(clause)
        if not any(w.start() <= s.start() < w.end() for w in words)
    ]
    words.sort(key=lambda m: m.start())
    ranked = len(words)  # "어린이 책상은 제일 싼 5,000원": the ranking words before the fee
    while ranked and (
        words[ranked - 1].group() in _RANKING or _stem(words[ranked - 1].group()) in _RANKING
    ):
        ranked -= 1
    selects = _SELECTS.search(clause) is not None
    lower = known.lower()

    def of_item(word: str) -> bool:
        return word in label or canonical(word.lower()) in label

    named_parts = name_parts([w.group() for w in words], of_item)
    for i, m in enumerate(words):
        stem = _stem(m.group())
        if stem in _RANKING or m.group() in _RANKING or stem in known or of_item(stem):
            continue
        if _PIECES.fullmatch(stem):
            continue  # "서랍장 1개는 5,000원": how many, not which
        if _OF_SEARCH.match(m.group()):
            continue
        if stem == "중간" and not any(_stem(w.group()) in _SIZE_WORDS for w in words[i + 1 :]):
            continue  # "중간은 4,000원": the middle of the rows by fee, not a size ("중간 크기")
        if stem.isascii() and (stem.lower() in lower or canonical(stem.lower()) in known):
            continue
        if i in named_parts:
            continue  # "Dining table (식탁)": a word of the item's English name, no condition
        rest = words[i + 1 :]
        named = words[i + 1 : ranked]
        parts = {words[k].start() for k in named_parts}
        named_next = (  # a bare noun right before the item's name, then the fee: "업라이트 피아노:"
            (stem == m.group() or m.group().endswith("이"))  # "어린이 책상은"
            and bool(named)
            and named[0].start() - m.end() <= 1
            and all(of_item(_stem(w.group())) or w.start() in parts for w in named)
        )
        if selects or named_next or _topic(m.group(), stem, rest, label, known):
            return _unnamed(m.group() if named_next else stem, label)
    return None


# the topic of the fee's clause: "업라이트는 10,000원", "그랜드피아노는", "폭 3자 이상인 큰 장롱은",
# a Latin word with the topic particle glued on ("Upright는", "grand는")
_TOPIC = re.compile(r"[가-힣A-Za-z](?:은|는)$")
# right before the fee, the subject case selects as the topic does (round 36: "싱글이 3,000원, 더블
# 이상이 5,000원" over two 매트리스 rows of no spec; "매트리스가 3,000원" names the item, no row),
# not an adverb in 이 ("규격과 상관없이 4,000원", "똑같이", "깨끗이")
_RIGHT_BEFORE = re.compile(r"[가-힣A-Za-z](?:은|는|가)$|[가-힣A-Za-z](?<![없같끗])이$")
# a word that qualifies the noun after it: "이상인", "무거운", "오래된", "바퀴 달린", "등받이 붙은"
# (an adnominal ending: a last syllable closed by ㄴ, or 는)
_QUALIFIES = re.compile(r"[가-힣][인한된운는린른은진긴난단간던]$")
# a conditional verb that closes the clause: "내놓으시면", "떼면"
_IF = re.compile(r"[가-힣]면$")
# a noun of that condition: its object ("모터를", "다리를"), subject ("서랍이 있으면") or what
# goes with it ("모니터까지 같이 내면", "의자와 함께 내놓으면")
_OBJECT = re.compile(r"[가-힣](?:을|를|이|가|까지|와|과|랑|하고)$")


def _topic(
    word: str, stem: str, rest: list[re.Match[str]], label: frozenset[str], known: str
) -> bool:
    """Whether a word the tools and the user never wrote selects the row by being the clause's
    own topic (``업라이트는``, ``그랜드피아노는``), by qualifying the item that is the topic
    (``이상인 … 장롱은``), or by being the object of the clause's condition (``모터를 떼서
    내놓으시면``)."""
    if len(stem) < 2:
        return False
    last = rest[-1].group() if rest else word
    if not rest:  # the word is the topic itself
        return _RIGHT_BEFORE.search(word) is not None and _unnamed(stem, label) != ""
    if _QUALIFIES.search(word) and _TOPIC.search(last) and _stem(last) in label:
        return True
    if (  # "팔걸이가 있는 의자는": the subject of a phrase qualifying the topic item (round 59:
        len(rest) == 2  # its particle dropped too, "스프링 없는 매트리스는")
        and (_OBJECT.search(word) or stem == word)
        and _QUALIFIES.search(rest[0].group())
        and _TOPIC.search(last)
        and _stem(last) in label
    ):
        return True
    return _OBJECT.search(word) is not None and _IF.search(last) is not None


def _unnamed(stem: str, label: frozenset[str]) -> str:
    """The word without the item's name it ends in (``그랜드피아노`` → ``그랜드``)."""
    for name in label:
        if stem.endswith(name) and len(stem) > len(name):
            return stem[: -len(name)]
    return stem
