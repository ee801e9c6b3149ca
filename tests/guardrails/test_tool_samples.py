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
