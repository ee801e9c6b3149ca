"""One validated Settings: environment, .env, keyword arguments, errors, and the README table."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from agents_pkg import ConfigurationError, Orchestrator, RedisSessionStore, Settings
from agents_pkg.cli.settings_doc import settings_table
from agents_pkg.config import env_vars
from agents_pkg.sessions import SQLiteSessionStore, session_store
from specialists.data.fee_store import STORE_FILE
from specialists.data.price_import import import_recyclable_prices

ROOT = Path(__file__).resolve().parents[1]


def test_readme_configuration_table_is_generated_from_settings() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    block = re.search(
        r"<!-- settings-table:start -->\n(.*?)\n<!-- settings-table:end -->", readme, re.S
    )
    assert block is not None, "README lost its settings-table markers"
    assert block.group(1) == settings_table(), "regenerate it: eco-triage config --markdown"


def test_every_variable_the_code_names_is_a_setting() -> None:
    named = set()
    for top in ("agents_pkg", "specialists", "guardrails"):
        for path in (ROOT / top).rglob("*.py"):
            named |= set(re.findall(r"ECO_TRIAGE_[A-Z_]*[A-Z]", path.read_text("utf-8")))
    # read by the data layer itself (a leaf that imports nothing of agents_pkg), listed in the README
    data_layer = {"ECO_TRIAGE_IMPORT_MAX_BYTES", "ECO_TRIAGE_SOURCE_DATA"}
    assert named - {"ECO_TRIAGE_"} - data_layer <= set(env_vars().values())
    readme = (ROOT / "README.md").read_text("utf-8")
    assert all(f"| `{name}` |" in readme for name in data_layer)


def test_environment_and_dotenv_are_read_and_arguments_win(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / ".env").write_text(
        "ECO_TRIAGE_MAX_TURNS=5\nECO_TRIAGE_SESSION_TTL_S=never\nOTHER_TOOL=x\n", "utf-8"
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.setitem(Settings.model_config, "env_file", ".env")
    monkeypatch.setenv("ECO_TRIAGE_STAGE_BUDGET_CHARS", "300")
    monkeypatch.setenv("ECO_TRIAGE_CORS_ORIGINS", "https://a.example, https://b.example")
    settings = Settings()
    assert (settings.max_turns, settings.session_ttl_s, settings.stage_budget_chars) == (
        5,
        None,
        300,
    )
    assert settings.cors_origins == ("https://a.example", "https://b.example")
    assert Settings(max_turns=2).max_turns == 2  # an argument beats .env and the environment
    assert Settings.from_env({}).max_turns == 8  # a mapping is all from_env reads


def test_backend_auto_resolves_from_the_keys() -> None:
    assert Settings.from_env({}).backend == "offline"
    assert Settings(api_key="k").backend == "openai"
    assert Settings(base_url="http://127.0.0.1:8000/v1").backend == "openai-compatible"
    assert Settings(api_key="k", backend="offline").backend == "offline"


@pytest.mark.parametrize(
    ("env", "named"),
    [
        ({"ECO_TRIAGE_MAX_TURNS": "many"}, "ECO_TRIAGE_MAX_TURNS"),
        ({"ECO_TRIAGE_MODEL_TIMEOUT_S": "-1"}, "ECO_TRIAGE_MODEL_TIMEOUT_S"),
        ({"ECO_TRIAGE_LOG_LEVEL": "loud"}, "ECO_TRIAGE_LOG_LEVEL"),
        ({"ECO_TRIAGE_PII_POLICY": "PHONE=shout"}, "ECO_TRIAGE_PII_POLICY"),
        ({"ECO_TRIAGE_WEATHER": "kma"}, "DATA_GO_KR_SERVICE_KEY"),
        ({"ECO_TRIAGE_REDIS_URL": "http://u:hunter2@host"}, "ECO_TRIAGE_REDIS_URL"),
    ],
)
def test_bad_values_name_the_variable_and_never_echo_it(env: dict[str, str], named: str) -> None:
    with pytest.raises(ConfigurationError, match=named) as info:
        Settings.from_env(env)
    assert "hunter2" not in str(info.value)


def test_unknown_keyword_is_an_error_naming_the_known_ones() -> None:
    with pytest.raises(ConfigurationError, match="unknown setting.*max_turn.*max_turns"):
        Settings(max_turn=3)


def test_python_api_sets_sessions_and_data_dir(tmp_path: Path) -> None:
    settings = Settings(data_dir=tmp_path / "d", session_max_turns=2, session_ttl_s=60)
    store = session_store(settings)
    assert isinstance(store, SQLiteSessionStore)
    assert (store.max_turns, store.ttl_s) == (2, 60)
    assert (tmp_path / "d").is_dir() and settings.session_path == tmp_path / "d/sessions.sqlite3"
    redis = session_store(Settings(redis_url="redis://127.0.0.1:1/0", session_ttl_s=30))
    assert isinstance(redis, RedisSessionStore) and redis.ttl_s == 30


async def test_orchestrator_reads_imports_from_the_given_data_dir(tmp_path: Path) -> None:
    data_dir = tmp_path / "elsewhere"  # not $ECO_TRIAGE_DATA_DIR (conftest points that elsewhere)
    data_dir.mkdir()
    survey = tmp_path / "prices.csv"
    survey.write_text(
        "survey_date,region,item_name,price_per_kg\n2025-03,수도권,신문지,131\n", "utf-8"
    )
    import_recyclable_prices(survey, data_dir / STORE_FILE)
    async with Orchestrator(Settings(data_dir=data_dir)) as orch:
        result = await orch.run("경기도 신문지 가격")
    assert "131" in result.answer
    async with Orchestrator(Settings()) as orch:  # the default data dir has no import
        assert "131" not in (await orch.run("경기도 신문지 가격")).answer
