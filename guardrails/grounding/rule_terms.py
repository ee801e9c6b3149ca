"""A rule's terms must be the tool outputs' own.

A sentence that states a rule — who is exempt or let off (``면제``, ``감면``, ``수수료를 안 내도``,
``exempt``, ``waived for``), what goes free, at no extra fee or is included (``추가 요금 없이``,
``no charge for``, ``included in that fee``), a least quantity (``1대만 있어도``, ``2대 이상일 때만``,
``at least two``), a condition on a price (``뚜껑 안 떼면 가격이 절반``; round 34: also a state said
before the priced noun, ``찌그러뜨리지 않은 캔은 덜 쳐줘요``, ``Uncrushed cans are only worth about
half`` — the state's stem is the term, and a negated state needs the outputs to say it negated;
round 35: a bonus, ``…가져가면 압축 PET도 kg당 50원 더 쳐줘요``, its condition read over the clauses
its actions chain, ``라벨이랑 뚜껑을 제거해서 가져가면``: 라벨 and 뚜껑 are terms; round 47: an amount
received, ``흙만 털어서 가져가면 kg당 520원을 받을 수 있어요``, whose "can" is no caution, and a good
brought whole, ``병째로``: 병째 is a term), which of an item's rows a size
or variant falls under (``싱글은 14,000원짜리로``, ``벽걸이 is 5,000원``), what goes into the 종량제
bag, what one must bring (``꼭 챙겨 가셔야``), what a site takes narrowed to a kind of a good
(``스티로폼은 깨끗한 흰색만 받아요``; a day or time before ``만`` is a schedule's), what a site
takes on a condition said as a refusal (round 44: ``라벨 안 떼면 안 받아줘요``: 라벨 is a term) — is a claim, and it is stated in *terms*: the group,
the item, the condition, the quantity. The tools state the rules they know in their own rule, spec
and note texts, so

    a rule whose distinctive terms no tool output carries is the writer's own rule.

The frames are closed and listed in :mod:`.rule_frames` (Korean and English); the terms are
open: the nouns of the rule's clause up to its frame (Korean nouns marked as topic, subject,
object or partner, with the bare nouns before them; an age), an English clause's subject and the
object right after an English frame (``for veterans``); for a bound, its quantity; for a row, the
word the fee is said of.
A term is carried when an output's text holds it (also without its last letter, or as a compound
of carried words: ``대형가전``), when it names a good (:mod:`.kinds`) the outputs name, or — for a
rule of who is let off or what goes free — when the user said it (the user's situation). A size
mapped to one row, a bound's quantity and a thing to bring are never carried by the user's words:
that is the invention (round 43: a word the user said after a size is their own word for the
thing, when a row of the fee said names that size: ``500ℓ 양문형이면 15,000원`` over the ``500ℓ
이상`` row of 15,000원; another row's fee after it stays flagged). An English term over outputs
that state a rule of the same frame in Korean (a free row, ``면제``, ``포함``, ``지참``; a price higher by a cost, ``가공 비용만큼 더 비쌉니다``, for
``the processing cost is included``) may be their rule translated, and is unsure.

Not read: a negated, asked or hedged clause (``아니에요``, ``되는지``, ``보통``, ``아마``, ``may``),
advice (``확인해 보세요``, ``여쭤보세요``, ``check``), the free appliance pickup (its own reader:
:mod:`.free_service`), a fee range or list (``4,000원~7,000원``), an inclusion said of no fee, a
comparison at one quantity (round 45: ``같은 무게면 철제가 PP보다 kg당 100원 더 받아요``, "for the
same weight": sameness is no state of the good; the difference is checked as one). The
frame's own words are no terms, nor are generic words of fees, disposal and talk (``수수료``,
``배출``, ``fee``), nor is ``free of`` what is left out (``free of other materials``; round 36). A
negation inside the rule's own condition (``뚜껑 안 떼면``, ``매트리스 없는
프레임``) is part of the rule, not a doubt of it.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.absences import said_absent
from guardrails.grounding.alternatives import LEAST, MOST
from guardrails.grounding.claims import Claim, contains_any
from guardrails.grounding.hedges import INDIRECT_QUESTION, unsure
from guardrails.grounding.kinds import goods_in, holds
from guardrails.grounding.nodes import per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.rule_frames import (
    AMOUNT_RECEIVED,
    BONUS_WORDS,
    FOLDS_APART,
    FRAMES,
    GATE,
    HINTS,
    STATED,
)
from guardrails.grounding.rule_rows import priced_kinds, several_fees, sized_row
from guardrails.grounding.ruled_bounds import advice_if
from guardrails.grounding.state_words import untranslated
from guardrails.grounding.units import sentences

__all__ = ["rule_claims"]


# a clause: its own doubt scopes only it ("면제되니 면사무소에 여쭤보세요": the rule, then advice)
_CLAUSE: Final = re.compile(
    r"(?:[^,;:\n—–]|[,:](?=\S))+?(?:(?:니까?|어서|아서|해서|지만|는데|고)\s|[,;:](?=\s)|[\n—–]|$)"
)
_DOUBT: Final = unsure(
    rf"{INDIRECT_QUESTION}|나와|나옵|적혀|표시돼|\blisted\b|\bshown\b|아니|아닌|아마|것\s?같|듯|보통|대개|대부분|일반적으로|흔히|경우에\s?따라|지자체마다|일부|확인|문의|여쭤|여쭈"
    r"|물어보|알아보|라면서|다던데|\bcheck\b|\bask\b|\bconfirm\b|\bwhether\b|\busually\b|\bsome\b"
    r"|\btypically\b|\bgenerally\b|\bshould\b|\bwould\b|\bprobably\b|\blikely\b|\bperhaps\b"
    r"|\bmaybe\b"
)
# a clause that chains its action to the next one's condition ("라벨이랑 뚜껑을 제거해서 가져가면 …"):
# the price frame reads the chain as one condition (round 35)
_CHAINED: Final = re.compile(r"(?:어서|아서|해서|(?<![이라])고)\s$")
# a bonus said of a condition, and a condition that is a kind, not an action ("알루미늄이면",
# "플레이크라면": the outputs' rows compared, read by the value and order checks)
_BONUS: Final = re.compile(BONUS_WORDS)
# round 47: what is received on a condition ("10원 더 받으실 수 있습니다", "520원을 받을 수 있어요"):
# "can get" is the rule's promise, no caution (as "값이 떨어질 수 있어요" is)
_RECEIVED: Final = re.compile(rf"{BONUS_WORDS}|{AMOUNT_RECEIVED}")
# round 47: a good brought whole, as it is ("병째로 가져가시면", "통째로"): the word is the state's term
_WHOLE: Final = re.compile(r"(?<![가-힣])[가-힣]{1,6}?[째채](?=로?\s)")
_KIND_IF: Final = re.compile(r"(?P<k>[가-힣A-Za-z]+?)(?:이|이라|라)?면$")
# a negation inside the condition of a rule ("뚜껑 안 떼면"): part of the condition, no doubt
_NEGATED_IF: Final = re.compile(
    r"안\s?[가-힣]{1,4}면|[가-힣]{1,4}지\s?않으면|(?<=[가-힣]\s)없는(?=\s[가-힣]{2,}(?:만이면|이면|은|는))"
)
# a clause that speaks of a free service (its own reader: :mod:`.free_service`)
_SERVICE: Final = re.compile(
    r"무상|방문\s?수거|수거해|수거돼|수거되|서비스|\d{4}-\d{4}|www\.|pick(?:s|ed)?-?\s?up|take-?back|service"
    r"|collect",
    re.I,
)

_HANGUL: Final = re.compile(r"[가-힣]+")
# a Korean noun marked as the rule's topic, subject, object or partner, with the bare nouns
# before it ("만 70세 이상 어르신 가구는", "식탁 의자는", "식탁과 함께", "뚜껑 안 떼면")
_NOUN_KO: Final = re.compile(
    r"(?P<np>(?:[가-힣]{2,}\s)*?[가-힣]+?)(?:은|는|이|가|도|을|를|과|와|이랑|랑)"
    r"(?=\s|$)(?!\s(?:건|것|거|게|때|데|줄|수|듯|만큼)(?![가-힣]))|(?P<bare>[가-힣]{2,})(?=\s안\s?[가-힣]{1,4}면)"
)
# an English clause's subject: the words before its verb ("Children's bikes are free")
_SUBJECT_EN: Final = re.compile(
    r"^\s*(?:[■•*-]\s*)?(?P<np>[A-Za-z' ]{3,40}?)\s(?:is|are|can|will|go|goes|get|gets|come|comes)\b",
    re.I,
)
# an English rule's object: whom it is for, what a fee includes ("waived for veterans")
_OBJECT_EN = re.compile(
    r"\s*(?:(?:for|to)\s)?(?P<np>(?:(?!(?:if|when|as|through|via|at|by|with|in|on|to|and|so|but"
    r"|because|under|from|of|or|is|are|if|unless|until|before|after)\b)[A-Za-z'-]+\s?){1,5})",
    re.I,
)
_OBJECT_EN = gated(_OBJECT_EN)  # :mod:`.opening_gate`: the same matches, skipped to
# the state a price is said of, as a verb's form before the priced noun: its stem is the term
# ("찌그러뜨리지 않은 캔은" → 찌그러뜨리, "오염된 페트병은" → 오염, "깨끗한" → 깨끗)
_STATE: Final = re.compile(
    r"(?P<s>[가-힣]{2,}?)(?:하지|되지|지)\s?않(?:은|는|으면)|(?P<a>[가-힣]{2,}?)(?:된|진|한|인)\s(?=[가-힣])"
)
_NOT: Final = frozenset(("않은", "않는", "않으면"))
# a verb's form before a noun: a stem a verb ends in, and 는 / 은 / 을 ("내놓는", "받은", "버릴")
_ADNOMINAL: Final = re.compile(r"(?:하|되|놓|있|없|받|넣|버리|가져가)(?:는|은|을)$")
# the doubt of a price's condition: "이물질이 섞이면 값이 떨어질 수 있어요" is a caution, no rule
_PRICE_DOUBT: Final = re.compile(r"수\s?있|\bcan\b|\bcould\b|\btend", re.I)
# round 45: a condition of sameness ("같은 무게면 철제가 PP보다 kg당 100원 더 받아요", "무게가 같으면",
# "for the same weight"): a comparison of two prices at one quantity (a difference, read by
# :mod:`.derived_values`), no state of the good that a price is said on
_SAME_MEASURE: Final = re.compile(
    r"같은\s?(?:무게|양|중량|부피|kg|킬로)|(?:무게|양|중량|부피)[이가]?\s?같"
    r"|\b(?:same|equal)\s(?:weight|amount|quantity|tonnage)\b",
    re.I,
)
# what makes an inclusion one of a fee
_FEE = re.compile(r"요금|금액|수수료|가격|\d\s?원|\bfees?\b|\bprice|\bcost|\bcharge|\bwon\b", re.I)
_FEE = gated(_FEE)  # :mod:`.opening_gate`: the same matches, skipped to
# an age a rule is said of ("만 65세 이상은"): a term in figures
_AGE: Final = re.compile(r"\d{1,3}\s?세")
_LATIN: Final = re.compile(r"[A-Za-z]{3,}")
# a bare word's adverbial ending ("기준으로", "포항시에서"): the noun is before it
_ADVERBIAL: Final = re.compile(r"(?:으로|에서|에게|에는|에|로|의|까지|부터)$")
# a word that ends as a verb or an adverb does ("떼면", "작아", "내놓으면", "가전이라")
_VERBAL: Final = re.compile(
    r"(?:다|요|니|면|고|서|며|게|지|죠|네|야|데|어|아|해|돼|된|될|한|할|던|든|자|워|려|져|쳐|겠|습|께|히|라|시|하)$"
)
# generic words of fees, disposal and talk: never a rule's distinctive term
_GENERIC: Final = frozenset(
    "수수료 요금 비용 예산 가격 금액 추가 별도 무료 공짜 면제 감면 함께 같이 경우 기준 신고 신청 배출 수거 "
    "자료 데이터 정보 안내 포함 이용 서비스 대형 폐기물 대형폐기물 품목 물건 제품 해당 모두 전부 다른 "
    "그냥 따로 그대로 한번 이번 지금 오늘 내일 이상 이하 미만 초과 최소 최대 시세 단가 절반 반값 참고 "
    "목록 리스트 결과 검색 조회 번째 차이 합계 총액 규격 크기 사이즈 용량 하나 가지 종류 다만 단품 짜리 기준으로 최저 최고 가장 제일 중간 나머지 둘째 첫째 처음 마지막 리터 킬로 인용 인치 센티 미터 그건 그게 이건 이게 "
    "집에서 우리 저희 주민 분들 고객 사용자 처리 문의 확인 부분 가능 방법 기간 항목 대안 옵션 쪽을 쪽은 "
    "the fee fees charge charges cost costs budget price prices rate rates free included include includes "
    "cover covers extra additional that this these those with without your they there their "
    "them will also only just item items data bulky waste disposal dispose disposing large small big "
    "old used any all both such like its his her our you and for other others most some each every "
    "service pickup collection exempt exemption waived waive from have been being into option "
    "when where which what more less least than same either one two but and then here there "
    "it this so even still really now they you she he we everyone anyone anything everything "
    "dispose charge drop off drop-off delivery visit entry admission booking registration "
    "application recycling else rest ones smaller larger bigger cheaper".split()
)
_GENERIC_HEAD: Final = ("자료", "데이터", "수수료", "참고")


@per_stage
def _carried(sources: tuple[str, ...]) -> tuple[str, frozenset[str]]:
    """The tool outputs' text (lower case) and the goods it names (read in its own case: the
    codes ``PET``, ``PE`` are goods in upper case only; round 58)."""
    text = " ".join(s for s in sources if isinstance(s, str))
    return text.lower(), frozenset(goods_in(text))


def _terms(clause: str, frame: re.Match[str]) -> list[str]:
    """A rule clause's nouns: its Korean marked nouns up to its frame (with the bare nouns before
    them) and ages, its English subject's words and the object right after an English frame."""
    out: list[str] = [a.replace(" ", "") for a in _AGE.findall(clause, 0, frame.end())]
    if frame.group().isascii() and (o := _OBJECT_EN.match(clause, frame.end())) is not None:
        out.append(o.group("np").strip().lower())
    clause = clause[: frame.end()]
    for m in _NOUN_KO.finditer(clause):
        words = (m.group("np") or m.group("bare")).split()
        if _ADNOMINAL.search(m.group()):
            continue  # a verb's form before a noun ("내놓는 물건은"), no noun itself
        for word in words:
            if word != words[-1] and _VERBAL.search(word):
                continue
            out.append(_ADVERBIAL.sub("", word) or word)
    s = _SUBJECT_EN.match(clause)
    if s is not None:
        out.append(s.group("np").strip().lower())
    return [w for w in out if len(w) >= 2 and w not in _GENERIC and not w.startswith(_GENERIC_HEAD)]


