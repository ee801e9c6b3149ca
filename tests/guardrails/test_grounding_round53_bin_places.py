"""Round 53 (r53b): a bin put at a named facility where every bin search found none.

- the bin named by its place as where a thing goes (``울주군청 민원실 앞 수거함에 … 넣으시면 됩니다``),
  a negation that only describes the thing put in (``깨지지 않은 형광등``) doubting nothing
  (:mod:`.described_states`, read by :mod:`.placed_bins` and :mod:`.facilities`);
- the bin said to be at a facility an area's romanized name opens (``the small-appliance bin at the
  community centre — in Jangsu that's at the Jangsu-eup administrative welfare centre``).
"""

from __future__ import annotations

from guardrails.grounding.described_states import without_described_states
from tests.guardrails.grounding_helpers import ev, flagged

_LAMP_GUIDE = [{"item_type": "fluorescent_lamp", "name": "폐형광등",
                "how": "깨지지 않게 그대로 수거함에 넣습니다.",
                "where": ["아파트 단지 내 형광등 수거함", "행정복지센터(주민센터) 수거함"]}]  # fmt: skip


def _no_bins(note: str) -> dict[str, object]:
    return {"item_type": "fluorescent_lamp", "kind_name": "폐형광등", "districts_with_data": 8,
            "source": "lamp-battery-bins", "guidance": _LAMP_GUIDE, "district_has_data": False,
            "guidance_label": "일반 배출 안내(특정 수거함 위치 아님)", "points": [], "found": 0,
            "as_of": None, "note": note}  # fmt: skip


_ULJU = ev(
    _no_bins(
        "울산광역시 울주군의 폐형광등 장소 자료는 없습니다. 자료가 있는 시군구는 전국 8곳입니다."
    ),
    user="울주군 폐형광등 수거함 위치 알려 주세요.",
)
_JANGSU = ev(
    _no_bins(
        "전북특별자치도 장수군의 폐형광등 장소 자료는 없습니다. 자료가 있는 시군구는 전국 8곳입니다."
    ),
    user="Lamp bin near Jangsu-gun?",
)
# the same facility where a bin search did find a point there
_FOUND = ev(
    {
        "item_type": "fluorescent_lamp",
        "source": "lamp-battery-bins",
        "found": 1,
        "points": [
            {
                "name": "울주군청 민원실 앞 수거함",
                "address": "울산광역시 울주군 청량읍 군청로 1",
                "distance_m": 300,
            }
        ],
    },  # fmt: skip
    user="울주군 폐형광등 수거함 위치 알려 주세요.",
)


def test_bin_at_facility_as_where_it_goes_case_shape() -> None:
    answer = (
        "울주군에는 자료상 지정 수거함 위치가 없지만, 울주군청 민원실 앞 수거함에 깨지지 않은 "
        "형광등을 그대로 넣으시면 됩니다."
    )
    found = flagged(answer, _ULJU)
    assert any(f.startswith("울주군청 민원실 앞 수거함") for f in found), found


def test_bin_at_facility_other_wording_and_values() -> None:
    for answer in (
        "폐형광등은 울주군청 1층 수거함에 넣으면 돼요.",
        "사용하지 않은 형광등은 언양읍 보건소 입구 수거함을 이용하세요.",
        "울주군 자료는 없어요. 대신 범서읍 우체국 옆 수거함에다 넣으시면 됩니다.",
    ):
        assert flagged(answer, _ULJU) != [], answer


def test_bin_at_romanized_facility_case_shape() -> None:
    answer = (
        "There's no specific bin-location data for Jangsu-gun. Generally you can use the "
        "small-appliance bin at the community centre — in Jangsu that's at the Jangsu-eup "
        "administrative welfare centre next to the county office."
    )
    found = flagged(answer, _JANGSU)
    assert any("Jangsu-eup administrative welfare centre" in f for f in found), found


def test_bin_at_romanized_facility_other_wording_and_language() -> None:
    for answer in (
        "The nearest collection box is outside the Eonyang-eup Community Center.",
        "Drop the lamps in the bin — it's at the Ulju-gun County Office lobby.",
        "Lamps that aren't broken go in the bin at the Ulju-gun District Office.",
        "Lamps that aren't broken: the bin is at the Beomseo-eup office.",
    ):
        assert flagged(answer, _ULJU) != [], answer


def test_bin_at_facility_faithful_neighbours() -> None:
    # the same sentences where a bin search names that facility's bin
    assert (
        flagged("울주군청 민원실 앞 수거함에 깨지지 않은 형광등을 그대로 넣으시면 됩니다.", _FOUND)
        == []
    )
    for answer in (
        # general places, the guidance's own words
        "울주군에는 자료상 지정 수거함 위치가 없어서, 가까운 행정복지센터 수거함에 넣으시면 됩니다.",
        # doubted, asked or negated
        "울주군청 민원실 앞 수거함이 있는지 확인해 보세요.",
        "울주군청 민원실 앞 수거함에 넣을 수 있는지는 자료에 없어요.",
    ):
        assert flagged(answer, _ULJU) == [], answer
    for answer in (
        "Generally you can use the small-appliance bin at the community centre.",
        "The bin is usually at your local community centre.",
        "The bin may be at the Jangsu-eup administrative welfare centre; call ahead.",
        "Is the bin at the Jangsu-eup administrative welfare centre?",
    ):
        assert flagged(answer, _JANGSU) == [], answer


def test_described_state_is_no_doubt() -> None:
    original = "깨지지 않은 형광등을 넣어요"
    stated = without_described_states(original)
    assert (
        "않" not in stated and len(stated) == len(original) and stated.endswith(" 형광등을 넣어요")
    )
    assert "not" not in without_described_states("bottles that are not rinsed go here")
    # a predicate's negation stays one
    for clause in (
        "수거함에 넣지 않습니다",
        "받지 않는 곳이에요",
        "the office does not take lamps",
    ):
        assert without_described_states(clause) == clause
