"""The eco-triage CLI as a user runs it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agents_pkg.cli import main
from tests.conftest import KECO_SITES


def test_ask_prints_route_answer_and_sources(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", "강남구에서 소파 버리려면 얼마야?"]) == 0
    out = capsys.readouterr().out
    assert "경로(route): bulk_waste" in out
    assert "- 쇼파 (규격 미기재): 10,000원" in out  # the official fee file's 강남구 rows
    assert (
        "출처: 공공데이터포털 전국대형폐기물수거수수료정보표준데이터, 데이터기준일자 2025-07-07"
        in out
    )
    assert "데이터 출처: waste-rules, bulk-waste-fees" in out


def test_ask_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", "--json", "폐지 가격"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) >= {"query", "route", "stages", "answer", "blocked", "model"}
    assert data["route"] == ["recyclable_price"]
    stage = data["stages"][0]
    assert set(stage) >= {"specialist", "payload", "tool_calls", "content"}
    assert stage["payload"] == {"request": None, "material": "폐지", "region": None}
    call = stage["tool_calls"][0]
    assert set(call) == {"name", "arguments", "output"}
    assert json.loads(call["output"])["survey_date"] == "2025-01"


def test_ask_stream_prints_the_answer(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", "--stream", "서울 날씨"]) == 0
    out = capsys.readouterr().out
    assert "평년값" in out and "경로(route): weather" in out


@pytest.mark.parametrize(
    ("query", "reason"), [("", "비어"), ("   ", "비어"), ("x" * 4001, "너무 깁니다")]
)
def test_bad_queries_exit_2_with_one_line(
    capsys: pytest.CaptureFixture[str], query: str, reason: str
) -> None:
    assert main(["ask", query]) == 2
    err = capsys.readouterr().err.strip()
    assert reason in err and "\n" not in err and "Traceback" not in err


def test_bad_backend_configuration_exits_2(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ECO_TRIAGE_BACKEND", "gemini")
    assert main(["ask", "폐지 가격"]) == 2
    assert "ECO_TRIAGE_BACKEND" in capsys.readouterr().err


def test_data_import_then_location_answers_with_real_sites(
    capsys: pytest.CaptureFixture[str],
) -> None:
    if not KECO_SITES.exists():
        pytest.skip(f"shared KECO file not found at {KECO_SITES}")
    assert main(["data", "import", "keco-sites", str(KECO_SITES)]) == 0
    assert "imported 409, skipped 0" in capsys.readouterr().out
    assert main(["data", "status"]) == 0
    status = capsys.readouterr().out
    assert "- keco-sites (한국환경공단 재활용 보상 장소(자원순환가게 등)): 409 rows" in status
    assert "; imported" in status
    assert main(["ask", "--json", "고양시 재활용센터 알려줘"]) == 0
    data = json.loads(capsys.readouterr().out)
    places = json.loads(data["stages"][0]["tool_calls"][-1]["output"])["places"]
    distances = [p["distance_m"] for p in places]
    assert distances == sorted(distances) and places
    assert places[0]["name"] in data["answer"]
    assert (
        data["grounding"] is None
    )  # the answer's distances and radius are backed by the tool output


def test_data_import_of_a_wrong_file_exits_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text("a,b\n1,2\n", encoding="utf-8")
    assert main(["data", "import", "keco-sites", str(bad)]) == 2
    assert "positnNm" in capsys.readouterr().err
