"""The goods a site's record may list and the kinds that hold them: a small closed vocabulary,
Korean and English, for :mod:`.taken` (a good a site is said to take against its own record).

A good has one parent kind (``페트`` → ``플라스틱`` → ``재활용품``; ``전자레인지`` → ``소형가전`` →
``가전``). A record *entry* holds a good when it names the good, a narrower kind of it, or a kind above
it while naming no narrower kind of that one (``가전`` holds a microwave; ``직관형 형광등`` holds
straight lamps, not circular ones; ``재활용품`` holds paper and cans, not furniture or clothes). A
kind is a parent here only where the goods it holds are held by it in the datasets' own words (a
recyclables 선별장 listing 재활용품 takes plastics; furniture and clothes are no 재활용품). A word
not in the vocabulary is no good, and an unknown good is never flagged. Round 58: a narrower good
may stand apart from its kind (``_APART``): a list of cans is the separation rules' 캔류, no site for
고철 (scrap), though a scrap list takes cans; metal at large (금속, ``metal``) is the kind above both.

One of two goods vocabularies. This one is for what a site's own goods record holds: each good
has its parent kind (what an entry naming a kind holds), and its forms are those the datasets'
lists write (a battery by its chemistry: ``수은전지`` is a 건전지; codes ``PET``/``PE`` in upper case
only). ``specialists.korean.goods`` (the project's Korean names, passed in through the place
vocabulary and read by :mod:`.goods`) is for a prose condition, a good a bin, truck or exchange
takes or gives: no parent kinds but ``parent/kind`` names, goods no site record lists (비누,
종량제봉투, 코인전지 apart from 건전지), forms of its own. They stay two because one source for both
would change what each reads (a parent, ``수은전지``, ``pet`` in lower case, a longer form's span)
and so verdicts; where they meet (the goods both list, the forms both list for each, and that a
form both list names the same good in each) is pinned by
``tests/guardrails/test_grounding_goods_vocabularies.py``.
"""

from __future__ import annotations

import functools
import re
from typing import Final

from guardrails.grounding.loan_spellings import respelled

__all__ = ["DETERMINER", "GOODS", "coordinated", "exemplified", "goods_in", "holds", "names_itself"]

# a word before goods that says how many of a kind, not which ("여러 플라스틱", "각종 건전지",
# "various batteries"): no good and no member of a list of goods
DETERMINER: Final = re.compile(
    r"^\s*(?:여러|각종|다양한|일부|기타|모든|몇몇|온갖|그\s?외|various|some|other)\s"
)

