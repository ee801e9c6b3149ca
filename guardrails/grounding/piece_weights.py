"""A weight said of a count of pieces, where no output weighs a piece.

Our price outputs price a material by the kilogram (``알루미늄캔 1,200원/kg``); none says how much
one can, bottle or sheet weighs. An answer that turns pieces into weight — ``캔 100개 정도 모으면
1kg쯤 되니까``, ``1kg 채우려면 페트병이 50개쯤 필요해요``, ``캔 하나가 15g 정도라``, ``about 70 cans
make a kilo``, ``it takes roughly 60 bottles to reach 1 kg``, ``a can weighs about 15 g`` — states a
conversion of its own: the figures may be right or wrong, no output gives them. The class: **a count
of pieces said to amount to a weight, or the weight of one piece, is invented where no output speaks
of a piece's weight** (``개당``, ``per piece``, ``each``, ``무게``, a ``…weight…`` key). The user's own
conversion (both figures in their words) is theirs to state.

Unsure, never flagged: a negated, asked or hedged sentence (``may``, ``usually``, ``보통``, ``수도
있``), advice to weigh or check (``달아 보``, ``weigh``, ``확인``, ``check``). A weight that is a rate's
basis (``1kg당 1,200원``) or a list of the user's goods (``캔 20개, 신문 3kg``) is no conversion.
Round 58 (r58e): the weight spelled out, ``about 65 empty cans per kilogram``.
"""

from __future__ import annotations

import re
from typing import Final

from guardrails.grounding.claims import Claim
from guardrails.grounding.hedges import unsure
from guardrails.grounding.nodes import lowered_text, per_stage
from guardrails.grounding.opening_gate import gated
from guardrails.grounding.units import sentences

__all__ = ["GATE", "piece_weight_claims"]

# the literal words a reading needs: a piece's counter or noun (a weight and a count, tested after)
GATE: Final = ("개", "병", "캔", "장", "통", "알", "봉지", "can", "bottle", "piece", "sheet", "tin")
# a weight in figures ("1kg", "15 g", "a kilo") and a count of pieces, Korean or English: both must
# be in the answer before a reading's pattern is searched (most answers with a counter state none)
_WEIGHT_FIGURE: Final = gated(re.compile(r"\d\s?(?:kg|킬로|키로|g\b|그램|kilo|gram)", re.I))
_WEIGHT_WORDS: Final = re.compile(r"\b(?:a|one|half\sa|per|the)\s(?:kilo(?:gram)?s?|kg)\b", re.I)
_COUNT_HINT_KO: Final = re.compile(r"[\d한두세네섯열백]\s?(?:개|병|캔|장|통|알|봉지)|하나|개당")
_COUNT_HINT_EN: Final = re.compile(r"cans\b|bottles\b|pieces\b|sheets\b|tins\b|weighs?\b", re.I)

