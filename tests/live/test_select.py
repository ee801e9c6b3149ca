"""Provider selection from the environment, the status description, and the geocoder chain.

The Kakao answers used here reuse the recorded keyword-search documents of ``test_kakao.py``
(see its docstring for their source); no other recorded shape is needed.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from specialists import SPECIALIST_NAMES, default_specialists
from specialists.bulk_waste.provider import OfficialBulkWasteProvider
from specialists.collection_point.provider import OfficialCollectionPointProvider
from specialists.geocoding import GazetteerGeocoder
from specialists.live.kakao import KakaoGeocoder, KakaoPlacesProvider
from specialists.live.keco_bins import KecoBinProvider
from specialists.live.kma import KmaWeatherProvider
from specialists.live.mois import MoisBulkWasteProvider
from specialists.live.open_meteo import OpenMeteoWeatherProvider
from specialists.live.select import ChainGeocoder, build_specialists, describe, weather_source
from specialists.location.provider import OfficialPlacesProvider
from specialists.tooling import ProviderError
from specialists.weather.provider import NormalsWeatherProvider
from tests.live.test_http import Recorder, reply
from tests.live.test_kakao import PHARMACY_DOCS, answer

DATA_KEY = "data-go-kr-key-111"
KAKAO = "kakao-key-222"
ODCLOUD = "odcloud-key-333"
ALL_KEYS = {
    "DATA_GO_KR_SERVICE_KEY": DATA_KEY,
    "KAKAO_REST_API_KEY": KAKAO,
    "ODCLOUD_SERVICE_KEY": ODCLOUD,
}


def providers(specialists: list[Any]) -> dict[str, Any]:
    return {s.name: getattr(s, "provider", None) for s in specialists}


@pytest.fixture
async def client() -> Any:
    rec = Recorder(reply(200, answer([])))
    async with rec.client() as c:
        yield c


def test_same_classes_and_order_as_the_defaults() -> None:
    built = build_specialists({}, None)
    assert [type(s) for s in built] == [type(s) for s in default_specialists()]
    assert tuple(s.name for s in built) == SPECIALIST_NAMES


def test_no_keys_means_the_shipped_official_data() -> None:
    found = providers(build_specialists({}, None))
    assert isinstance(found["bulk_waste"], OfficialBulkWasteProvider)
    assert found["bulk_waste"].info is None
    assert isinstance(found["weather"], NormalsWeatherProvider)
    assert isinstance(found["location"], OfficialPlacesProvider)
    assert isinstance(found["collection_point"], OfficialCollectionPointProvider)
    assert found["collection_point"].live is None


async def test_every_key_selects_the_live_providers(client: httpx.AsyncClient) -> None:
    built = build_specialists(ALL_KEYS, client)
    found = providers(built)
    # live adapters take over what they cover; fees and bins stay the official files
    assert isinstance(found["bulk_waste"].info, MoisBulkWasteProvider)
    assert isinstance(found["weather"], KmaWeatherProvider)
    assert isinstance(found["location"], KakaoPlacesProvider)
    assert isinstance(found["collection_point"].live, KecoBinProvider)
    geocoders = {s.name: s.geocoder for s in built if hasattr(s, "geocoder")}
    assert set(geocoders) == {"weather", "location", "collection_point"}
    assert all(isinstance(g, ChainGeocoder) for g in geocoders.values())


def test_keys_without_a_client_stay_embedded() -> None:
    found = providers(build_specialists(ALL_KEYS, None))
    assert isinstance(found["weather"], NormalsWeatherProvider)
    assert found["bulk_waste"].info is None


async def test_blank_values_count_as_unset(client: httpx.AsyncClient) -> None:
    env = dict.fromkeys(ALL_KEYS, "   ")
    found = providers(build_specialists(env, client))
    assert isinstance(found["weather"], NormalsWeatherProvider)
    assert isinstance(found["location"], OfficialPlacesProvider)


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({}, NormalsWeatherProvider),
        ({"ECO_TRIAGE_WEATHER": "open-meteo"}, OpenMeteoWeatherProvider),
        ({"DATA_GO_KR_SERVICE_KEY": DATA_KEY}, KmaWeatherProvider),
        ({"DATA_GO_KR_SERVICE_KEY": DATA_KEY, "ECO_TRIAGE_WEATHER": "auto"}, KmaWeatherProvider),
        # an explicit choice wins over the automatic one
        ({"DATA_GO_KR_SERVICE_KEY": DATA_KEY, "ECO_TRIAGE_WEATHER": "open-meteo"}, OpenMeteoWeatherProvider),
        ({"DATA_GO_KR_SERVICE_KEY": DATA_KEY, "ECO_TRIAGE_WEATHER": "normals"}, NormalsWeatherProvider),
    ],
)  # fmt: skip
async def test_weather_choice(
    client: httpx.AsyncClient, env: dict[str, str], expected: type
) -> None:
    assert isinstance(providers(build_specialists(env, client))["weather"], expected)


def test_bad_weather_choices_are_configuration_errors() -> None:
    with pytest.raises(ValueError, match="needs DATA_GO_KR_SERVICE_KEY"):
        weather_source({"ECO_TRIAGE_WEATHER": "kma"})
    with pytest.raises(ValueError, match="not one of"):
        weather_source({"ECO_TRIAGE_WEATHER": "openmeteo"})


@pytest.mark.parametrize(
    ("env", "header"),
    [
        ({"ODCLOUD_SERVICE_KEY": ODCLOUD}, f"Infuser {ODCLOUD}"),
        ({"DATA_GO_KR_SERVICE_KEY": DATA_KEY}, f"Infuser {DATA_KEY}"),
        (ALL_KEYS, f"Infuser {ODCLOUD}"),  # the dedicated key wins
    ],
)
async def test_collection_point_key_choice(env: dict[str, str], header: str) -> None:
    rec = Recorder(reply(200, {"page": 1, "perPage": 100, "matchCount": 0, "data": []}))
    async with rec.client() as c:
        provider = providers(build_specialists(env, c))["collection_point"]
        assert isinstance(provider.live, KecoBinProvider)
        await provider.search("강남구", "small_appliance")
    assert rec.last.headers["Authorization"] == header


async def test_kakao_alone_leaves_the_others_embedded(client: httpx.AsyncClient) -> None:
    found = providers(build_specialists({"KAKAO_REST_API_KEY": KAKAO}, client))
    assert isinstance(found["location"], KakaoPlacesProvider)
    assert isinstance(found["weather"], NormalsWeatherProvider)
    assert found["collection_point"].live is None


# --- describe -----------------------------------------------------------------------------------


def test_describe_names_every_specialist_and_never_a_key() -> None:
    text = describe(ALL_KEYS)
    assert set(text) == set(SPECIALIST_NAMES)
    assert text["weather"].startswith("kma")
    assert text["bulk_waste"].startswith("shipped") and "mois" in text["bulk_waste"]
    assert text["location"].startswith("kakao")
    assert (
        text["collection_point"].startswith("shipped") and "keco-bins" in text["collection_point"]
    )
    assert "ODCLOUD_SERVICE_KEY" in text["collection_point"]
    assert text["recyclable_price"].startswith("embedded")
    joined = " ".join(text.values())
    for key in (DATA_KEY, KAKAO, ODCLOUD):
        assert key not in joined


def test_describe_without_keys() -> None:
    text = describe({"ECO_TRIAGE_WEATHER": "open-meteo"})
    assert text["weather"].startswith("open-meteo")
    assert text["recyclable_price"].startswith("embedded")
    for name in ("bulk_waste", "location", "collection_point"):
        assert text[name].startswith("shipped")
    assert describe({})["weather"].startswith("embedded")


# --- the geocoder chain -------------------------------------------------------------------------


async def test_chain_answers_district_names_offline() -> None:
    rec = Recorder(reply(200, answer(PHARMACY_DOCS[:1])))
    async with rec.client() as c:
        chain = ChainGeocoder([GazetteerGeocoder(), KakaoGeocoder(c, KAKAO)])
        geo = await chain.geocode("마포구")
    assert geo["source"] == "kma-grid" and geo["precision"] == "district"
    assert rec.calls == 0


async def test_chain_falls_through_to_kakao_for_landmarks() -> None:
    rec = Recorder(reply(200, answer(PHARMACY_DOCS[:1])))
    async with rec.client() as c:
        chain = ChainGeocoder([GazetteerGeocoder(), KakaoGeocoder(c, KAKAO)])
        geo = await chain.geocode("큰믿음약국")
    assert rec.calls == 1
    assert geo["source"] == "kakao" and geo["place_name"] == "큰믿음약국"


async def test_chain_does_not_guess_an_ambiguous_district() -> None:
    rec = Recorder(reply(200, answer(PHARMACY_DOCS[:1])))
    async with rec.client() as c:
        chain = ChainGeocoder([GazetteerGeocoder(), KakaoGeocoder(c, KAKAO)])
        with pytest.raises(ProviderError, match="여러 지역"):
            await chain.geocode("중구")
    assert rec.calls == 0


async def test_chain_raises_the_last_error_when_all_fail() -> None:
    rec = Recorder(reply(200, answer([])))
    async with rec.client() as c:
        chain = ChainGeocoder([GazetteerGeocoder(), KakaoGeocoder(c, KAKAO)])
        with pytest.raises(ProviderError) as err:
            await chain.geocode("없는장소이름")
    assert "카카오 장소 검색에서 찾지 못했습니다" in str(err.value)
    assert "KAKAO_REST_API_KEY를 설정하면" not in str(err.value)  # not the offline hint


def test_chain_needs_a_geocoder() -> None:
    with pytest.raises(ValueError):
        ChainGeocoder([])