# a good → (its parent kind or "", its forms: Korean found inside words, Latin as whole words)
GOODS: Final[dict[str, tuple[str, tuple[str, ...]]]] = {
    "재활용품": ("", ("재활용품", "재활용 가능", "재활용가능", "재활용 자원", "재활용자원", "recyclables",
                     "recyclable")),
    "플라스틱": ("재활용품", ("플라스틱", "프라스틱", "plastic", "plastics", "PE", "PP", "PS")),
    # the datasets' 합성수지 is plastics apart from 발포합성수지 (a list gives both): a plastic of
    # its own, so a list naming it holds "plastics" and not styrofoam (round 35)
    "합성수지": ("플라스틱", ("합성수지", "synthetic resin", "synthetic resins")),
    "페트": ("플라스틱", ("페트", "PET", "pet bottles", "plastic bottles")),
    # round 49 (r49a): clear and coloured PET are kinds of their own (a machine that takes 투명페트병
    # takes no 유색페트병; a list naming plain PET holds both)
    "페트/투명": ("페트", ("투명페트", "투명 페트", "무색페트", "무색 페트", "clear PET", "clear PET bottles",
                         "transparent PET", "transparent PET bottles", "clear plastic bottles")),
    "페트/유색": ("페트", ("유색페트", "유색 페트", "coloured PET", "colored PET", "coloured PET bottles",
                         "colored PET bottles", "coloured plastic bottles", "colored plastic bottles")),
    "스티로폼": ("플라스틱", ("스티로폼", "발포합성수지", "styrofoam", "polystyrene")),
    "비닐": ("재활용품", ("비닐", "vinyl", "plastic bags", "plastic film")),
    "폐지": ("재활용품", ("폐지", "파지", "종이", "신문", "골판지", "박스", "paper", "cardboard",
                         "newspaper", "newspapers", "boxes", "scrap paper", "waste paper")),
    # round 54 (r54b): books, a paper good a reuse centre lists on its own ("책", "헌책", "도서")
    "도서": ("폐지", ("도서", "헌책", "책", "books", "used books", "second-hand books")),
    "종이팩": ("재활용품", ("종이팩", "우유팩", "paper pack", "paper packs", "paper carton",
                           "paper cartons", "cartons",
                           "milk cartons")),
    # round 58: metal at large (금속, metal) holds scrap (고철); cans are under scrap (a scrap
    # list takes them), but a list of cans stands for no scrap (:data:`_APART`)
    "금속": ("재활용품", ("금속", "비철", "metal", "metals")),
    "고철": ("금속", ("고철", "철물", "scrap metal", "scrap")),
    "구리": ("고철", ("구리", "동선", "copper")),
    "전선": ("", ("전선", "electric wire", "electric wires", "cables")),
    "캔": ("고철", ("캔", "cans", "tin cans", "steel cans", "metal cans", "aluminum cans",
                   "aluminium cans")),
    # round 51: "빈 병도 받아요" spaced as often as not
    "유리병": ("재활용품", ("유리", "빈병", "빈 병", "소주병", "맥주병", "glass")),
    # round 36: a centre's list says plain "옷" (its pattern below keeps 옷장, 옷걸이 out)
    "의류": ("", ("의류", "헌옷", "헌 옷", "옷가지", "옷", "clothes", "clothing", "garments")),
    "가구": ("", ("가구", "소파", "furniture", "sofa", "sofas", "couch", "couches")),
    "목재": ("", ("폐목재", "목재", "나무토막", "wood", "timber", "lumber", "scrap wood")),
    "매트리스": ("가구", ("매트리스", "침대 매트", "mattress", "mattresses")),
    "식당비품": ("", ("식당비품", "식당 비품", "식당용품", "식당 용품", "업소용 주방", "restaurant supplies",
                     "restaurant equipment", "catering equipment")),
    # kitchen goods a second-hand centre lists ("주방용품"), apart from a restaurant's
    "주방용품": ("", ("주방용품", "주방 용품", "주방기구", "kitchenware", "kitchen goods",
                     "kitchen items", "kitchen utensils", "kitchen supplies")),
    "가전": ("", ("가전", "전자제품", "전기제품", "appliance", "appliances", "electronics")),
    "소형가전": ("가전", ("소형가전", "소형 가전", "소형폐가전", "small appliance",
                         "small appliances", "small electronics")),
    "대형가전": ("가전", ("대형가전", "대형 가전", "large appliance", "large appliances")),
    "냉장고": ("대형가전", ("냉장고", "fridge", "fridges", "refrigerator", "refrigerators")),
    "세탁기": ("대형가전", ("세탁기", "washing machine", "washing machines")),
    "전자레인지": ("소형가전", ("전자레인지", "microwave", "microwaves")),
    "오븐": ("소형가전", ("오븐", "전기오븐", "oven", "ovens")),
    "컴퓨터": ("", ("컴퓨터", "computer", "computers")),
    # round 55: goods a second-hand centre may list apart from appliances and furniture (not
    # 자전거 / 러닝머신, items of the fee tables too, where a rule's terms read them: round 55)
    "운동기구": ("", ("운동기구", "운동 기구", "헬스기구", "헬스 기구", "헬스용품", "exercise equipment",
                     "fitness equipment", "gym equipment", "exercise machines")),
    "장난감": ("", ("장난감", "완구", "toys")),
    "사무집기": ("", ("사무집기", "office furniture")),
    "그릴": ("소형가전", ("전기그릴", "grill", "grills")),
    "공기청정기": ("소형가전", ("공기청정기", "air purifier", "air purifiers")),
    "휴대폰": ("소형가전", ("휴대폰", "핸드폰", "mobile phone", "mobile phones", "cell phones")),
    # round 37: a bin's list names its batteries by chemistry ("알카라인전지", "망간전지",
    # "리튬전지", "니켈-카드뮴전지"): each is a 건전지 ("각종 건전지" sums them)
    "건전지": ("", ("건전지", "폐전지", "전지류", "배터리", "battery", "batteries", "알카라인전지",
                   "알칼리전지", "망간전지", "리튬전지", "카드뮴전지", "니켈수소전지", "수은전지",
                   "산화은전지", "충전지")),
    # round 28: a car's lead-acid battery is no 건전지 (a bin of batteries does not take it)
    "자동차배터리": ("", ("자동차 배터리", "자동차배터리", "차량용 배터리", "차량 배터리",
                           "car battery", "car batteries")),
    "형광등": ("", ("형광등", "형광램프", "fluorescent")),
    "형광등/직관형": ("형광등", ("직관형", "직선형", "straight")),
    "형광등/원형": ("형광등", ("원형 형광등", "원형형광등", "circular")),
    "형광등/컴팩트형": ("형광등", ("컴팩트형", "콤팩트", "compact")),
    # round 59: pesticides and their bottles, a hazardous good with collections of its own and no
    # kind of another good's (a medicine bin takes no pesticide bottles, nor a plastics list)
    "농약": ("", ("농약", "농약병", "농약 병", "농약 용기", "농약용기", "pesticide", "pesticides",
                 "pesticide bottles", "pesticide containers")),
    "의약품": ("", ("의약품", "medicine", "medicines", "medication")),
    "의약품/알약": ("의약품", ("알약", "pills", "tablets", "capsules")),
    "의약품/가루약": ("의약품", ("가루약", "powdered medicine", "powders")),
    "의약품/물약": ("의약품", ("물약", "시럽", "liquid medicine", "liquid medicines", "syrup")),
    "의약품/연고": ("의약품", ("연고", "ointment", "ointments")),
}  # fmt: skip


