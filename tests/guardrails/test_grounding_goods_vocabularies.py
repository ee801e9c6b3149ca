"""The two goods vocabularies stay two, and the forms they share for the same good agree.

``guardrails.grounding.kinds.GOODS`` reads what a site's own goods record holds (goods with parent
kinds, for :mod:`guardrails.grounding.taken`); ``specialists.korean.goods.GOODS`` names the goods a
bin, truck or exchange takes or gives in a prose condition (passed in through the place
vocabulary, read by :mod:`guardrails.grounding.goods`). Each module's docstring says why they are
not one (round 41). These tests pin where they meet: the goods both list, the forms both list for
each, and that a form both list names the same good in each, so that one cannot drift from the
other silently (edit the tables here only with both modules in view).
"""

from __future__ import annotations

from guardrails.grounding.kinds import GOODS as SITE_GOODS
from specialists.korean.goods import GOODS as CONDITION_GOODS

# a good both vocabularies list: its name in kinds → its name in specialists.korean.goods
SAME_GOOD = {
    **{g: g for g in ("가전", "건전지", "소형가전", "스티로폼", "유리병", "의류", "의약품",
                      "의약품/가루약", "의약품/물약", "의약품/알약", "의약품/연고", "종이팩", "캔",
                      "페트", "형광등", "형광등/원형", "형광등/직관형", "형광등/컴팩트형", "휴대폰")},
    "식당비품": "식당용품",  # a restaurant's furnishings, named by its two spellings
}  # fmt: skip

# the forms (lower-cased) both list for each such good
SHARED_FORMS = {
    "가전": {"appliance", "appliances", "electronics", "가전", "전자제품"},
    "건전지": {"batteries", "battery", "건전지", "배터리", "전지류", "폐전지"},
    "소형가전": {"small appliance", "small appliances", "small electronics", "소형 가전", "소형가전",
                 "소형폐가전"},
    "스티로폼": {"styrofoam", "발포합성수지", "스티로폼"},
    "식당비품": {"restaurant equipment", "restaurant supplies", "식당비품", "식당용품"},
    "유리병": set(),  # kinds reads 유리병 and "glass bottles" by "유리" and "glass"
    "의류": {"clothes", "clothing", "의류", "헌옷"},
    "의약품": {"medication", "medicine", "medicines", "의약품"},
    "의약품/가루약": {"powdered medicine", "powders", "가루약"},
    "의약품/물약": {"liquid medicine", "liquid medicines", "syrup", "물약", "시럽"},
    "의약품/알약": {"capsules", "pills", "tablets", "알약"},
    "의약품/연고": {"ointment", "ointments", "연고"},
    "종이팩": {"cartons", "milk cartons", "paper carton", "paper cartons", "paper packs", "우유팩",
               "종이팩"},
    "캔": {"cans", "캔"},
    "페트": {"pet", "plastic bottles", "페트"},  # (kinds reads "PET" in upper case only)
    "형광등": {"fluorescent", "형광등", "형광램프"},
    "형광등/원형": {"circular", "원형 형광등", "원형형광등"},
    "형광등/직관형": {"straight", "직관형", "직선형"},
    "형광등/컴팩트형": {"compact", "컴팩트형", "콤팩트"},
    "휴대폰": {"cell phones", "mobile phone", "mobile phones", "핸드폰", "휴대폰"},
}  # fmt: skip

# a form both list as different goods, on purpose: kinds reads a record's battery by its chemistry
# (round 37: 수은전지 is a 건전지 a bin of batteries holds); a prose condition's 수은전지 is a coin
# cell, which a bin for batteries may or may not take
APART = {"수은전지": ({"건전지"}, {"코인전지"})}


def _site_forms(good: str) -> set[str]:
    return {f.lower() for f in SITE_GOODS[good][1]}


def _condition_forms(good: str) -> set[str]:
    return {f.lower() for f in CONDITION_GOODS[good]}


def test_the_goods_both_vocabularies_list_are_pinned() -> None:
    same_name = {g for g, s in SAME_GOOD.items() if g == s}
    assert set(SITE_GOODS) & set(CONDITION_GOODS) == same_name
    assert all(g in SITE_GOODS and s in CONDITION_GOODS for g, s in SAME_GOOD.items())
    assert set(SHARED_FORMS) == set(SAME_GOOD)


def test_the_forms_both_list_for_the_same_good_agree() -> None:
    for good, other in SAME_GOOD.items():
        assert _site_forms(good) & _condition_forms(other) == SHARED_FORMS[good], good


def _narrowest(goods: set[str]) -> set[str]:
    """``goods`` without a parent one of its kinds is named beside (``의약품`` beside
    ``의약품/알약``: "pills" names both in the conditions' vocabulary, the kind in the sites')."""
    return {g for g in goods if not any(h.startswith(g + "/") for h in goods)}


def test_a_form_both_list_names_the_same_good_in_each() -> None:
    back = {s: g for g, s in SAME_GOOD.items()}
    site: dict[str, set[str]] = {}
    for good, (_, forms) in SITE_GOODS.items():
        for f in forms:
            site.setdefault(f.lower(), set()).add(good)
    condition: dict[str, set[str]] = {}
    for good, forms in CONDITION_GOODS.items():
        for f in forms:
            condition.setdefault(f.lower(), set()).add(back.get(good, good))
    for form in sorted(site.keys() & condition.keys()):
        if form in APART:
            assert (site[form], condition[form]) == APART[form], form
            continue
        assert _narrowest(site[form]) == _narrowest(condition[form]), form
