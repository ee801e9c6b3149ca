"""Issue 17 on a real uvicorn server (loopback): who owns a session, API keys, rate limits, text
that cannot be stored, the body limit, and session-store failures found before the run.

Each test names the finding it reproduces; each passed only after the fix.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from agents_pkg import Orchestrator, Settings
from agents_pkg.api_keys import hash_api_key
from agents_pkg.errors import ConfigurationError
from agents_pkg.server import create_app
from agents_pkg.server.ratelimit import MemoryBuckets, RateLimiter
from agents_pkg.sessions import RedisSessionStore, SQLiteSessionStore
from tests.processes import stop
from tests.redis_server import RedisServer, running_redis
from tests.test_server import FOLLOW_UP, SOFA, read_sse, serving

FRIDGE = "냉장고는?"
KEY_A, KEY_B = "key-a-0123456789abcdef", "key-b-0123456789abcdef"


@asynccontextmanager
async def server(settings: Settings, store: Any = None) -> AsyncIterator[str]:
    orch = Orchestrator(settings, sessions=store or None)
    async with serving(create_app(orch)) as url:
        yield url


def client(url: str, **kwargs: Any) -> httpx.AsyncClient:
    kwargs.setdefault("timeout", 10)
    return httpx.AsyncClient(base_url=url, **kwargs)


@pytest.fixture
def sqlite_store(tmp_path: Path) -> SQLiteSessionStore:
    return SQLiteSessionStore(tmp_path / "sessions.sqlite3")


# --- "Anyone can take over a conversation" ----------------------------------------------------
async def test_a_client_chosen_session_id_cannot_read_or_write_a_victims_conversation(
    sqlite_store: SQLiteSessionStore,
) -> None:
    async with server(Settings(), sqlite_store) as url, client(url) as victim, client(url) as thief:
        first = await victim.post("/v1/chat", json={"message": SOFA})
        token = first.json()["session_id"]
        assert token.startswith("s1.") and len(token) == 68  # 128-bit nonce + 128-bit MAC
        # the README's old example: a guessable id is refused, not shared
        guess = await thief.post("/v1/chat", json={"message": FRIDGE, "session_id": "user-42"})
        assert guess.status_code == 403 and guess.json()["error"] == "forbidden_session"
        forged = token[:-1] + ("0" if token[-1] != "0" else "1")  # a token with a wrong MAC
        bad = await thief.post("/v1/chat", json={"message": FRIDGE, "session_id": forged})
        assert bad.status_code == 403
        # the victim's conversation is intact: the follow-up is answered for their district
        follow = await victim.post("/v1/chat", json={"message": FOLLOW_UP, "session_id": token})
        assert follow.json()["stages"][0]["payload"]["district"] == "마포구"
        assert len(await sqlite_store.history(token)) == 4  # two turns, nobody else's


async def test_a_session_is_refused_with_403_for_another_principal(tmp_path: Path) -> None:
    settings = Settings(
        api_key_hashes=(hash_api_key(KEY_A), hash_api_key(KEY_B)),
        principal_header="X-Eco-Principal",
    )
    store = SQLiteSessionStore(tmp_path / "s.sqlite3")
    alice = {"Authorization": f"Bearer {KEY_A}", "X-Eco-Principal": "alice"}
    async with server(settings, store) as url, client(url) as http:
        first = await http.post("/v1/chat", json={"message": SOFA}, headers=alice)
        token = first.json()["session_id"]
        for other in (
            {"Authorization": f"Bearer {KEY_A}", "X-Eco-Principal": "mallory"},  # same key
            {"X-API-Key": KEY_B, "X-Eco-Principal": "alice"},  # same user name, other key
        ):
            refused = await http.post(
                "/v1/chat", json={"message": FRIDGE, "session_id": token}, headers=other
            )
            assert refused.status_code == 403, other
        # a host's own ids are kept per principal: mallory's "conv-1" is not alice's "conv-1"
        await http.post("/v1/chat", json={"message": SOFA, "session_id": "conv-1"}, headers=alice)
        mallory = {"Authorization": f"Bearer {KEY_A}", "X-Eco-Principal": "mallory"}
        theirs = await http.post(
            "/v1/chat", json={"message": FRIDGE, "session_id": "conv-1"}, headers=mallory
        )
        assert theirs.status_code == 200
        assert theirs.json()["stages"][0]["payload"]["district"] is None  # no context: asked back
        mine = await http.post(
            "/v1/chat", json={"message": FRIDGE, "session_id": "conv-1"}, headers=alice
        )
        assert mine.json()["stages"][0]["payload"]["district"] == "강남구"  # alice's context


async def test_api_keys_are_required_when_set_and_health_stays_open(
    sqlite_store: SQLiteSessionStore,
) -> None:
    settings = Settings(api_key_hashes=(hash_api_key(KEY_A),))
    async with server(settings, sqlite_store) as url, client(url) as http:
        for headers in ({}, {"Authorization": "Bearer wrong-key-0123456789"}, {"X-API-Key": ""}):
            response = await http.post("/v1/chat", json={"message": SOFA}, headers=headers)
            assert response.status_code == 401 and response.json()["error"] == "unauthorized"
            assert response.headers["www-authenticate"].startswith("Bearer")
        ok = await http.post("/v1/chat", json={"message": SOFA}, headers={"X-API-Key": KEY_A})
        assert ok.status_code == 200 and ok.json()["route"] == ["bulk_waste"]
        assert (await http.get("/healthz")).status_code == 200
        assert (await http.get("/readyz")).status_code == 200


def test_api_keys_are_kept_hashed() -> None:
    settings = Settings.from_env({"ECO_TRIAGE_API_KEYS": f"{KEY_A}, sha256:{'ab' * 32}"})
    assert settings.api_key_hashes == (hash_api_key(KEY_A), "ab" * 32)
    assert KEY_A not in repr(settings)
    unset = Settings.from_env({})
    assert unset.rate_limit(served=True) == (120, 30)  # `eco-triage serve` limits callers
    assert unset.rate_limit(served=False) == (0, 0)  # an embedded app is the host's business
    off = Settings.from_env({"ECO_TRIAGE_RATE_LIMIT_PER_MIN": "0"})
    assert off.rate_limit(served=True) == (0, 0)
    set_ = Settings.from_env({"ECO_TRIAGE_RATE_LIMIT_PER_MIN": "60"})
    assert set_.rate_limit(served=False) == (60, 15)
    with pytest.raises(ConfigurationError, match="ECO_TRIAGE_API_KEYS"):
        Settings.from_env({"ECO_TRIAGE_API_KEYS": "short"})


# --- "no rate limit" ----------------------------------------------------------------------------
async def test_a_burst_beyond_the_rate_limit_gets_429s_and_nothing_else_changes(
    sqlite_store: SQLiteSessionStore,
) -> None:
    # one token a minute: nothing refills during the test, whatever the machine's speed
    settings = Settings(rate_limit_per_min=1, rate_limit_burst=5)
    async with server(settings, sqlite_store) as url, client(url) as burst:
        first = await burst.post("/v1/chat", json={"message": SOFA})
        token = first.json()["session_id"]
        statuses = [
            (await burst.post("/v1/chat", json={"message": "폐지 가격"})).status_code
            for _ in range(9)
        ]
        assert statuses == [200] * 4 + [429] * 5  # the bucket held 5
        limited = await burst.post("/v1/chat", json={"message": FOLLOW_UP, "session_id": token})
        assert limited.status_code == 429 and limited.json()["error"] == "rate_limited"
        assert 1 <= int(limited.headers["retry-after"]) <= 60
        # another client IP is served, and the limited caller's session is untouched
        other = httpx.AsyncHTTPTransport(local_address="127.0.0.2")
        async with client(url, transport=other) as neighbour:
            ok = await neighbour.post("/v1/chat", json={"message": SOFA})
            assert ok.status_code == 200 and ok.json()["route"] == ["bulk_waste"]
        assert len(await sqlite_store.history(token)) == 2  # the refused turn left no trace
        assert (await burst.get("/healthz")).status_code == 200  # probes are not limited


async def test_buckets_refill_at_the_configured_rate() -> None:
    now = [0.0]
    limiter = RateLimiter(60, 2)
    limiter._local = MemoryBuckets(clock=lambda: now[0])
    assert [await limiter.check(None, "10.0.0.1") for _ in range(3)] == [0, 0, 1]
    assert await limiter.check(None, "10.0.0.2") == 0  # another IP has its own bucket
    now[0] = 1.0  # one token back after a second at 60/min
    assert [await limiter.check(None, "10.0.0.1") for _ in range(2)] == [0, 1]
    assert await limiter.check("user:a", "10.0.0.3") == 0
    assert RateLimiter(0, 0).enabled is False


async def test_rate_limits_are_shared_through_redis(redis_server: RedisServer) -> None:
    settings = Settings(rate_limit_per_min=1, rate_limit_burst=3)
    store_a = RedisSessionStore(redis_server.url, key_prefix=f"rl-{os.getpid()}-a")
    store_b = RedisSessionStore(redis_server.url, key_prefix=f"rl-{os.getpid()}-b")
    try:
        async with server(settings, store_a) as url_a, server(settings, store_b) as url_b:
            async with httpx.AsyncClient(timeout=10) as http:
                statuses = [
                    (await http.post(f"{url}/v1/chat", json={"message": "폐지 가격"})).status_code
                    for url in (url_a, url_b, url_a, url_b)
                ]
        assert statuses == [200, 200, 200, 429]  # one bucket for both instances
        names = [key async for key in store_a.client.scan_iter("eco-triage:rate:*")]
        assert names and not any("127.0.0.1" in name for name in names)  # keyed hashes only
    finally:
        await store_a.close()
        await store_b.close()


# --- "A lone surrogate → 500, yet the turn is stored"; "limits that disagree" -------------------
@pytest.mark.parametrize("path", ["/v1/chat", "/v1/chat/stream"])
@pytest.mark.parametrize("bad", ["\\ud800", "강남구 \\udfff 소파", "소파\\u0000"])
async def test_invalid_text_is_422_and_nothing_is_stored(
    sqlite_store: SQLiteSessionStore, path: str, bad: str
) -> None:
    async with server(Settings(), sqlite_store) as url, client(url) as http:
        token = (await http.post("/v1/chat", json={"message": SOFA})).json()["session_id"]
        body = f'{{"message": "{bad}", "session_id": "{token}"}}'.encode()
        response = await http.post(path, content=body, headers={"content-type": "application/json"})
        assert response.status_code == 422 and response.json()["error"] == "invalid_query"
        assert len(await sqlite_store.history(token)) == 2  # only the first turn


async def test_the_body_limit_admits_every_message_the_character_limit_admits(
    sqlite_store: SQLiteSessionStore,
) -> None:
    async with server(Settings(), sqlite_store) as url, client(url) as http:
        for text in ("가" * 4000, "😀" * 4000):  # escaped: 6 and 12 bytes a character
            body = json.dumps({"message": text}).encode()  # ensure_ascii: the worst case
            response = await http.post(
                "/v1/chat", content=body, headers={"content-type": "application/json"}
            )
            assert response.status_code == 200, len(body)
        over = json.dumps({"message": "가" * 4001}).encode()
        response = await http.post(
            "/v1/chat", content=over, headers={"content-type": "application/json"}
        )
        assert response.status_code == 422 and "4,000자" in response.json()["message"]


# --- "Store failures surface late and vaguely" ----------------------------------------------------
@pytest.fixture
def redis_server() -> Iterator[RedisServer]:
    yield from running_redis()


def _restart_on(server: RedisServer) -> subprocess.Popen[bytes]:
    """A new redis-server on the stopped server's port (the data is gone, as after a crash)."""
    process = subprocess.Popen(
        ["redis-server", "--port", str(server.port), "--bind", "127.0.0.1", "--save", "",
         "--appendonly", "no", "--dir", str(server.workdir), "--daemonize", "no"],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            ok = subprocess.run(
                ["redis-cli", "-p", str(server.port), "ping"], capture_output=True, timeout=2
            )
            if ok.stdout.strip() == b"PONG":
                return process
        except (OSError, subprocess.TimeoutExpired):
            pass
        time.sleep(0.05)
    stop(process)
    raise RuntimeError("redis-server did not restart")


async def test_redis_down_gives_fast_503s_then_full_recovery(redis_server: RedisServer) -> None:
    store = RedisSessionStore(redis_server.url, key_prefix=f"down-{os.getpid()}")
    restarted: subprocess.Popen[bytes] | None = None
    try:
        async with server(Settings(), store) as url, client(url) as http:
            warm = [await http.post("/v1/chat", json={"message": SOFA}) for _ in range(5)]
            assert all(r.status_code == 200 for r in warm)  # the pool holds live connections
            redis_server.process.terminate()
            redis_server.process.wait(5)
            for path in ("/v1/chat", "/v1/chat/stream"):
                started = time.perf_counter()
                down = await http.post(path, json={"message": SOFA})
                assert down.status_code == 503, path  # the stream too: JSON, before any event
                assert down.json()["error"] == "session_store_unavailable"
                assert time.perf_counter() - started < 1.0  # no model run first
            assert (await http.get("/readyz")).status_code == 503
            assert (await http.get("/healthz")).status_code == 200  # alive, just not ready
            restarted = _restart_on(redis_server)
            after = [await http.post("/v1/chat", json={"message": SOFA}) for _ in range(30)]
            assert [r.status_code for r in after] == [200] * 30  # 0 failed after it returns
            assert (await http.get("/readyz")).status_code == 200
    finally:
        await store.close()
        if restarted is not None:
            stop(restarted)


async def test_the_store_check_does_not_refuse_a_busy_sqlite_file(
    sqlite_store: SQLiteSessionStore,
) -> None:
    """A write test per request queued on SQLite's lock and turned load into 503s (seen in
    ``bench_server`` at 50 clients): the write test now runs at most every few seconds."""
    async with server(Settings(), sqlite_store) as url, client(url, timeout=60) as http:
        first = await asyncio.gather(
            *(http.post("/v1/chat", json={"message": SOFA}) for _ in range(50))
        )
        tokens = [r.json()["session_id"] for r in first]
        follow = await asyncio.gather(
            *(http.post("/v1/chat", json={"message": FOLLOW_UP, "session_id": t}) for t in tokens)
        )
        assert [r.status_code for r in first + follow] == [200] * 100


async def test_a_deleted_session_file_is_503_not_silently_empty(tmp_path: Path) -> None:
    path = tmp_path / "sessions.sqlite3"
    async with server(Settings(), SQLiteSessionStore(path)) as url, client(url) as http:
        token = (await http.post("/v1/chat", json={"message": SOFA})).json()["session_id"]
        path.unlink()
        response = await http.post("/v1/chat", json={"message": FOLLOW_UP, "session_id": token})
        assert response.status_code == 503
        assert response.json()["error"] == "session_store_unavailable"
        assert (await http.get("/readyz")).status_code == 503


def _chattr(flag: str, path: Path) -> bool:
    return subprocess.run(["chattr", flag, str(path)], capture_output=True).returncode == 0


async def test_a_read_only_session_file_is_503_before_the_run(tmp_path: Path) -> None:
    path = tmp_path / "sessions.sqlite3"
    store = SQLiteSessionStore(path)
    await store.check()  # creates the file
    if not await asyncio.to_thread(_chattr, "+i", path):
        pytest.skip("chattr +i is not available on this filesystem")  # root ignores chmod
    try:
        async with server(Settings(), store) as url, client(url) as http:
            started = time.perf_counter()
            async with http.stream("POST", "/v1/chat/stream", json={"message": SOFA}) as response:
                assert response.status_code == 503
                assert response.headers["content-type"] == "application/json"
                assert await read_sse(response) == []  # no answer streamed, then an error
            assert time.perf_counter() - started < 1.0
    finally:
        assert await asyncio.to_thread(_chattr, "-i", path)


async def test_the_stream_carries_the_session_header(sqlite_store: SQLiteSessionStore) -> None:
    async with server(Settings(), sqlite_store) as url, client(url) as http:
        async with http.stream("POST", "/v1/chat/stream", json={"message": SOFA}) as response:
            token = response.headers["x-eco-session"]
            events = await read_sse(response)
        assert events[-1].event == "done"
        follow = await http.post("/v1/chat", json={"message": FOLLOW_UP, "session_id": token})
        assert follow.json()["stages"][0]["payload"]["district"] == "마포구"


async def test_readyz_is_503_when_the_shipped_data_cannot_be_read(
    sqlite_store: SQLiteSessionStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import specialists.data.catalog as catalog

    async with server(Settings(), sqlite_store) as url, client(url) as http:
        assert (await http.get("/readyz")).status_code == 200
        monkeypatch.setattr(catalog, "shipped_path", lambda: tmp_path / "gone.sqlite3")
        missing = await http.get("/readyz")
        assert missing.status_code == 503 and missing.json()["error"] == "unavailable"
        assert (await http.get("/healthz")).status_code == 200  # alive, just not ready
        monkeypatch.undo()
        assert (await http.get("/readyz")).status_code == 200