def _pattern(forms: tuple[str, ...]) -> re.Pattern[str]:
    """The forms of one good: Latin ones as whole words (``PE`` and ``PET`` in upper case only,
    since ``pe``/``pet`` are English words), Korean ones inside words."""
    parts = []
    for f in sorted(forms, key=len, reverse=True):
        if not f.isascii():
            parts.append(re.escape(f))
        elif f.isupper():
            parts.append(rf"(?-i:(?<![A-Za-z]){re.escape(f)}(?![A-Za-z]))")
        else:
            parts.append(rf"(?<![A-Za-z]){re.escape(f)}(?![A-Za-z])")
    return re.compile("|".join(parts), re.I)


_FORMS: Final = {g: _pattern(forms) for g, (_, forms) in GOODS.items()}
# a form that is another word before these (가구당: per household)
_FORMS["가구"] = re.compile(
    r"가구(?!당|원|별|수|주)|소파|(?<![A-Za-z])(?:furniture|sofas?|couch(?:es)?)(?![A-Za-z])", re.I
)
# "옷" only as a word of its own or the head of one ("옷", "헌옷", "옷가지"), not the furniture or
# fittings it begins (옷장 a wardrobe, 옷걸이 a hanger, 옷핀 a pin) nor inside another word
_FORMS["의류"] = re.compile(
    r"의류|헌\s?옷|(?<![가-힣])옷(?!장|걸이|핀|감)"
    r"|(?<![A-Za-z])(?:clothes|clothing|garments)(?![A-Za-z])",
    re.I,
)
# "책" as a word of its own or after 헌/중고 (책, 헌책, 책을), not the furniture or words it begins
# (책상 a desk, 책장 a bookcase, 책임, 책자) nor inside another word (정책, 대책, 산책)
_FORMS["도서"] = re.compile(
    r"도서(?!관)|(?<![가-힣])(?:헌\s?|중고\s?)?책(?![상장임자꽂걸갈])"
    r"|(?<![A-Za-z])(?:(?:used |second-hand )?books)(?![A-Za-z])",
    re.I,
)
# every form as a plain word of lower-case text (a fast test before the goods are read)
_ANY: Final = re.compile(
    "|".join(
        re.escape(f.lower())
        for f in sorted({f for _, forms in GOODS.values() for f in forms}, key=len, reverse=True)
    )
)


def _ancestors(good: str) -> tuple[str, ...]:
    out: list[str] = []
    while parent := GOODS[good][0]:
        out.append(parent)
        good = parent
    return tuple(out)


_UP: Final = {g: _ancestors(g) for g in GOODS}


@functools.lru_cache(maxsize=4096)
def goods_in(text: str) -> dict[str, tuple[int, int]]:
    """Each good ``text`` names, with the span of its first mention (a good found only inside a
    longer good's mention is that good's: ``소형 가전`` is no bare 가전, ``PET`` no ``PE``)."""
    if _ANY.search(text.lower()) is None:
        return {}
    # round 58: each mention of every good, then each good's first mention not inside a longer
    # mention of another ("scrap paper, scrap metal": metal is named only inside scrap metal)
    every = {g: [m.span() for m in rx.finditer(text)] for g, rx in _FORMS.items()}
    spans = [(g, s) for g, found in every.items() for s in found]
    out: dict[str, tuple[int, int]] = {}
    for g, found in every.items():
        for s, e in found:
            if not any(h != g and a <= s and e <= b and b - a > e - s for h, (a, b) in spans):
                out[g] = (s, e)
                break
    return out


# round 58: goods whose entry does not hold their parent kind: the separation rules' 캔류 is a class
# beside 고철류 (the price survey's 철스크랩 is 고철, 철캔 a can), so a site listing cans is no site
# for scrap metal (it still holds metal at large and recyclables)
_APART: Final = frozenset({"캔"})
# a record entry of one syllable names its good only as the whole entry ("철", "병")
_WHOLE: Final = {"철": "고철", "병": "유리병", "캔": "캔"}


