"""Names of the goods a bin, truck or exchange takes or gives (batteries, lamps, cooking oil, PET,
and the soap, tissues or volume-rate bags an exchange hands out), in Korean and English.

The grounding check reads a prose condition ("takes batteries and used cooking oil", "폐형광등 5개
가져가면 종량제봉투도 줘요") against the tool output's text by these names; the orchestrator passes
them in with the place vocabulary (``PlaceVocabulary.with_goods(goods_names())``). Korean forms are
found inside words, English ones as whole words, so a form must not be a common syllable of other
words (``약`` is in 약국: medicine is 의약품 here). A kind of a good is named ``parent/kind``
(``의약품/물약``): a text that names the parent names its kinds. Bin item *types* for routing are in
:mod:`specialists.korean.bins`; these are the goods themselves, finer (식용유, 비누, 종량제봉투).

One of two goods vocabularies. This one names the goods of a prose condition (what a bin, truck
or exchange takes or gives), with no parent kinds but ``parent/kind`` names. The grounding check
keeps the other, ``guardrails.grounding.kinds``, for what a site's own goods record holds: each
good with its parent kind (``페트`` → ``플라스틱`` → ``재활용품``) and the forms the datasets' lists
write (``수은전지`` is a 건전지 there, a coin cell here). They stay two because one source for both
would change what each reads and so the check's verdicts (and this package imports nothing of
``guardrails``); the goods both list, the forms both list for each, and that a form both list
names the same good in each are pinned by ``tests/guardrails/test_grounding_goods_vocabularies.py``.
"""

from __future__ import annotations

from typing import Final

__all__ = ["GOODS", "goods_names"]

# a good → its forms (Korean forms are found inside words, English ones as whole words)
GOODS: Final[dict[str, tuple[str, ...]]] = {
    "건전지": ("건전지", "전지류", "폐전지", "배터리", "battery", "batteries"),
    # button cells: a bin for batteries may or may not take them, so they are a good of their own
    "코인전지": ("코인전지", "코인 전지", "단추형 전지", "단추형전지", "버튼형 전지", "수은전지",
                 "coin cell", "coin cells", "button cell", "button cells", "coin battery",
                 "coin batteries", "button battery", "button batteries"),
    "형광등": ("형광등", "형광램프", "fluorescent lamp", "fluorescent lamps", "fluorescent tube",
               "fluorescent tubes", "fluorescent bulbs", "fluorescent"),
    # the datasets' own term puts 폐 (waste) inside: "소형폐가전", "폐소형가전"
    "소형가전": ("소형가전", "소형 가전", "소형폐가전", "소형 폐가전", "폐소형가전",
                 "small appliance", "small appliances",
                 "small electronics"),
    # appliances at large (a site listing 소형가전 or 가전제품 names them; "폐가전제품도 반입")
    "가전": ("가전", "전자제품", "appliance", "appliances", "home appliances", "electronics"),
    # fishing gear a coastal site may or may not take ("폐어구도 받아 줍니다")
    "어구": ("폐어구", "어구류", "폐그물", "그물", "fishing gear", "fishing net", "fishing nets"),
    # a restaurant's furnishings a second-hand centre lists ("식당용품", "restaurant supplies")
    "식당용품": ("식당용품", "식당비품", "업소용품", "restaurant supplies", "restaurant equipment"),
    "종이팩": ("종이팩", "종이 팩", "우유팩", "paper carton", "paper cartons", "cartons",
               "milk cartons", "paper packs"),
    "식용유": ("식용유", "폐유", "cooking oil"),
    "캔": ("캔", "cans", "aluminum can", "aluminium can"),
    # the datasets also write a site's bottles as "플라스틱병" (the English "plastic bottles")
    "페트": ("페트", "플라스틱병", "플라스틱 병", "pet", "plastic bottles"),
    "유리병": ("유리병", "glass bottle", "glass bottles"),
    "의약품": ("의약품", "폐의약품", "medicine", "medicines", "medication", "pills"),
    # kinds of medicine a program takes or excludes: "parent/kind" (a text naming the parent
    # names its kinds; a form may name two goods: "pills")
    "의약품/알약": ("알약", "pills", "tablets", "capsules"),
    "의약품/가루약": ("가루약", "powdered medicine", "powders", "powder medicine"),
    "의약품/물약": ("물약", "시럽", "liquid medicine", "liquid medicines", "liquid medication",
                    "syrup", "syrups"),
    "의약품/연고": ("연고", "ointment", "ointments"),
    "의약품/안약": ("안약", "eye drops", "eyedrops"),
    # kinds of lamp a site takes ("직관형 형광등" only, or "원형·컴팩트형" too)
    "형광등/직관형": ("직관형", "직선형", "straight"),
    "형광등/원형": ("원형 형광등", "원형형광등", "circular"),
    "형광등/컴팩트형": ("컴팩트형", "콤팩트", "compact"),
    # sharps: a medicine bin takes pills and liquids, not needles, unless its text names them
    "주사기": ("주사기", "주삿바늘", "주사바늘", "needles", "syringes", "sharps"),
    "의류": ("의류", "헌옷", "clothes", "clothing"),
    "아이스팩": ("아이스팩", "ice pack", "ice packs"),
    "스티로폼": ("스티로폼", "발포합성수지", "styrofoam"),  # 폐발포합성수지: the datasets' term
    "종량제봉투": ("종량제봉투", "종량제 봉투", "쓰레기봉투", "trash bag", "trash bags",
                   "garbage bag", "garbage bags", "volume-rate bag", "volume-rate bags",
                   "l bag", "l bags", "liter bag", "litre bag"),
    "비누": ("비누", "soap", "soaps"),
    "세제": ("세제", "detergent", "dish soap"),
    "화장지": ("화장지", "휴지", "toilet paper", "tissue", "tissues", "toilet rolls"),
    "휴대폰": ("휴대폰", "핸드폰", "폐휴대폰", "mobile phone", "mobile phones", "cell phones"),
    "커피찌꺼기": ("커피찌꺼기", "커피 찌꺼기", "coffee grounds"),
    # bedding a clothing bin usually refuses (the bins' guidance names them)
    "솜이불": ("솜이불", "이불", "duvet", "duvets", "comforter", "comforters", "quilt", "quilts",
               "blanket", "blankets"),
    "베개": ("베개", "pillow", "pillows"),
    "방석": ("방석", "cushion", "cushions"),
}  # fmt: skip


def goods_names() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``(good, its forms)`` for every good, in the shape ``PlaceVocabulary.with_goods`` takes."""
    return tuple(GOODS.items())
