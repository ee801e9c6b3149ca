"""Round 47 (r47e): place details, district rules and dataset dates given to the wrong subject
that passed (prod_holdout35 and prod_holdout36).

- A dataset's date after a district's Latin name (:func:`.district_dated._right_before`):
  "[…, Suseong-gu as of 2025-11-18]" passed where 2025-11-18 is 춘천시's date of the same fee
  dataset — a Latin name bound a date only as a list line's label, since an English answer may
  name a district in a way not read. A Latin name right before the date with a date's label
  between (``as of``, ``dated``, ``기준``) now binds it too: another district's date is flagged,
  the district's own date passes, and a Latin name with no label before a date binds nothing.
"""

from __future__ import annotations

from guardrails.grounding import check
from tests.guardrails.grounding_helpers import ev, fee_rows


def _fees(district: str, full: str, item: str, as_of: str, *fees: int) -> dict[str, object]:
    return {
        "district": district, "full_name": full, "query": item, "item_count": len(fees),
        "items": fee_rows(item, *fees), "source": "bulk-waste-fees",
        "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": True,
        "as_of": as_of,
        "citation": f"출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 {as_of}",
    }  # fmt: skip


_CHUNCHEON = _fees("춘천시", "강원특별자치도 춘천시", "서랍장", "2025-11-18", 5000, 3000)
_SUSEONG = _fees("수성구", "대구광역시 수성구", "에어컨", "2025-08-26", 3000, 6000, 8000)
_EV = ev(_CHUNCHEON, _SUSEONG, user="need to toss an old AC in Suseong-gu Daegu, how much?")


def _whys(answer: str) -> list[str]:
    return [c.why for c in check(answer, _EV).unsupported]


def test_another_districts_date_after_a_latin_name_is_flagged() -> None:
    answer = (
        "An air conditioner in Suseong-gu is listed at 3,000, 6,000 or 8,000 won. "
        "[공공데이터포털 전국대형폐기물수거수수료정보표준데이터, Suseong-gu as of 2025-11-18]"
    )
    result = check(answer, _EV)
    assert not result.grounded
    assert [c.text for c in result.unsupported] == ["2025-11-18"]
    assert "수성구" in result.unsupported[0].why


def test_variants_other_wording_are_flagged() -> None:
    # "data dated", "기준" after a Latin name; the other district's date in another spelling
    # (some of these are also read by the subject reading: flagged either way)
    assert _whys(
        "Suseong-gu's air conditioner fee is 3,000 won (Suseong-gu data dated 2025-11-18)."
    )
    assert _whys("Suseong-gu: 에어컨 3,000원부터예요. (Suseong-gu 2025-11-18 기준)")
    assert _whys(
        "The AC costs 6,000 won. Source: bulk-waste fee data, Suseong-gu as of 18 November 2025."
    )
    # the other way round: 수성구's date said of Chuncheon, in an answer naming both
    whys = _whys(
        "A chest of drawers in Chuncheon is 5,000 won; an AC in Suseong-gu is 3,000 won. "
        "[Chuncheon as of 2025-08-26]"
    )
    assert whys


def test_each_districts_own_date_passes() -> None:
    assert check(
        "An air conditioner in Suseong-gu is listed at 3,000, 6,000 or 8,000 won. "
        "[공공데이터포털 전국대형폐기물수거수수료정보표준데이터, Suseong-gu as of 2025-08-26]",
        _EV,
    ).grounded
    assert check(
        "A chest of drawers in Chuncheon is 5,000 won; an AC in Suseong-gu is 3,000 won. "
        "[Chuncheon as of 2025-11-18 / Suseong-gu as of 2025-08-26]",
        _EV,
    ).grounded


def test_a_latin_name_with_no_label_binds_nothing() -> None:
    # no date label between the name and the date: not read as the district's date here
    assert not any("수성구" in w for w in _whys(
        "Suseong-gu 2025-11-18 update: an AC is 3,000 won."
    ))  # fmt: skip