def _part(word: str, text: str) -> bool:
    return word in _GENERIC or word in text


def _holds(term: str, text: str, goods: frozenset[str], user: str) -> bool:
    """Whether the outputs (or, where it may, the user) carry ``term``."""
    named = goods_in(term)
    if named and (set(named) & goods or any(holds(text, g) for g in named)):
        return True
    if not term.isascii():
        return (
            term in text
            or term in user
            or len(term) >= 3
            and term[:-1] in text
            or any(  # a compound of carried words ("대형가전": 대형 and 가전)
                _part(term[:i], text) and _part(term[i:], text) for i in range(2, len(term) - 1)
            )
        )
    words = [w for w in _LATIN.findall(term.replace("'s", "")) if w not in _GENERIC]
    return all(w in text or w in user or w.rstrip("s") in text for w in words)


def rule_claims(answer: str, sources: tuple[str, ...], user: str = "") -> list[Claim]:
    """The rules of ``answer`` whose distinctive terms no tool output carries."""
    if not sources:
        return []
    if not contains_any(answer, GATE) and not (("원" in answer) and several_fees(sources)):
        return []  # no rule's frame words, nor a fee over an item of several rows
    text, goods = _carried(sources)
    said = user.lower()
    out: list[Claim] = []
    for lo, hi in sentences(answer):
        service = _SERVICE.search(answer, lo, hi) is not None  # a free service's sentence
        lead = lo  # where the chain of clauses the current one closes opens
        for c in _CLAUSE.finditer(answer, lo, hi):
            if c.start() > lo and not _CHAINED.search(answer, lo, c.start()):
                lead = c.start()
            clause = c.group()
            low = clause.lower()
            gated = not any(ch in clause for ch in FOLDS_APART)
            for kind, frame, by_user in FRAMES:
                hints = HINTS.get(kind) if gated else None
                if hints is not None and not any(h in low for h in hints):
                    continue  # (none of the frame's words: it cannot match)
                m = frame.search(clause)
                if m is None or kind == "free" and service:
                    continue
                start, end = c.start(), c.end()
                if kind == "price" and lead < start:  # the actions the price's condition chains
                    start = lead
                    clause = answer[start:end]
                    m = frame.search(clause) or m
                after = answer[end:hi]  # the sentence after the clause (a bound's rule)
                claim = _read(
                    kind, m, clause, text, goods, said if by_user else "", sources, said, after
                )
                if claim is not None:
                    term, why = claim
                    out.append(Claim(answer[start:end].strip(), "condition", term, start, end, why))
                    break
    return out


