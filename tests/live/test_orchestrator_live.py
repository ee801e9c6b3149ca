"""The whole graph on the offline model, with the location specialist on the live Kakao adapter
(recorded Kakao Local response shapes from tests/live/test_kakao.py, served by httpx.MockTransport)."""

from __future__ import annotations

import json

import httpx
import pytest

from agents_pkg import Orchestrator, Settings
from specialists.live.kakao import KakaoPlacesProvider
from tests.live.test_kakao import PHARMACY_DOCS, answer


async def test_location_answers_from_kakao_through_the_graph(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("KAKAO_REST_API_KEY", "kakao-test-key")
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json=answer(PHARMACY_DOCS))

    async with httpx.AsyncClient(transport=httpx.MockTransport(handler)) as client:
        async with Orchestrator(http_client=client) as orch:
            location = next(s for s in orch.specialists if s.name == "location")
            assert isinstance(getattr(location, "provider", None), KakaoPlacesProvider)
            result = await orch.run("고양시 근처 약국 알려줘")

    assert result.route == ["location"]
    assert [c.name for c in result.stages[0].tool_calls] == ["geocode", "search_category"]
    request = seen[-1]
    assert request.headers["Authorization"] == "KakaoAK kakao-test-key"
    assert request.url.params["category_group_code"] == "PM9"
    data = json.loads(result.stages[0].tool_calls[-1].output)
    assert data["source"] == "kakao"
    assert (
        "큰믿음약국" in result.answer and "102m" in result.answer
    )  # nearest first, from the recorded answer
    assert result.grounding is None  # every fact in the answer came from the tool output


async def test_owned_client_is_created_only_when_a_live_source_is_configured() -> None:
    async with Orchestrator(Settings()) as orch:
        assert orch._http is None  # no key: embedded providers, no HTTP client
    keyed = Orchestrator(Settings(weather="open-meteo"))
    assert not hasattr(keyed, "_http")  # configuring opens nothing
    async with keyed:
        client = keyed._http
        assert client is not None and not client.is_closed
    assert client.is_closed  # closed with the orchestrator


async def test_given_settings_are_not_overridden_by_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("KAKAO_REST_API_KEY", "kakao-test-key")
    monkeypatch.setenv("ECO_TRIAGE_BACKEND", "openai")
    # from_env(mapping) reads only the mapping; keyword arguments win over the environment
    for settings in (Settings.from_env({}), Settings(backend="offline", kakao_rest_api_key=None)):
        async with Orchestrator(settings) as orch:
            location = next(s for s in orch.specialists if s.name == "location")
            assert not isinstance(getattr(location, "provider", None), KakaoPlacesProvider)
            assert orch.model_label.startswith("offline:")
    async with Orchestrator(Settings(backend="offline")) as orch:  # the rest from the environment
        location = next(s for s in orch.specialists if s.name == "location")
        assert isinstance(getattr(location, "provider", None), KakaoPlacesProvider)
