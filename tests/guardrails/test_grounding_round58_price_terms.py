"""Round 58 (r58e): price terms in prose that passed (prod_holdout57/58).

- A good said to be left uncompressed for the full or a higher price (``캔은 찌그러뜨리지 않고 그대로
  가져가야 제값을 받아요``, ``… 가져가면 값을 더 받아요``) over rows priced in the compressed form:
  :mod:`.priced_requirements` with :func:`.state_words.left_unpressed` (g75h1-0083, g75h3-0083).
- A price said the same whatever a state no output writes (``yards pay the same whether it's rusty
  or not``): :mod:`.priced_requirements`, rust in :mod:`.state_words` (g76h0-0049).
- A place's buyers said to pay more with the comparand left out (``Gyeonggi yards usually pay about
  10% more``) over nationwide prices: :mod:`.region_premiums` (g76h0-0024).
- A good said to be bought at a listed good's price (``벽 거울도 백색 유리 가격으로 받아줘요``):
  :mod:`.likened_prices` (g76h1-0073).
- ``N cans per kilogram`` spelled out: :mod:`.piece_weights` (g75h3-0045).
- A separator inside a member's bracket (``유리(백색·갈색·청녹색)``) splits no list:
  :mod:`.listed_items` (g75h3-0095).
"""

from __future__ import annotations

from tests.guardrails.grounding_helpers import case_flags

_H57 = "prod_holdout57.jsonl"
_H58 = "prod_holdout58.jsonl"


# --- a good left uncompressed, over rows priced compressed ----------------------------------------

_CANS = "알루미늄캔(압축): 1,200원/kg × 10kg = 12,000원이에요. "


def test_uncrushed_cans_for_the_full_price_is_caught() -> None:
    flagged = case_flags(_H57, "g75h1-0083")
    assert [k for k, _ in flagged] == ["condition"]
    assert "찌그러뜨리지 않고" in flagged[0][1]


def test_uncrushed_cans_for_more_is_caught() -> None:
    flagged = case_flags(_H57, "g75h3-0083")
    assert [k for k, _ in flagged] == ["condition"]
    assert "값을 더 받아요" in flagged[0][1]


def test_the_same_premium_in_english_is_caught() -> None:
    answer = _CANS + "To get the full price, bring the cans uncrushed."
    flagged = case_flags(_H57, "g75h1-0083", answer)
    assert [k for k, _ in flagged] == ["condition"]
    assert "uncrushed" in flagged[0][1]


def test_compressed_cans_for_the_full_price_passes() -> None:
    answer = _CANS + "캔은 찌그러뜨려서 가져가야 제값을 받아요."
    assert case_flags(_H57, "g75h1-0083", answer) == []


def test_a_negated_premium_stays_unsure() -> None:
    answer = _CANS + "캔은 찌그러뜨리지 않고 가져가도 값을 더 받지는 않아요."
    assert case_flags(_H57, "g75h1-0083", answer) == []


# --- a price said the same whatever the state ----------------------------------------------------


def test_same_pay_rusty_or_not_is_caught() -> None:
    flagged = case_flags(_H58, "g76h0-0049")
    assert [k for k, _ in flagged] == ["condition"]
    assert "rusty or not" in flagged[0][1]


def test_the_same_in_korean_is_caught() -> None:
    answer = "철스크랩은 전국 평균 kg당 280원이에요. 녹슬었든 아니든 같은 값으로 쳐줘요."
    flagged = case_flags(_H58, "g76h0-0049", answer)
    assert [k for k, _ in flagged] == ["condition"]
    assert "녹슬었든" in flagged[0][1]


def test_a_hedged_same_price_passes() -> None:
    answer = (
        "Scrap iron goes for about 280 won per kg. Some yards may pay the same whether it's rusty "
        "or not, so call ahead."
    )
    assert case_flags(_H58, "g76h0-0049", answer) == []


# --- a region's buyers paying more, the comparand left out --------------------------------------


