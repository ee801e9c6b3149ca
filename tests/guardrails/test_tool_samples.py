"""The generator of real tool outputs for blind grounding writers still runs and yields what the
tools return (the production-shaped corpora were written over its outputs)."""

from __future__ import annotations

import asyncio
import json

from tests.guardrails.tool_samples import samples


def test_samples_are_the_tools_outputs_for_each_group() -> None:
    records = asyncio.run(samples(["강남구"], seed=14))
    groups = {r["group"] for r in records}
    assert groups == {"fees", "geo", "weather", "places", "bins", "prices", "weather_live",
                      "places_live"}  # fmt: skip
    outputs = [json.loads(r["output"]) for r in records]
    fee = next(o for r, o in zip(records, outputs, strict=True) if r["tool"] == "search_fee")
    assert fee["district"] == "강남구" and fee["citation"].startswith("출처: ")
    live = next(o for r, o in zip(records, outputs, strict=True) if r["group"] == "places_live")
    assert [p["name"] for p in live["places"]][:2] == ["큰믿음약국", "평화약국"]
    # the same seed gives the same outputs: the corpora's evidence can be regenerated
    # (but the live Kakao answer, dated the day of the call)
    again = asyncio.run(samples(["강남구"], seed=14))
    same = [(a["output"], r["output"]) for a, r in zip(again, records, strict=True)]
    kept = [pair for pair, r in zip(same, records, strict=True) if r["group"] != "places_live"]
    assert all(a == b for a, b in kept) and len(kept) == len(records) - 1


def test_bundles_are_turns_of_the_samples_dealt_to_disjoint_writers() -> None:
    from tests.guardrails.tool_bundles import bundles, deal

    records = asyncio.run(samples(["용산구", "수원시", "제주시"], seed=16))
    outputs = {r["output"] for r in records}
    drawn = bundles(records, seed=1616)
    assert drawn == bundles(records, seed=1616)  # the same seed draws the same turns
    assert all(1 <= len(b) <= 3 for b in drawn)
    assert all(t["output"] in outputs for b in drawn for t in b)  # verbatim tool outputs
    tools = [tuple(t["tool"] for t in b) for b in drawn]
    assert ("search_fee", "search_fee") in tools  # two districts compared
    fee_pairs = [b for b in drawn if [t["tool"] for t in b] == ["search_fee", "search_fee"]]
    assert all(b[0]["args"]["district"] != b[1]["args"]["district"] for b in fee_pairs)
    parts = deal(drawn, writers=3, prefix="T")
    ids = [x["bundle"] for part in parts for x in part]
    assert len(ids) == len(set(ids)) == len(drawn) and ids[0] == "T0000"
