"""What the grounding tests share: the orchestrator's place vocabulary, evidence from JSON-able
objects, cases of the blind corpora by id, the texts a check flags, and rows shaped as the price
tool returns them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agents_pkg.runner.guards import grounding_vocabulary
from guardrails.grounding import Evidence, check

VOCAB = grounding_vocabulary()  # the orchestrator passes the same names


def ev(*objs: object, user: str = "") -> Evidence:
    """Evidence of tool outputs ``objs`` (each dumped as JSON), as one stage builds it."""
    return Evidence.from_texts(
        [json.dumps(o, ensure_ascii=False) for o in objs], places=VOCAB, user=user
    )


BLIND = Path(__file__).parent / "blind"


def blind_case(name: str, case_id: str) -> dict[str, Any]:
    """The case ``case_id`` of the blind corpus ``name`` (``prod_holdout52.jsonl``)."""
    for line in (BLIND / name).read_text("utf-8").splitlines():
        if line.strip() and (c := json.loads(line)).get("id") == case_id:
            return c  # type: ignore[no-any-return]
    raise KeyError(f"{name} has no case {case_id}")


def case_evidence(case: dict[str, Any]) -> Evidence:
    """The evidence a blind case's turn saw: its tool outputs as written and the user's words."""
    return Evidence.from_texts(case["evidence"], places=VOCAB, user=case.get("user") or "")


def flagged(answer: str, evidence: Evidence) -> list[str]:
    """The texts of the claims in ``answer`` that ``evidence`` does not support."""
    return [c.text for c in check(answer, evidence).unsupported]


def case_flags(name: str, case_id: str, answer: str | None = None) -> list[tuple[str, str]]:
    """(kind, text) of each claim the check flags in the blind case's answer — or in ``answer``,
    a variation written over that case's evidence."""
    c = blind_case(name, case_id)
    v = check(str(c["answer"]) if answer is None else answer, case_evidence(c))
    return [(u.kind, u.text) for u in v.unsupported]


def plastic_row(name: str, form: str, price: int) -> dict[str, object]:
    """One row of the price tool's plastics (``PE(플레이크)``, ``플레이크``, 450)."""
    return {"item_name": name, "category": "plastic", "form": form, "price_per_kg": price,
            "price_text": f"{price}원/kg"}  # fmt: skip


def fee_rows(item: str, *fees: int, category: str = "가구류") -> list[dict[str, object]]:
    """The bulk-waste fee tool's rows for ``item``: one per fee, no spec, none free (rows the data
    does not tell apart)."""
    return [
        {"item_name": item, "name": item, "spec": None, "category": category, "fee": f,
         "fee_text": f"{f:,}원", "is_free": False}
        for f in fees
    ]  # fmt: skip


def spec_rows(item: str, specs: list[tuple[str, int]]) -> list[dict[str, object]]:
    """The bulk-waste fee tool's rows for ``item`` told apart by spec: one per (spec, fee)."""
    return [
        {"item_name": f"{item} ({s})", "name": item, "spec": s, "category": "가구류", "fee": f,
         "fee_text": f"{f:,}원", "is_free": False}
        for s, f in specs
    ]  # fmt: skip


def fee_answer(
    district: str, full: str, query: str, rows: list[dict[str, object]], *, as_of: str
) -> dict[str, object]:
    """The bulk-waste fee tool's answer for ``query`` in ``district`` (``full`` its full name)."""
    return {"district": district, "full_name": full, "query": query, "item_count": len(rows),
            "items": rows, "source": "bulk-waste-fees",
            "source_label": "공공데이터포털 전국대형폐기물수거수수료정보표준데이터", "covered": True,
            "as_of": as_of}  # fmt: skip


SURVEY_LABEL = "한국환경공단 재활용가능자원 가격조사 전국 평균(샘플 데이터)"


def national_prices(
    category: str,
    form: str,
    rows: list[tuple[str, int]],
    *,
    query: str | None = None,
    label: str | None = SURVEY_LABEL,
) -> dict[str, object]:
    """The price tool's nationwide answer (the January 2025 survey) for ``rows`` of (item, ₩/kg), all
    of one ``category`` and ``form``; ``query`` and the ``source_label`` only when given (a
    caller adds its own keys after them with ``|``)."""
    answer: dict[str, object] = {"region": "nationwide", "region_name": "전국"}
    if query is not None:
        answer["query"] = query
    answer |= {
        "item_count": len(rows),
        "items": [{"item_name": n, "category": category, "form": form, "price_per_kg": p,
                   "price_text": f"{p:,}원/kg"} for n, p in rows],
        "survey_date": "2025-01", "unit": "원/kg", "source": "keco-survey-embedded",
    }  # fmt: skip
    if label is not None:
        answer["source_label"] = label
    return answer | {"as_of": "2025-01"}


def paper_prices(**extra: object) -> dict[str, object]:
    """The price tool's nationwide answer for 폐지 (신문지 120, 골판지 80 원/kg), with ``extra`` keys
    (a ``note`` that a region's prices are missing)."""
    rows = [("신문지", 120), ("골판지", 80)]
    return national_prices("paper", "압축", rows, query="폐지") | extra


def glass_prices(**extra: object) -> dict[str, object]:
    """The price tool's nationwide answer for 유리 cullet (백색 45, 갈색 40, 청녹색 35 원/kg), with
    ``extra`` keys (a ``query``)."""
    rows = [("백색 유리", 45), ("갈색 유리", 40), ("청녹색 유리", 35)]
    return national_prices("glass", "파유리(컬릿)", rows) | extra


def eps_prices() -> dict[str, object]:
    """The price tool's nationwide answer for EPS (압축 스티로폼, 200 원/kg)."""
    return national_prices("plastic", "압축(스티로폼)", [("EPS", 200)], query="EPS", label=None)


def chungju_clothing_bins() -> dict[str, object]:
    """The bins tool's answer for clothing bins near 충주시 연수동: five, 293–379 m."""

    def point(road: str, m: int) -> dict[str, object]:
        return {"name": f"{road}(연수동)", "address": f"충청북도 충주시 {road}", "district": "충주시",
                "distance_m": m, "as_of": "2026-05-28"}  # fmt: skip

    return {
        "radius_km": 0.5, "item_type": "clothes", "kind_name": "의류", "source": "clothing-bins",
        "points": [point("국원대로 158", 293), point("연원10길 28-1", 300), point("연원12길 24", 330),
                   point("연원14길 14", 366), point("연수서2길 16", 379)],
        "found": 5, "as_of": "2026-05-28",
    }  # fmt: skip


def monthly_normal(
    station: str,
    district: str,
    temperature_c: float,
    humidity_pct: int,
    precipitation_mm: int,
    /,
    **extra: object,
) -> dict[str, object]:
    """The weather tool's December monthly normal (1991–2020) for ``district`` at ``station``, with
    ``extra`` keys (which may replace any of them, ``station`` included)."""
    return {"kind": "monthly_normal", "station": station, "district": district, "month": 12,
            "temperature_c": temperature_c, "humidity_pct": humidity_pct,
            "precipitation_mm_month": precipitation_mm, "tips": [], "source": "embedded-normals",
            "source_label": "월별 평년값(1991–2020) 근사치, 실시간 관측 아님", "as_of": "1991-2020"} | extra  # fmt: skip