_COUNT_KO = r"(?:\d{1,4}|한|두|세|네|다섯|열|스무|서른|마흔|쉰|백)"
_PIECE_KO = r"\s?(?:개|병|캔|장|통|알|봉지)"
_WEIGHT_KO = (
    r"(?:약\s?|대략\s?|한\s?)?\d+(?:\.\d+)?\s?(?:kg|킬로그램|킬로|키로|g|그램)(?!\s?당|[A-Za-z])"
)
_AMOUNTS_TO_KO = (
    r"\s?(?:쯤|정도|가량|남짓|밖에|가\s?채|이\s?채)?\s?(?:이|가)?\s?"
    r"(?:되|돼|됩|나가|나갑|나와|나옵|이에요|예요|입니다|이라|라서|라고|니까)"
)
_KO = re.compile(
    # "캔 100개 정도 모으면 1kg쯤 되니까", "페트병 50개가 1kg 정도 나가요"
    rf"(?<![\d,.]){_COUNT_KO}{_PIECE_KO}(?:[^.!?\n,;·]{{0,16}}?)\s?{_WEIGHT_KO}{_AMOUNTS_TO_KO}"
    # "1kg 채우려면 페트병이 50개쯤 필요해요", "1kg이면 캔 70개 정도 돼요"
    rf"|(?<![\d,.])\d+(?:\.\d+)?\s?(?:kg|킬로|키로)(?:이|가|을|를)?\s?(?:되려면|채우려면|모으려면|만들려면"
    rf"|나오려면|이면|면|에|당)\s(?:\S+\s){{0,2}}?{_COUNT_KO}{_PIECE_KO}(?:\s?(?:정도|쯤|가량|남짓|이상))?"
    r"(?:\s?(?:이|가|는|은))?\s?(?:들어가|필요|되|돼|나와|모여|있어야|모아야)"
    # "캔 하나가 15g 정도라", "한 개에 20g쯤 나가요", "개당 15g 정도"
    rf"|(?:(?:하나|한\s?개|1\s?개|한\s?병|한\s?캔|한\s?장)(?:가|는|에|의\s?무게(?:는|가)?|당)|개당(?:\s?무게(?:는|가)?)?)"
    rf"\s?{_WEIGHT_KO}"
)
_KO = gated(_KO)  # :mod:`.opening_gate`: the same matches, skipped to
_COUNT_EN = r"(?:\d{1,4}|a\shundred|fifty|sixty|seventy|eighty|ninety|forty|thirty|twenty)"
_PIECES_EN = r"(?:cans|bottles|pieces|sheets|items|tins)"
_WEIGHT_EN = (
    r"(?:(?:about|around|roughly|approximately|only|just|nearly|almost)\s)?(?:a|one|half\sa|\d+(?:\.\d+)?)"
    r"\s?(?:kg|kilos?|kilograms?|g|grams?)\b(?!\s(?:of\s)?(?:is|are)\s(?:worth|paid))"
)
_EN = re.compile(
    # "about 70 cans make a kilo", "100 cans weigh roughly 1 kg", "60 bottles come to about a kilo"
    rf"\b{_COUNT_EN}\s(?:\w+\s)?{_PIECES_EN}\s(?:make(?:\sup)?|makes|weigh|weighs|come\sto|add\sup\sto"
    rf"|equal|is|are|=|≈)\s(?:up\s)?{_WEIGHT_EN}"
    # "about 70 cans per kilo", "60 bottles to the kilo"
    rf"|\b{_COUNT_EN}\s(?:\w+\s)?{_PIECES_EN}\s(?:per|to\sthe|a|in\sa)\s(?:kg|kilo|kilogram)\b"
    # "it takes roughly 60 bottles to reach 1 kg", "you need about 70 cans for a kilo"
    rf"|\b(?:takes|need|needs)\s(?:about\s|around\s|roughly\s|some\s)?{_COUNT_EN}\s(?:\w+\s)?{_PIECES_EN}"
    rf"\s(?:to\s(?:make|get|reach|fill)|for)\s{_WEIGHT_EN}"
    # "a can weighs about 15 g", "each bottle is roughly 20 grams"
    rf"|\b(?:a|one|each|an\saverage|the\saverage)\s(?:\w+\s)?(?:can|bottle|piece|sheet|tin)\s(?:weighs|is)"
    rf"\s(?:only\s)?{_WEIGHT_EN}",
    re.I,
)
_EN = gated(_EN)
# an output that speaks of a piece's weight: the conversion may be its own
_WEIGHED: Final = re.compile(
    r"개당|개\s당|무게|per\s(?:piece|can|bottle|unit|item)|\beach\b|weigh|_g\"|\"g\"|그램", re.I
)


@per_stage
def _weighed(sources: tuple[str, ...]) -> bool:
    """Whether some output speaks of a piece's weight."""
    return _WEIGHED.search(lowered_text(sources)) is not None


_DOUBT: Final = unsure(
    r"\busually\b|\btypically\b|\bgenerally\b|\bcheck\b|\bweigh\s(?:it|them)\b|\bwhether\b"
    r"|보통|대개|일반적으로|확인|달아\s?보|재\s?보|는지|인지"
)
_FIGURES: Final = re.compile(r"\d+(?:\.\d+)?")


def piece_weight_claims(answer: str, sources: tuple[str, ...], user: str = "") -> list[Claim]:
    """The counts of pieces ``answer`` turns into a weight (or a piece's weight) where no output
    weighs a piece."""
    if not sources or (
        _WEIGHT_FIGURE.search(answer) is None
        and ("kilo" not in answer and " kg" not in answer or _WEIGHT_WORDS.search(answer) is None)
    ):
        return []
    patterns = [
        rx
        for rx, hint in ((_KO, _COUNT_HINT_KO), (_EN, _COUNT_HINT_EN))
        if hint.search(answer) is not None
    ]
    found = [m for rx in patterns for m in rx.finditer(answer)]
    if not found or _weighed(sources):
        return []
    said = set(_FIGURES.findall(user))
    out: list[Claim] = []
    spans = sentences(answer)
    for m in sorted(found, key=lambda m: m.start()):
        lo, hi = next(((a, b) for a, b in spans if a <= m.start() < b), (0, len(answer)))
        if any(lo <= c.start < hi for c in out) or _DOUBT.search(answer, lo, hi):
            continue  # (one conversion a sentence)
        figures = _FIGURES.findall(m.group(0))
        if len(figures) >= 2 and set(figures) <= said:
            continue  # the user's own conversion
        why = "no tool output gives the weight of a piece: the conversion is the answer's own"
        out.append(Claim(m.group(0), "condition", m.group(0), m.start(), m.end(), why))
    return out