def holds(
    entry: str, good: str, beside: frozenset[str] = frozenset(), shown: frozenset[str] = frozenset()
) -> bool:
    """Whether one record entry holds ``good``: it names the good, a narrower kind of it, or a kind
    above it while naming no narrower kind of that one.

    ``beside``: the goods the answer names alongside ``good`` as goods of their own (``고철·캔``,
    ``캔을 받고, 고철도 받아요``). A narrower good among them is not what the kind means there: the
    kind is the rest of it (scrap metal besides the cans), so an entry naming only that narrower
    good does not hold it (``캔`` holds ``고철`` alone, not ``고철`` said beside ``캔``).

    ``shown``: the narrower goods the answer gives as examples of ``good`` (``캔 같은 고철``): an entry
    of a good that stands apart (:data:`_APART`) holds its kind when the kind is said to be it."""
    named = set(goods_in(entry))
    if entry.strip() in _WHOLE:
        named.add(_WHOLE[entry.strip()])
    if not named:
        named = set(_respelled_goods(entry))  # "플락스틱": plastics in another spelling
    if good in named or any(
        good in _UP[n] and not (n in _APART and good == GOODS[n][0] and n not in shown)
        for n in named
        if n not in beside
    ):
        return True
    return any(k in named and not any(k in _UP[n] for n in named if n != k) for k in _UP[good])


# the Korean forms of three syllables or more, by length (a loanword another spelling may write)
_LONG_FORMS: Final = tuple(
    (g, f) for g, (_, forms) in GOODS.items() for f in forms if not f.isascii() and len(f) >= 3
)
_HANGUL_RUN: Final = re.compile(r"[가-힣]{3,}")


@functools.lru_cache(maxsize=1024)
def _respelled_goods(entry: str) -> tuple[str, ...]:
    """The goods an entry naming none writes in a loanword's other spelling: a form of three
    syllables or more that a Hangul run of the entry holds with one syllable's final consonant
    added or dropped (``플락스틱`` for 플라스틱, round 52; :mod:`.loan_spellings`)."""
    out: list[str] = []
    for m in _HANGUL_RUN.finditer(entry):
        word = m.group(0)
        for g, f in _LONG_FORMS:
            n = len(f)
            if g not in out and any(
                respelled(word[k : k + n], f) for k in range(len(word) - n + 1)
            ):
                out.append(g)
    return tuple(out)


# what gives a narrower good as an example of its kind, not as a good of its own: "캔 같은 고철",
# "캔 등 고철류", "고철(캔)", "metal such as cans", "metal, e.g. cans"
_EXAMPLE: Final = re.compile(r"같은|등|처럼|[(（:]|such as|like|including|e\.g\.", re.I)


def coordinated(text: str, found: dict[str, tuple[int, int]]) -> dict[str, frozenset[str]]:
    """For each kind ``text`` names (``found``: :func:`goods_in` of it), the narrower goods it
    names beside it as goods of their own, for :func:`holds`' ``beside``: ``고철·투명페트병·캔
    수거`` → 고철: {캔}; ``캔을 받고, 고철도 받아요`` → 고철: {캔}. A narrower good given as an example
    of the kind is none (``캔 같은 고철``, ``고철(캔)``, ``metal such as cans``)."""
    out: dict[str, frozenset[str]] = {}
    for kind, (ks, ke) in found.items():
        narrower = frozenset(
            g
            for g, (s, e) in found.items()
            if kind in _UP[g] and not _EXAMPLE.search(text, min(e, ke), max(s, ks))
        )
        if narrower:
            out[kind] = narrower
    return out


def exemplified(text: str, found: dict[str, tuple[int, int]]) -> dict[str, frozenset[str]]:
    """For each kind ``text`` names, the narrower goods it gives as examples of it (``캔 같은
    고철``, ``scrap metal such as cans``: 고철 → {캔}), for :func:`holds`' ``shown``."""
    out: dict[str, frozenset[str]] = {}
    for kind, (ks, ke) in found.items():
        shown = frozenset(
            g
            for g, (s, e) in found.items()
            if kind in _UP[g]
            and max(s, ks) - min(e, ke) <= 10  # (right beside it: "캔 같은 고철", not "캔 … 등을
            and _EXAMPLE.search(text, min(e, ke), max(s, ks))  # 받고, 고철도")
            and "," not in text[min(e, ke) : max(s, ks)]
        )
        if shown:
            out[kind] = shown
    return out


def below(good: str, kind: str) -> bool:
    """Whether ``good`` is a narrower good of ``kind`` (캔 of 고철)."""
    return kind in _UP.get(good, ())


def names_itself(entry: str, good: str) -> bool:
    return good in goods_in(entry)
