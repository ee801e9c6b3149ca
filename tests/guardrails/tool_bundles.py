"""Turns for blind grounding writers: tool outputs of ``tool_samples`` drawn into bundles.

A bundle is what one turn of the system could have called: one to three outputs that belong
together (a district's fee and its rules, two districts' fees compared, a place's weather with its
fee or its recycling centres, two prices, a price with the 고물상 nearby). Rich outputs are kept
(every fee, centre and bin search that found something), with a share of empty ones (a district
the fee file does not cover, no bin nearby) for claim-free answers and invented fills. Bundles are
dealt round-robin to the writers, so no two writers share a turn.

    python -m tests.guardrails.tool_samples --seed 16 --out outputs.json --districts "…"
    python -m tests.guardrails.tool_bundles outputs.json --seed 1616 --writers 4 --prefix E \
        --out-dir DIR          # DIR/bundles_hold0.json … bundles_hold3.json
    python -m tests.guardrails.tool_bundles outputs.json --seed 1717 --writers 4 --prefix F \
        --out-dir DIR2         # its parts 0 and 1 went to two more writers (hold4, hold5)

    python -m tests.guardrails.tool_bundles outputs4.json --seed 1818 --writers 4 --prefix G \
        --out-dir DIR3         # prod_holdout3's four writers (hold0 … hold3)
    python -m tests.guardrails.tool_bundles outputs5.json --seed 1919 --writers 4 --prefix H \
        --out-dir DIR4         # prod_holdout4's four writers
    python -m tests.guardrails.tool_bundles outputs6.json --seed 2020 --writers 4 --prefix I \
        --out-dir DIR5         # prod_holdout5's four writers
    python -m tests.guardrails.tool_bundles outputs7.json --seed 2121 --writers 4 --prefix J \
        --out-dir DIR6         # prod_holdout6's four writers
    python -m tests.guardrails.tool_bundles outputs8.json --seed 2222 --writers 4 --prefix K \
        --out-dir DIR7         # prod_holdout7's four writers
    python -m tests.guardrails.tool_bundles outputs9.json --seed 2323 --writers 4 --prefix L \
        --out-dir DIR8         # prod_holdout8's four writers
    python -m tests.guardrails.tool_bundles outputs10.json --seed 2424 --writers 4 --prefix M \
        --out-dir DIR9         # prod_holdout9's four writers
    python -m tests.guardrails.tool_bundles outputs11.json --seed 2525 --writers 4 --prefix N \
        --out-dir DIR10        # prod_holdout10's four writers
    python -m tests.guardrails.tool_bundles outputs12.json --seed 2626 --writers 4 --prefix O \
        --out-dir DIR11        # prod_holdout11's four writers
    python -m tests.guardrails.tool_bundles outputs13.json --seed 2727 --writers 4 --prefix P \
        --out-dir DIR12        # prod_holdout12's four writers
    python -m tests.guardrails.tool_bundles outputs14.json --seed 2828 --writers 4 --prefix Q \
        --out-dir DIR13        # prod_holdout13's four writers
    python -m tests.guardrails.tool_bundles outputs15.json --seed 2929 --writers 4 --prefix R \
        --out-dir DIR14        # prod_holdout14's four writers
    python -m tests.guardrails.tool_bundles outputs16.json --seed 3030 --writers 4 --prefix S \
        --out-dir DIR15        # prod_holdout15's four writers
    python -m tests.guardrails.tool_bundles outputs17.json --seed 3131 --writers 4 --prefix T \
        --out-dir DIR16        # prod_holdout16's four writers
    python -m tests.guardrails.tool_bundles outputs18.json --seed 3232 --writers 4 --prefix U \
        --out-dir DIR17        # prod_holdout17's four writers
    python -m tests.guardrails.tool_bundles outputs19.json --seed 3333 --writers 4 --prefix V \
        --out-dir DIR18        # prod_holdout18's four writers
    python -m tests.guardrails.tool_bundles outputs20.json --seed 3434 --writers 4 --prefix W \
        --out-dir DIR19        # prod_holdout19's four writers
    python -m tests.guardrails.tool_bundles outputs21.json --seed 3535 --writers 4 --prefix X \
        --out-dir DIR20        # prod_holdout20's four writers
    python -m tests.guardrails.tool_bundles outputs22.json --seed 3636 --writers 4 --prefix Y \
        --out-dir DEV2         # prod_dev2's four writers
    python -m tests.guardrails.tool_bundles outputs22.json --seed 3838 --writers 3 --prefix W \
        --out-dir DEV3         # prod_dev3's three writers (prod_dev2's outputs, new bundles)
    python -m tests.guardrails.tool_bundles outputs23.json --seed 3737 --writers 4 --prefix Z \
        --out-dir DIR21        # prod_holdout21's four writers
    python -m tests.guardrails.tool_bundles outputs25.json --seed 4040 --writers 4 --prefix DA \
    python -m tests.guardrails.tool_bundles outputs24.json --seed 3939 --writers 4 --prefix HA \
        --out-dir DIR22        # prod_holdout22's four writers
        --out-dir DEV4         # prod_dev4's four writers
    python -m tests.guardrails.tool_bundles outputs26.json --seed 4141 --writers 4 --prefix HB \
        --out-dir DIR23        # prod_holdout23's four writers
    python -m tests.guardrails.tool_bundles outputs27.json --seed 4242 --writers 4 --prefix DB \
        --out-dir DEV5         # prod_dev5's four writers
    python -m tests.guardrails.tool_bundles outputs28.json --seed 4343 --writers 4 --prefix HC \
        --out-dir DIR24        # prod_holdout24's four writers
    python -m tests.guardrails.tool_bundles outputs29.json --seed 4444 --writers 4 --prefix HD \
        --out-dir DIR25        # prod_holdout25's four writers
    python -m tests.guardrails.tool_bundles outputs30.json --seed 4545 --writers 4 --prefix HE \
        --out-dir DIR26        # prod_holdout26's four writers
    python -m tests.guardrails.tool_bundles outputs31.json --seed 4646 --writers 4 --prefix HF \
        --out-dir DIR27        # prod_holdout27's four writers
    python -m tests.guardrails.tool_bundles outputs32.json --seed 4747 --writers 4 --prefix HG \
        --out-dir DIR28        # prod_holdout28's four writers
    python -m tests.guardrails.tool_bundles outputs33.json --seed 4848 --writers 4 --prefix HH \
        --out-dir DIR29        # prod_holdout29's four writers
    python -m tests.guardrails.tool_bundles outputs34.json --seed 4949 --writers 4 --prefix HI \
        --out-dir DIR30        # prod_holdout30's four writers
    python -m tests.guardrails.tool_bundles outputs35.json --seed 5050 --writers 4 --prefix HJ \
        --out-dir DIR31        # prod_holdout31's four writers
    python -m tests.guardrails.tool_bundles outputs36.json --seed 5151 --writers 4 --prefix HK \
        --out-dir DIR32        # prod_holdout32's four writers
    python -m tests.guardrails.tool_bundles outputs37.json --seed 5252 --writers 4 --prefix HL \
        --out-dir DIR33        # prod_holdout33's four writers
    python -m tests.guardrails.tool_bundles outputs38.json --seed 5353 --writers 4 --prefix HM \
        --out-dir DIR34        # prod_holdout34's four writers
    python -m tests.guardrails.tool_bundles outputs39.json --seed 5454 --writers 4 --prefix HN \
        --out-dir DIR35        # prod_holdout35's four writers
    python -m tests.guardrails.tool_bundles outputs40.json --seed 5555 --writers 4 --prefix HO \
        --out-dir DIR36        # prod_holdout36's four writers
    python -m tests.guardrails.tool_bundles outputs41.json --seed 5656 --writers 4 --prefix HP \
        --out-dir DIR37        # prod_holdout37's four writers
    python -m tests.guardrails.tool_bundles outputs42.json --seed 5757 --writers 4 --prefix HQ \
        --out-dir DIR38        # prod_holdout38's four writers
    python -m tests.guardrails.tool_bundles outputs43.json --seed 5858 --writers 4 --prefix HR \
        --out-dir DIR39        # prod_holdout39's four writers
    python -m tests.guardrails.tool_bundles outputs44.json --seed 5959 --writers 4 --prefix HS \
        --out-dir DIR40        # prod_holdout40's four writers
    python -m tests.guardrails.tool_bundles outputs45.json --seed 6060 --writers 4 --prefix HT \
        --out-dir DIR41        # prod_holdout41's four writers
    python -m tests.guardrails.tool_bundles outputs46.json --seed 6161 --writers 4 --prefix HU \
        --out-dir DIR42        # prod_holdout42's four writers
    python -m tests.guardrails.tool_bundles outputs47.json --seed 6262 --writers 4 --prefix HV \
        --out-dir DIR43        # prod_holdout43's four writers
    python -m tests.guardrails.tool_bundles outputs48.json --seed 6363 --writers 4 --prefix HW \
        --out-dir DIR44        # prod_holdout44's four writers
    python -m tests.guardrails.tool_bundles outputs49.json --seed 6464 --writers 4 --prefix HX \
        --out-dir DIR45        # prod_holdout45's four writers
    python -m tests.guardrails.tool_bundles outputs50.json --seed 6565 --writers 4 --prefix HY \
        --out-dir DIR46        # prod_holdout46's four writers
    python -m tests.guardrails.tool_bundles outputs51.json --seed 6666 --writers 4 --prefix HZ \
        --out-dir DIR47        # prod_holdout47's four writers
    python -m tests.guardrails.tool_bundles outputs52.json --seed 6767 --writers 4 --prefix IA \
        --out-dir DIR48        # prod_holdout48's four writers
    python -m tests.guardrails.tool_bundles outputs53.json --seed 6868 --writers 4 --prefix IB \
        --out-dir DIR49        # prod_holdout49's four writers
    python -m tests.guardrails.tool_bundles outputs54.json --seed 6969 --writers 4 --prefix IC \
        --out-dir DIR50        # prod_holdout50's four writers
    python -m tests.guardrails.tool_bundles outputs55.json --seed 7070 --writers 4 --prefix ID \
        --out-dir DIR51        # prod_holdout51's four writers
    python -m tests.guardrails.tool_bundles outputs56.json --seed 7171 --writers 4 --prefix IE \
        --out-dir DIR52        # prod_holdout52's four writers
    python -m tests.guardrails.tool_bundles outputs57.json --seed 7272 --writers 4 --prefix IF \
        --out-dir DIR53        # prod_holdout53's four writers
    python -m tests.guardrails.tool_bundles outputs58.json --seed 7373 --writers 4 --prefix IG \
        --out-dir DIR54        # prod_holdout54's four writers
    python -m tests.guardrails.tool_bundles outputs59.json --seed 7474 --writers 4 --prefix IH \
        --out-dir DIR55        # prod_holdout55's four writers
    python -m tests.guardrails.tool_bundles outputs60.json --seed 7575 --writers 4 --prefix II \
        --out-dir DIR56        # prod_holdout56's four writers
    python -m tests.guardrails.tool_bundles outputs61.json --seed 7676 --writers 4 --prefix IJ \
        --out-dir DIR57        # prod_holdout57's four writers
    python -m tests.guardrails.tool_bundles outputs62.json --seed 7777 --writers 4 --prefix IK \
        --out-dir DIR58        # prod_holdout58's four writers
    python -m tests.guardrails.tool_bundles outputs63.json --seed 7878 --writers 4 --prefix IL \
        --out-dir DIR59        # prod_holdout59's four writers
    python -m tests.guardrails.tool_bundles outputs64.json --seed 7979 --writers 4 --prefix IM \
        --out-dir DIR60        # prod_holdout60's four writers

(the runs the round-16 holdout, ``tests/guardrails/blind/prod_holdout2.jsonl``, and the holdouts of rounds 17
to 60, ``prod_holdout3.jsonl`` … ``prod_holdout60.jsonl``, and the dev sets ``prod_dev2.jsonl`` … ``prod_dev5.jsonl`` were written over; the districts are in
``tool_samples``' docstring).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import defaultdict
from pathlib import Path
from typing import Any

Record = dict[str, Any]


def _found(record: Record) -> int:
    """How much an output found: its own count, 0 for a district the dataset does not cover,
    -1 for a provider error."""
    out = json.loads(record["output"])
    if "error" in out:
        return -1
    if out.get("covered") is False:
        return 0
    for key in ("item_count", "found"):
        if key in out:
            return int(out[key])
    if record["tool"] == "get_collection_info":
        return int(bool(out.get("application_methods") or out.get("places") or out.get("phone")))
    return 1


def _place(record: Record) -> str:
    args = record["args"]
    return str(args.get("district") or args.get("place") or args.get("address_keyword"))


def bundles(records: list[Record], seed: int) -> list[list[Record]]:
    """Every bundle, shuffled by ``seed``; each tool output as ``{"tool", "args", "output"}``."""
    rnd = random.Random(seed)
    by: dict[str, dict[str, list[Record]]] = defaultdict(lambda: defaultdict(list))
    for r in records:
        if r["tool"] != "geocode":
            by[r["group"]][_place(r)].append(r)
    drawn: list[list[Record]] = []

    def add(*tools: Record) -> None:
        drawn.append([{k: t[k] for k in ("tool", "args", "output")} for t in tools])

    districts = list(by["fees"])
    fees = {
        d: [r for r in by["fees"][d] if r["tool"] == "search_fee" and _found(r) > 0]
        for d in districts
    }
    info = {
        d: next(r for r in by["fees"][d] if r["tool"] == "get_collection_info") for d in districts
    }
    for d in districts:  # a district's fees, alone or with its rules
        for r in fees[d]:
            add(r)
        if fees[d] and rnd.random() < 0.5:
            add(rnd.choice(fees[d]), info[d])
        elif _found(info[d]):
            add(info[d])
    covered = [d for d in districts if fees[d]]  # two districts compared
    rnd.shuffle(covered)
    for a, b in zip(covered[0::2], covered[1::2], strict=False):
        add(rnd.choice(fees[a]), rnd.choice(fees[b]))
    ruled = [d for d in districts if _found(info[d])]
    rnd.shuffle(ruled)
    for a, b in list(zip(ruled[0::2], ruled[1::2], strict=False))[:8]:
        add(info[a], info[b])
    weather = list(by["weather"])  # a place's weather: alone, with a fee, two places
    rnd.shuffle(weather)
    for d in weather[:14]:
        add(by["weather"][d][0])
    for d in weather[14:22]:
        if fees.get(d):
            add(by["weather"][d][0], rnd.choice(fees[d]))
    for a, b in list(zip(weather[22::2], weather[23::2], strict=False))[:6]:
        add(by["weather"][a][0], by["weather"][b][0])
    for rs in by["weather_live"].values():
        for r in rs:
            add(r)
    for d, rs in by["places"].items():  # centres, some with the weather
        if _found(rs[0]) > 0:
            add(rs[0])
            if rnd.random() < 0.3:
                add(rs[0], by["weather"][d][0])
        elif rnd.random() < 0.3:
            add(rs[0])
    for rs in by["places_live"].values():
        add(rs[0])
    for rs in by["bins"].values():  # bins: each that found some, two kinds, a few empty
        full = [r for r in rs if _found(r) > 0]
        for r in full:
            add(r)
        if len(full) >= 2:
            add(full[0], full[1])
        empty = [r for r in rs if _found(r) == 0]
        if empty and rnd.random() < 0.25:
            add(rnd.choice(empty))
    uncovered = [
        r for d in districts for r in by["fees"][d] if r["tool"] == "search_fee" and _found(r) == 0
    ]
    for r in rnd.sample(uncovered, min(10, len(uncovered))):
        add(r)
    priced = [r for rs in by["prices"].values() for r in rs]  # prices, two prices, a miss
    found = [r for r in priced if _found(r) > 0]
    for r in found:
        add(r)
    for _ in range(8):
        add(*rnd.sample(found, 2))
    for r in [r for r in priced if _found(r) <= 0][:3]:
        add(r)
    centres = [rs[0] for rs in by["places"].values() if _found(rs[0]) > 0]
    for r in rnd.sample(centres, min(6, len(centres))):  # a price and the 고물상 nearby
        add(rnd.choice(found), r)
    rnd.shuffle(drawn)
    return drawn


def deal(drawn: list[list[Record]], writers: int, prefix: str) -> list[list[dict[str, Any]]]:
    """Round-robin to ``writers``; bundle ids ``<prefix><writer><index>``."""
    return [
        [{"bundle": f"{prefix}{w}{i:03d}", "tools": b} for i, b in enumerate(drawn[w::writers])]
        for w in range(writers)
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("outputs", type=Path, help="a tool_samples output file")
    parser.add_argument("--seed", type=int, default=1616)
    parser.add_argument("--writers", type=int, default=4)
    parser.add_argument("--prefix", default="E")
    parser.add_argument("--out-dir", type=Path, required=True)
    args = parser.parse_args(argv)
    records = json.loads(args.outputs.read_text(encoding="utf-8"))
    parts = deal(bundles(records, args.seed), args.writers, args.prefix)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    for w, part in enumerate(parts):
        path = args.out_dir / f"bundles_hold{w}.json"
        path.write_text(json.dumps(part, ensure_ascii=False, indent=1), encoding="utf-8")
        print(f"{len(part)} bundles → {path}")


if __name__ == "__main__":
    main()
