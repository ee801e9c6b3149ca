"""The district a bin is said to lie in: the searched place given to the bins found elsewhere.

A bin search says which place it searched (``"place_name": "부평구"``, ``"address_keyword": "인천
부평구"``, a ``note`` naming it: ``인천광역시 부평구의 의류 장소 자료는 없습니다``) and, for each
point it found, the point's own 시군구 (``"district": "구로구"``, its ``address``). When the
searched place has no bins, the points found lie in a neighbouring district. A sentence that puts
a bin in the searched place — a bin word or ``it`` before ``in Y`` (``a clothing bin inside the
parking lot in Bupyeong-gu``, ``it's in Buk-gu``), ``Y에 있는``/``Y 안에 있는``/``Y 안의``/``Y에
위치한`` before a bin word (``동래구 안에 있는 수거함이에요``) — gives the bins a district none of
them is in.

A point the sentence names by name binds it to that point's district, whichever search found it
(bins searched in two places: ``마포구 수거함은 <a point of the 서대문구 search>``); also by its name
without the gloss in a bracket at its end (round 59: ``농성광장`` of ``농성광장(농성역 부근)``).

The thing placed may be any word for a place the search found (``수거함``, ``곳``, ``가게``,
``장소``, ``place``, ``spot``, ``shop``: ``계양구 안에 있는 place 있어요: <a 부평구 shop>``).

Round 25 (r25e), listed places: the same reading for any place a search found and any list of
them, in the words that put a thing inside a region — ``Y 관내``, ``Y 내``, ``Y의``, ``Y에 설치된``
before a word for a found place, an item word glued to it (``강북구 안에 있는 의류수거함 3곳``), or a
found point's own name (``북구 안에 있는 모라1동 행정복지센터``); ``places/spots/shops in Y``; ``Y's
bins``; a heading that governs the list under it (``Seo-gu clothing bins:``, ``강북구 헌옷수거함
위치:``); the predicate form after a found place as subject or a found point's name (``가까운
수거함은 강북구에 있어요``, ``두 곳 모두 강북구 안에 있습니다``). A 시도 in the sentence (``Seo-gu, Gwangju``) says nothing of which district the bins lie
in; ``near Y``/``Y 근처`` is no claim of region.

Unsure, never flagged: the sentence also names a district some point lies in (``부평구에는 없고
구로구에 있어요``: stated as such; a point's own name, ``부평자원순환가게``, says nothing of where
it lies), negates or asks; ``Y`` is a point's district or above one
(``부산``); the sentence hedges (``수도 있어요``, ``may``) or says what was searched (``강북구의 수거함을
찾아봤어요``); a person's place between the bin word and ``in Y`` (``bins near your home in
Bupyeong-gu``); ``Y에 있는`` before anything but a bin word (``동래구에 있는 집에서``). The rule runs
only where a search's points all lie outside a place its output names.

Round 39 (r39f), one listed point of another district (:func:`_strays`): a sentence that puts
found points in ``Y`` and names them (``유성구 안에 있는 곳은 유성구청민원실(386m), 맑디맑은약국(450m)``)
binds each named point to ``Y``; a point whose own record lies in another district of that level
(``대전 서구``) is flagged by its name, though the other points lie in ``Y`` and the search, by
coordinates, names no place.

Round 57 (r57f): a search's list of ``places`` (recycling centres, with their addresses) is read as
a bin search's ``points``; ``Y 시내에 있는 X`` (downtown Y) puts X in Y; a 시 and a 군 are one level
(``속초 시내에 있는 환경자원센터`` where the centre's address is in 양양군: flagged by its name).

Round 59: a place that has the bins (``Jung-gu has five clothing bins`` over 동구 points) puts them in
it, and up to three item words without a particle may stand before the word for a found place
(``덕양구 내 투명 페트병 보상 장소로는`` over 일산동구 points).

A bin put at a facility where every bin search found none is :mod:`.unfound_bins`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from guardrails.grounding.claims import Claim
from guardrails.grounding.nodes import parsed, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.place_words import place_of
from guardrails.grounding.subjects import sentence_bounds
from guardrails.grounding.vocabulary import PlaceVocabulary


@dataclass(frozen=True, slots=True)
class Search:
    """One bin search: the words naming the place it searched, its points."""

    named: str  # place_name, address_keyword and note, joined
    points: tuple[tuple[str, str], ...]  # each point's name and its district key or address


@per_stage
def searches(sources: tuple[str, ...]) -> tuple[Search, ...]:
    out: list[Search] = []
    for root in parsed(sources):
        if not isinstance(root, dict):
            continue
        points = root.get("points")  # a bin search's points, or (round 57) a search's places
        if not isinstance(points, list) and not isinstance(points := root.get("places"), list):
            continue
        where = [
            (p["name"] if isinstance(p.get("name"), str) else "", _where(p, w))
            for p in points
            if isinstance(p, dict) and isinstance(w := p.get("district") or p.get("address"), str)
        ]
        named = " ".join(
            v
            for k in ("place_name", "address_keyword", "note")
            if isinstance(v := root.get(k), str)
        )
        if where:
            out.append(Search(named, tuple(where)))
    return tuple(out)


# a 시군구 word of a point's address ("분당구 탄천로 247" under ``"district": "성남시"``)
_ADDRESS_DISTRICT = re.compile(r"(?<!\S)[가-힣]{1,5}[시군구](?!\S)")


def _where(point: dict[str, object], where: str) -> str:
    """A point's district key, and the 시군구 words of its own address beside it (round 49: a
    point under ``성남시`` whose address opens ``분당구 …`` lies in 분당구 too)."""
    address = point.get("address")
    if not isinstance(address, str) or address == where:
        return where
    return " ".join([where, *_ADDRESS_DISTRICT.findall(address)])


_PLACE = r"([A-Z][a-z]+(?:-[a-z]+)?|[가-힣]{2,})"
# the words for a place a search found, any case ("Bins in Seo-gu:", "places located in …")
_THING_EN = (
    r"(?i:bins?|box(?:es)?|drop-?offs?|collection points?|places?|spots?|shops?|stores?|locations?)"
)
_EN = re.compile(
    rf"\b(?:{_THING_EN}|it(?:'s|’s| is)|(?:it|one|they|each)"
    r" (?:is|are|sits?|lies)|(?<=, )which (?:is|lies|sits)|located|situated)\b([^.;:!?]{0,80}?)"
    r"\bin\s+(?:the\s+)?" + _PLACE
)
# a place's own bins: "Seo-gu's clothing bins", and in a heading line "Seo-gu clothing bins:"
_EN_OWN = re.compile(_PLACE + rf"(?:'s|’s)\s(?:[a-z-]+\s){{0,2}}{_THING_EN}\b")
_EN_HEAD = re.compile(_PLACE + rf"(?:'s|’s)?\s(?:[a-z-]+\s){{0,2}}{_THING_EN}\s?:\s*$")
# round 59: a place that has them, "Jung-gu has five clothing bins within about a kilometre" (a count
# or a few lower-case words between, never a clause: "Jung-gu has no data, so these bins …")
_EN_HAS = re.compile(
    _PLACE + rf"\s(?:has|have|holds|contains)\s(?:[a-z0-9-]+\s){{0,3}}{_THING_EN}\b"
)
# a region and the word that puts what follows inside it ("강북구 안에 있는", "강북구 관내", "강북구의")
_KO_AT = re.compile(
    _PLACE
    + r"\s?(?:안에\s?있는|안의|내에\s?있는|내의|관내(?:에\s?있는|의)?|내|에\s?있는|에\s?위치한"
    r"|시내(?:에\s?있는|의)"  # round 57: "속초 시내에 있는 환경자원센터": downtown Y
    r"|에\s?설치된|에\s?자리한|소재(?:의|한)?|의)\s?"
)
# what is put there: a word for a found place, an item word glued before it ("의류수거함"), and a
# word of nearness before both (round 34: "도봉구 안에 있는 가까운 의류수거함은 <노원구 bins>", prod_dev4
# g39d1-0076)
# (round 59: up to three item words before it, none with a particle, "덕양구 내 투명 페트병 보상
# 장소로는 <일산동구 points>"; "덕양구의 자료가 있는 곳" stays unread)
_KO_THING = re.compile(r"(?:(?:가장|제일|젤)?\s?(?:가까운|가까이 있는)\s)?"
                       r"(?:(?![가-힣]*(?:이|가|은|는|을|를|에|의|도|만|와|과|로|서|고|면|된|한|던)\s)[가-힣]{1,6}\s)?"
                       r"(?:(?![가-힣]*(?:이|가|은|는|을|를|에|의|도|만|와|과|로|서|고|면|된|한|던)\s)[가-힣]{1,6}\s)?"
                       r"(?:[가-힣]{1,6}\s?)?(?:수거함|수거 장소|수거장소|거점|함\b|곳|가게|장소"
                       r"|places?\b|spots?\b|bins?\b|shops?\b)")  # fmt: skip
# "in Y" anywhere in a sentence that names a point by its name (``- 삼성디지털프라자 관저점, 953
# Gyebaek-ro — in Gyeryong-si``): the point is said to lie there
_IN_NAMED = re.compile(r"(?:^|(?<=[\s,—–(]))()in\s+(?:the\s+)?" + _PLACE)
_PERSON = re.compile(r"\b(?:you|your|home|house|live|apartment|near|from|than|to|for)\b", re.I)
# negated, asked, hedged, or what was searched rather than where a place lies ("강북구의 수거함을
# 찾아봤어요", "I searched Gangbuk-gu's bins")
_DOUBT = re.compile(
    r"없|않|아니|못|\?|\bno\b|\bnot\b|n't\b|\bnone\b|\bonly\b|수도\s?있|\bmay\b|\bmight\b"
    r"|\bprobably\b|확인해?\s?보|찾아\s?보|찾아\s?봤|검색|\bsearch(?:ed|ing)?\b|\blooked for\b",
    re.I,
)
_DOUBT = gated(_DOUBT)  # :mod:`.opening_gate`: the same matches, skipped to


def _districts_of(points: Iterable[tuple[str, str]], places: PlaceVocabulary) -> set[str]:
    """The districts the points lie in, and the places above them."""
    out: set[str] = set()
    for _name, where in points:
        for word in where.split():
            if (name := place_of(word, places)) is not None:
                out.add(name)
                out.update(places.parents.get(name, ()))
    return out


# a name's gloss in a bracket at its end ("농성광장(농성역 부근)"): the name is said without it too
_GLOSS = re.compile(r"\s?[(（][^()（）]*[)）]$")


def _forms(name: str) -> tuple[str, ...]:
    """The forms a point's name is said by (three letters or more): as listed, and without the
    gloss in a bracket at its end (round 59: ``the closest spot in Seo-gu is Nongseong Square
    (농성광장)`` names ``농성광장(농성역 부근)``, a point of the 서구 search, not the bins of
    another search that lie in 남구)."""
    bare = _GLOSS.sub("", name) if name.endswith((")", "）")) else name
    return tuple(f for f in dict.fromkeys((name, bare)) if len(f) >= 3)


def _scopes(
    sentence: str, found: tuple[Search, ...], places: PlaceVocabulary
) -> list[tuple[set[str], set[str]]]:
    """(where the bins lie, the places the searches name) the sentence is read against: the
    points it names by name, over every search's places; else each search's own."""
    named = [p for s in found for p in s.points if any(f in sentence for f in _forms(p[0]))]
    if named:
        return [
            (_districts_of(named, places), set().union(*(_named_places(s, places) for s in found)))
        ]
    return [(_districts_of(s.points, places), _named_places(s, places)) for s in found]


def whereabouts_claims(
    answer: str, sources: tuple[str, ...], places: PlaceVocabulary
) -> list[Claim]:
    """A bin put in the searched place when every point the search found lies elsewhere; a point
    named under a district its own record does not lie in."""
    listed = searches(sources)
    if not listed:
        return []
    found = tuple(s for s in listed if s.named)
    points = {f: p for s in listed for p in s.points for f in _forms(p[0])}
    names = set(points)
    if not found and not any(name in answer for name in names):
        return []  # searches by coordinates: only a point the answer names can stray
    out: list[Claim] = []
    for start, end in sentence_bounds(answer):
        sentence = answer[start:end]
        hits = [(m.span(), m.group(2), m.group(1)) for m in _EN.finditer(sentence)]
        if not hits and any(name in sentence for name in names):
            hits = [
                (m.span(), m.group(2), sentence[max(0, m.start() - 25) : m.start()])
                for m in _IN_NAMED.finditer(sentence)
            ]
        hits += [(m.span(), m.group(1), "") for m in _EN_OWN.finditer(sentence)]
        hits += [(m.span(), m.group(1), "") for m in _EN_HEAD.finditer(sentence)]
        if " ha" in sentence or " holds " in sentence or " contains " in sentence:
            hits += [(m.span(), m.group(1), "") for m in _EN_HAS.finditer(sentence)]
        hits += _ko_hits(sentence, names)
        if not hits or _DOUBT.search(sentence):
            continue
        unnamed = sentence  # a point's own name ("부평자원순환가게") says nothing of where it lies
        for name in names:
            unnamed = unnamed.replace(name, " ")
        for (s0, s1), word, between in hits:
            place = place_of(word, places)
            if place is None or _PERSON.search(between):
                continue
            for lying, searched in _scopes(sentence, found, places):
                if place in lying or place not in searched:
                    continue
                if any(_stated(w, lying, places) for w in re.findall(_PLACE, unnamed)):
                    continue  # the sentence names where the bins are: stated as such
                why = f"the bins found lie in {'/'.join(sorted(lying - {place}))}, not {place}"
                out.append(Claim(sentence[s0:s1], "condition", place, start + s0, start + s1, why))
                break
            else:
                out += _strays(sentence, start, place, points, unnamed, places)
    return out


# a point's distance or note written right after its name ("맑디맑은약국(450m)")
_AFTER_NAME = re.compile(r"\s?\([^()]{1,20}\)")


def _strays(
    sentence: str,
    start: int,
    place: str,
    points: dict[str, tuple[str, str]],
    unnamed: str,
    places: PlaceVocabulary,
) -> list[Claim]:
    """Round 39: each found point the sentence names under district ``place`` whose own record
    puts it in another district of that level (``유성구 안에 있는 곳은 유성구청민원실(386m),
    맑디맑은약국(450m)이에요`` with 맑디맑은약국 at ``대전광역시 서구 …``: that name is flagged).
    Accepted: the points of ``place``, and of a place under it; a point whose record names no
    district of that level (``대전`` alone); a sentence that also names the point's own district
    (``유성구 안에는 A, 서구에는 B``: stated as such). Searches by coordinates name no place, so
    this needs none."""
    if not place.endswith(("구", "군", "시")):
        return []
    level = ("시", "군") if place[-1] in "시군" else ("구",)  # (a 시 and a 군 are one level)
    words: list[str] | None = None  # the sentence's place words, read once if a point strays
    out: list[Claim] = []
    read: set[tuple[str, str]] = set()  # (a point named by its whole name and its bare one: once)
    for name, point in points.items():  # (a whole name before its bare form)
        at = sentence.find(name)
        if at < 0 or point in read:
            continue
        read.add(point)
        lies = _districts_of((point,), places)
        own = {d for d in lies if d.endswith(level) and not _PROVINCE.search(d)}
        if place in lies or not own:
            continue
        words = re.findall(_PLACE, unnamed) if words is None else words
        if any(_stated(w, own, places) for w in words + re.findall(_PLACE, name)):
            continue  # the sentence (or the point's own name: "목포시 재활용선별센터") names
            # where this point lies: stated as such
        end = at + len(name)
        if (tail := _AFTER_NAME.match(sentence, end)) is not None:
            end = tail.end()
        why = f"{name} lies in {'/'.join(sorted(own))}, not {place}"
        out.append(Claim(sentence[at:end], "condition", place, start + at, start + end, why))
    return out


# a region said to hold what the sentence is about ("… 수거함은 강북구에 있어요"), after a word for a
# found place as its subject or a found point's name
_KO_LIES = re.compile(
    r"(?<![가-힣])([가-힣]{2,}?)\s?(?:안|관내|내)?에\s?(?:있어요|있습니다|있고|있으며|있는데|있어서"
    r"|위치해|위치합니다|위치하고|자리해|자리하고)"
)
_KO_SUBJECT = re.compile(
    r"(?:수거함|수거\s?장소|거점|곳|가게|장소)(?:들)?(?:은|는|이|가|도|\s모두|\s다)\s"
)
# a heading line that names a region's bins and lists them under it ("강북구 의류수거함 위치:")
_KO_HEAD = re.compile(
    _PLACE + r"\s(?:[가-힣]{1,6}\s?)?(?:수거함|수거\s?장소|거점|가게|장소)"
    r"(?:\s?(?:목록|위치|안내|리스트))?\s?:\s*$"
)


def _ko_hits(sentence: str, names: set[str]) -> list[tuple[tuple[int, int], str, str]]:
    """Each region a Korean sentence puts a found place in: ``Y 안에 있는``/``Y 관내``/``Y의``
    before a word for a found place (``의류수거함``, ``곳``) or a found point's own name (``북구 안에
    있는 모라1동 행정복지센터``); a heading ``Y 의류수거함 위치:`` over the list."""
    out: list[tuple[tuple[int, int], str, str]] = [
        (m.span(), m.group(1), "") for m in _KO_HEAD.finditer(sentence)
    ]
    for m in _KO_AT.finditer(sentence):
        thing = _KO_THING.match(sentence, m.end())
        if thing is not None:
            out.append(((m.start(), thing.end()), m.group(1), ""))
            continue
        rest = sentence[m.end() : m.end() + 40]
        for name in names:
            for form in (name, name.split()[0]):
                if len(form) >= 3 and rest.startswith(form):
                    out.append(((m.start(), m.end() + len(form)), m.group(1), ""))
                    break
            else:
                continue
            break
    # the predicate form: a found place, then ``Y에 있어요`` ("가까운 수거함은 강북구에 있어요")
    for m in _KO_LIES.finditer(sentence):
        before = sentence[: m.start()]
        if _KO_SUBJECT.search(before) or any(name in before for name in names):
            out.append((m.span(), m.group(1), ""))
    return out


_PROVINCE = re.compile(r"(?:특별시|광역시|특별자치시|도|권)$")


def _stated(word: str, lying: set[str], places: PlaceVocabulary) -> bool:
    """Whether a word of the sentence names a district the found places lie in (a 시도 above
    them, ``Gwangju`` of ``Seo-gu, Gwangju``, says nothing of which district)."""
    name = place_of(word, places)
    return name is not None and name in lying and not _PROVINCE.search(name)


def _named_places(search: Search, places: PlaceVocabulary) -> set[str]:
    return {n for w in re.findall(_PLACE, search.named) if (n := place_of(w, places)) is not None}
