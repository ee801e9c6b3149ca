"""The configuration reference: each :class:`~agents_pkg.config.Settings` field's environment
variable, default and meaning, rendered as the README's table (``eco-triage config --markdown``)."""

from __future__ import annotations

from agents_pkg.config import Settings, env_var

__all__ = ["settings_table"]


_DEFAULT_SHOWN = {
    "model": "SDK default",
    "data_dir": "`~/.local/share/eco-triage`",
    "session_db": "`$ECO_TRIAGE_DATA_DIR/sessions.sqlite3`",
    "pii_policy": "defaults",
}


def _default(name: str) -> str:
    if name in _DEFAULT_SHOWN:
        return _DEFAULT_SHOWN[name]
    value = Settings.model_fields[name].default
    if value is None or value == ():
        return "—"
    if isinstance(value, bool):
        return "`1`" if value else "`0`"
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return f"`{value}`"


def settings_table() -> str:
    """The README's configuration table, one row per :class:`Settings` field."""
    rows = ["| variable | default | meaning |", "|---|---|---|"]
    for name, info in Settings.model_fields.items():
        rows.append(f"| `{env_var(name)}` | {_default(name)} | {info.description or ''} |")
    return "\n".join(rows)
