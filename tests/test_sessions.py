"""Session stores — in-memory, SQLite file, real Redis — keep the same contract.

History holds user messages and final answers only (``{"role", "content"}``), trimmed to the last
``max_turns`` turns, isolated per session id; file and Redis stores are shared by several store
instances (= several server processes). Redis keys carry the TTL and are trimmed in storage.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from agents_pkg import ConfigurationError, Orchestrator
from agents_pkg.sessions import (
    MemorySessionStore,
    RedisSessionStore,
    SessionStore,
    SQLiteSessionStore,
    close_session_store,
    session_store_from_env,
)
from tests.redis_server import RedisServer, running_redis

StoreFactory = Callable[..., SessionStore]
KINDS = ["memory", "sqlite", "redis"]


@pytest.fixture(scope="module")
def redis_server() -> Iterator[RedisServer]:
    yield from running_redis()


@pytest.fixture
async def redis_client(redis_server: RedisServer) -> AsyncIterator[aioredis.Redis]:
    client = aioredis.from_url(redis_server.url, decode_responses=True)
    yield client
    await client.aclose()


@pytest.fixture(params=KINDS)
async def make_store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[StoreFactory]:
    """``make_store(max_turns=…)``: a new store instance of the parametrized kind.

    SQLite stores share one file and Redis stores one key prefix per test, so two instances made
    by the same test see the same sessions (like two server processes would).
    """
    kind: str = request.param
    made: list[SessionStore] = []
    prefix = f"test:{uuid.uuid4().hex}"
    url = request.getfixturevalue("redis_server").url if kind == "redis" else ""

    def make(max_turns: int = 10) -> SessionStore:
        store: SessionStore
        if kind == "memory":
            store = MemorySessionStore(max_turns=max_turns)
        elif kind == "sqlite":
            store = SQLiteSessionStore(tmp_path / "sessions.sqlite3", max_turns=max_turns)
        else:
            store = RedisSessionStore(url, max_turns=max_turns, key_prefix=prefix)
        made.append(store)
        return store

    make.kind = kind  # type: ignore[attr-defined]
    yield make
    for store in made:
        await close_session_store(store)


async def test_history_holds_user_and_assistant_messages_only(make_store: StoreFactory) -> None:
    store = make_store()
    assert await store.history("s1") == []
    await store.append("s1", "강남구 소파 버리려면 얼마야?", "15,000원입니다.")
    await store.append("s1", "거기 말고 마포구는?", "마포구도 15,000원입니다.")
    assert await store.history("s1") == [
        {"role": "user", "content": "강남구 소파 버리려면 얼마야?"},
        {"role": "assistant", "content": "15,000원입니다."},
        {"role": "user", "content": "거기 말고 마포구는?"},
        {"role": "assistant", "content": "마포구도 15,000원입니다."},
    ]


async def test_history_is_trimmed_to_max_turns(make_store: StoreFactory) -> None:
    store = make_store(max_turns=2)
    for turn in range(1, 6):
        await store.append("s1", f"질문 {turn}", f"답변 {turn}")
    assert await store.history("s1") == [
        {"role": "user", "content": "질문 4"},
        {"role": "assistant", "content": "답변 4"},
        {"role": "user", "content": "질문 5"},
        {"role": "assistant", "content": "답변 5"},
    ]


async def test_sqlite_is_trimmed_in_storage_not_only_on_read(tmp_path: Path) -> None:
    store = SQLiteSessionStore(tmp_path / "s.sqlite3", max_turns=2)
    for turn in range(1, 30):
        await store.append("s1", f"질문 {turn}", f"답변 {turn}")
        await store.append("s2", f"질문 {turn}", f"답변 {turn}")
    assert store.stored_messages("s1") == 4 and store.stored_messages() == 8


async def test_sqlite_sessions_expire_after_their_ttl(tmp_path: Path) -> None:
    now = [1_000_000.0]
    store = SQLiteSessionStore(tmp_path / "s.sqlite3", ttl_s=60, clock=lambda: now[0])
    await store.append("old", "질문", "답변")
    now[0] += 30
    await store.append("recent", "질문", "답변")
    now[0] += 45  # "old" is 75 s old, "recent" 45 s
    assert await store.history("old") == []
    assert len(await store.history("recent")) == 2
    await store.append("new", "질문", "답변")  # any append deletes expired sessions
    assert store.stored_messages("old") == 0 and store.stored_messages() == 4


async def test_sessions_are_isolated(make_store: StoreFactory) -> None:
    store = make_store()
    await store.append("a", "질문 a", "답변 a")
    await store.append("b", "질문 b", "답변 b")
    assert [m["content"] for m in await store.history("a")] == ["질문 a", "답변 a"]
    assert [m["content"] for m in await store.history("b")] == ["질문 b", "답변 b"]
    assert await store.history("c") == []


async def test_orchestrator_remembers_masked_question_and_final_answer_only(
    make_store: StoreFactory,
) -> None:
    store = make_store()
    async with Orchestrator(sessions=store) as orch:
        result = await orch.run("010-1234-5678 로 연락주세요. 폐지 가격 알려줘", session_id="s1")
    assert result.route == ["recyclable_price"] and result.stages[0].tool_calls  # tools did run
    history = await store.history("s1")
    assert [m["role"] for m in history] == ["user", "assistant"]
    assert all(set(m) == {"role", "content"} for m in history)
    assert "010-1234-5678" not in history[0]["content"] and "[PHONE]" in history[0]["content"]
    assert history[1]["content"] == result.answer
    dumped = json.dumps(history, ensure_ascii=False)
    assert "get_category_prices" not in dumped and "function_call" not in dumped


async def test_two_store_instances_share_history(make_store: StoreFactory) -> None:
    first, second = make_store(), make_store()
    await first.append("shared", "강남구 소파 버리려면 얼마야?", "15,000원입니다.")
    await second.append("shared", "거기 말고 마포구는?", "마포구도 15,000원입니다.")
    if make_store.kind == "memory":  # type: ignore[attr-defined]
        # per instance by design: each process keeps its own conversations
        assert len(await first.history("shared")) == 2 and len(await second.history("shared")) == 2
        return
    assert await first.history("shared") == await second.history("shared")
    assert len(await first.history("shared")) == 4


# --- Redis specifics -------------------------------------------------------------------------
async def test_redis_key_has_ttl_and_is_trimmed_in_storage(
    redis_server: RedisServer, redis_client: aioredis.Redis
) -> None:
    store = RedisSessionStore(redis_server.url, ttl_s=60, max_turns=2, key_prefix="ttl-test")
    try:
        for turn in range(5):
            await store.append("s1", f"질문 {turn}", f"답변 {turn}")
        key = store.key("s1")
        assert key == "ttl-test:s1:messages"
        assert 0 < await redis_client.ttl(key) <= 60
        assert await redis_client.llen(key) == 4  # trimmed where it is stored, not only on read
    finally:
        await store.close()


async def test_redis_without_ttl_never_expires(
    redis_server: RedisServer, redis_client: aioredis.Redis
) -> None:
    store = RedisSessionStore(redis_server.url, ttl_s=None, key_prefix="no-ttl-test")
    try:
        await store.append("s1", "질문", "답변")
        assert await redis_client.ttl(store.key("s1")) == -1  # exists, no expiry
    finally:
        await store.close()


async def test_redis_skips_foreign_and_corrupt_items(
    redis_server: RedisServer, redis_client: aioredis.Redis
) -> None:
    store = RedisSessionStore(redis_server.url, key_prefix="corrupt-test")
    try:
        await store.append("s1", "질문", "답변")
        await redis_client.rpush(
            store.key("s1"),
            "not json",
            json.dumps({"type": "function_call", "name": "search_fee"}),
            json.dumps({"role": "tool", "content": "{}"}),
        )
        assert await store.history("s1") == [
            {"role": "user", "content": "질문"},
            {"role": "assistant", "content": "답변"},
        ]
    finally:
        await store.close()


async def test_redis_layout_is_readable_by_the_sdk_redis_session(
    redis_server: RedisServer, redis_client: aioredis.Redis
) -> None:
    from agents.extensions.memory import RedisSession

    store = RedisSessionStore(redis_server.url, key_prefix="sdk-layout")
    try:
        await store.append("s1", "강남구 소파", "15,000원")
        sdk = RedisSession("s1", redis_client=redis_client, key_prefix="sdk-layout")
        assert await sdk.get_items() == await store.history("s1")
    finally:
        await store.close()


def test_redis_store_rejects_bad_limits() -> None:
    with pytest.raises(ConfigurationError, match="ttl_s"):
        RedisSessionStore("redis://127.0.0.1:1/0", ttl_s=0)
    with pytest.raises(ConfigurationError, match="max_turns"):
        RedisSessionStore("redis://127.0.0.1:1/0", max_turns=0)


# --- session_store_from_env -------------------------------------------------------------------
async def test_env_picks_redis_when_a_url_is_set(redis_server: RedisServer) -> None:
    env = {
        "ECO_TRIAGE_REDIS_URL": redis_server.url,
        "ECO_TRIAGE_SESSION_TTL_S": "120",
        "ECO_TRIAGE_SESSION_MAX_TURNS": "3",
    }
    store = session_store_from_env(env)
    try:
        assert isinstance(store, RedisSessionStore)
        assert (store.ttl_s, store.max_turns) == (120, 3)
        assert await store.ping()
    finally:
        await close_session_store(store)
    for never in ("0", "none"):
        assert session_store_from_env({**env, "ECO_TRIAGE_SESSION_TTL_S": never}).ttl_s is None  # type: ignore[attr-defined]


async def test_env_defaults_to_sqlite_in_the_data_dir(tmp_path: Path) -> None:
    store = session_store_from_env({"ECO_TRIAGE_DATA_DIR": str(tmp_path / "data")})
    assert isinstance(store, SQLiteSessionStore)
    await store.append("s1", "질문", "답변")
    assert (tmp_path / "data" / "sessions.sqlite3").is_file()
    # the process environment's data dir (conftest points it at a temp dir) is the fallback
    assert isinstance(session_store_from_env({}), SQLiteSessionStore)


async def test_env_session_db_path_and_max_turns(tmp_path: Path) -> None:
    path = tmp_path / "nested" / "chat.db"
    store = session_store_from_env(
        {"ECO_TRIAGE_SESSION_DB": str(path), "ECO_TRIAGE_SESSION_MAX_TURNS": "1"}
    )
    for turn in range(3):
        await store.append("s1", f"질문 {turn}", f"답변 {turn}")
    assert path.is_file()
    assert [m["content"] for m in await store.history("s1")] == ["질문 2", "답변 2"]


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"ECO_TRIAGE_SESSION_MAX_TURNS": "0"}, "ECO_TRIAGE_SESSION_MAX_TURNS .*greater than 0"),
        ({"ECO_TRIAGE_SESSION_TTL_S": "soon"}, "ECO_TRIAGE_SESSION_TTL_S .*valid integer"),
        ({"ECO_TRIAGE_REDIS_URL": "http://user:secret@host"}, "scheme: http"),
    ],
)
def test_env_errors_name_the_variable(env: dict[str, str], message: str) -> None:
    with pytest.raises(ConfigurationError, match=message) as info:
        session_store_from_env(env)
    assert "secret" not in str(info.value)