# a bound said as a restriction ("2대 이상일 때만", "only with at least four")
_ONLY: Final = re.compile(r"때만|이상만|부터만|까지만|\bonly\b", re.I)
_NUMBER: Final = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5"}


def _read(
    kind: str,
    m: re.Match[str],
    clause: str,
    text: str,
    goods: frozenset[str],
    user: str,
    sources: tuple[str, ...],
    user_said: str = "",
    after: str = "",
) -> tuple[str, str] | None:
    """The term a rule's clause gives that no tool output carries, and why; ``None`` when none."""
    rest = clause[: m.start()] + " " * (m.end() - m.start()) + clause[m.end() :]
    for neg in _NEGATED_IF.finditer(clause):
        rest = rest[: neg.start()] + " " * (neg.end() - neg.start()) + rest[neg.end() :]
    if _DOUBT.search(rest):
        return None
    if kind == "free" and said_absent(clause, m.start(), m.end()):
        return None  # "no fee data for X": the data's absence (:mod:`.absences`), no rule
    if kind == "bound" and advice_if(rest, after):
        return None  # "if you have two or more items, book them together": advice
    if kind == "price" and (
        _PRICE_DOUBT.search(rest)
        and not _RECEIVED.search(m.group())
        or _SAME_MEASURE.search(clause, 0, m.end())
    ):
        return None
    if (
        kind == "price"
        and _BONUS.search(m.group())
        and (kind_if := _KIND_IF.search(clause, 0, m.start() + 1))
    ):
        if len(k := kind_if.group("k").lower()) >= 2 and k in priced_kinds(sources):
            return None  # "깡통이 알루미늄이면 값을 더 쳐주니": a kind the outputs price, no rule
    if kind == "bound":
        q = m.group("q") or m.group("q2") or m.group("q3")
        digits = re.match(r"\d{1,3}(?:,\d{3})+|\d*", q)
        n = _NUMBER.get(q.lower(), digits.group().replace(",", "") if digits else "")
        said = _ONLY.search(clause) is None  # the user's own count as a condition, no restriction
        if n and any(
            re.search(
                rf"(?<![\d,.\-])(?:{n}|{int(n):,})\s?(?:대|개|점|장|벌|인|가지|kg|킬로|items?|pieces?|units?)"
                rf"|(?:min|max|least|limit)\w*\":\s?{n}(?!\d)",
                where,
            )
            for where in ((text, user_said) if said else (text,))
        ):
            return None
        return q, f"no tool output states a bound of '{q}' for this rule"
    if kind == "only":
        o = m.group("o")
        if o.endswith(("에", "에서", "때")) or re.search(r"요일|주말|평일|오전|오후|시간|날", o):
            return None  # "화·목요일에만 받아요": a schedule (:mod:`.schedules`), no kind of good
        if o in _GENERIC or o.startswith(_GENERIC_HEAD) or _holds(o, text, goods, ""):
            return None
        return o, f"no tool output narrows what it takes to '{o}'"
    if kind == "bag":
        if "종량제" in text or "봉투" in text or "bag" in text:
            return None
        return m.group(), "no tool output says what goes into the 종량제 bag"
    if kind == "row":
        fees = several_fees(sources)
        fee = int(m.group("fee").replace(",", ""))
        if not any(fee in v for v in fees.values()):
            return None
        x = _ADVERBIAL.sub("", m.group("x").lower().removesuffix("만"))
        if x in _GENERIC or x.startswith(_GENERIC_HEAD) or _holds(x, text, goods, ""):
            return None
        if LEAST.fullmatch(x) or MOST.fullmatch(x):
            return (
                None  # "적게는 5,000원, 많게는 15,000원": the least or most of the rows, no variant
            )
        if x in user_said and sized_row(clause[: m.start("x")], fee, sources):
            return None  # "500ℓ 양문형이면 15,000원": the size picks the row, 양문형 is the user's
        return x, f"no tool output says '{x}' falls under the {fee:,}원 row"
    included = kind == "free" and re.search(r"포함|includ", m.group(), re.I) is not None
    if included and _FEE.search(clause) is None:
        return None  # (what a list or a dataset includes is no rule of a fee)
    stated = STATED.get("included" if included else kind)
    translated = stated is not None and stated.search(text) is not None
    translated = translated and not untranslated(clause, text)  # (a state they never name)
    terms = _terms(clause, m)
    if kind == "price":  # the state's stem, and no bare negation, is the term
        terms = [t for t in terms if t not in _NOT]
        terms += _WHOLE.findall(clause, 0, m.end())
        for st in _STATE.finditer(clause, 0, m.end()):
            if (a := st.group("a")) is not None:
                terms.append(a)
                continue
            stem = st.group("s")  # a state negated: the outputs must say the stem negated too
            if not re.search(rf"[비미]{stem}|{stem}[가-힣]{{0,3}}\s?않|안\s?{stem}", text):
                return stem, f"no tool output gives a price for what is not '{stem}'"
        if (subject := _SUBJECT_EN.match(clause)) is not None:  # an English state: its own word
            low = subject.group("np").lower()
            terms += [w for w in _LATIN.findall(low) if w not in _GENERIC and not goods_in(w)]
    for term in terms:
        if term.isascii() and translated:
            continue  # (maybe the output's own rule translated)
        if not _holds(term, text, goods, user):
            return term, f"no tool output carries '{term}' in any rule, spec or note"
    return None