def test_gyeonggi_yards_pay_more_is_caught() -> None:
    flagged = case_flags(_H58, "g76h0-0024")
    assert flagged == [("condition", "Gyeonggi yards usually pay about 10% more")]


def test_the_same_premium_in_korean_is_caught() -> None:
    answer = "알루미늄캔은 kg당 1,200원(전국 평균)이에요. 경기 고물상은 보통 조금 더 쳐줘요."
    flagged = case_flags(_H58, "g76h0-0024", answer)
    assert [k for k, _ in flagged] == ["condition"]
    assert flagged[0][1].startswith("경기 고물상은")


def test_a_place_that_is_no_region_passes() -> None:
    answer = "알루미늄캔은 kg당 1,200원(전국 평균)이에요. 동네 고물상은 보통 조금 더 쳐줘요."
    assert case_flags(_H58, "g76h0-0024", answer) == []


def test_a_negated_premium_passes() -> None:
    answer = (
        "Aluminium cans average 1,200 won/kg (national average). Gyeonggi yards don't pay more "
        "as far as the data shows."
    )
    assert case_flags(_H58, "g76h0-0024", answer) == []


# --- a good said to be bought at a listed good's price ------------------------------------------

_GLASS = "백색 유리는 45원/kg, 갈색 유리는 40원/kg이에요. "


def test_mirrors_at_white_glass_price_is_caught() -> None:
    flagged = case_flags(_H58, "g76h1-0073")
    assert [k for k, _ in flagged] == ["condition"]
    assert "거울" in flagged[0][1]


def test_the_same_likening_in_english_is_caught() -> None:
    answer = _GLASS + "Wall mirrors are also bought at the white-glass price."
    flagged = case_flags(_H58, "g76h1-0073", answer)
    assert [k for k, _ in flagged] == ["condition"]
    assert "mirrors" in flagged[0][1]


def test_a_good_at_a_form_rate_passes() -> None:
    answer = _GLASS + "Broken bottles are bought at the compressed rate."
    assert case_flags(_H58, "g76h1-0073", answer) == []


def test_a_listed_good_at_its_own_price_passes() -> None:
    answer = _GLASS + "투명 유리병도 백색 유리 가격으로 받아줘요."
    assert case_flags(_H58, "g76h1-0073", answer) == []


# --- cans per kilogram, spelled out ---------------------------------------------------------------


def test_cans_per_kilogram_is_caught() -> None:
    assert case_flags(_H57, "g75h3-0045") == [("condition", "65 empty cans per kilogram")]


def test_bottles_per_kilogram_is_caught() -> None:
    answer = "Aluminium cans are 1,200 won/kg. That is roughly 70 cans per kilogram."
    assert case_flags(_H57, "g75h3-0045", answer) == [("condition", "70 cans per kilogram")]


def test_price_per_kilogram_alone_passes() -> None:
    answer = "Aluminium cans are 1,200 won per kilogram and steel cans 180 won per kilogram."
    assert case_flags(_H57, "g75h3-0045", answer) == []


# --- a bracket's separators split no list ---------------------------------------------------------


def test_invented_member_after_a_bracketed_list_is_caught() -> None:
    assert case_flags(_H57, "g75h3-0095") == [("condition", "폐건전지")]


def test_the_faithful_list_passes() -> None:
    answer = (
        "조사 품목은 신문지, 골판지, PE·PP(압축/플레이크), PS, PET, ABS, PVC, EPS, HDPE, LDPE, "
        "유리(백색·갈색·청녹색), 철스크랩, 철캔, 알루미늄캔, 고무분말이에요."
    )
    assert case_flags(_H57, "g75h3-0095", answer) == []


def test_an_invented_colour_inside_the_bracket_is_caught() -> None:
    answer = "조사 품목은 신문지, 골판지, PET, 유리(백색·갈색), 철캔, 스테인리스, 고무분말이에요."
    assert case_flags(_H57, "g75h3-0095", answer) == [("condition", "스테인리스")]
