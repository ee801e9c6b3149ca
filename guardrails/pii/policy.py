"""``PiiPolicy`` (block / mask / allow per kind), ``PiiDecision`` and ``evaluate``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Final, Literal, get_args

from guardrails.pii.detect import scan
from guardrails.pii.finding import Finding
from guardrails.pii.kinds import KIND_LABEL_KO, KINDS, PiiKind
from guardrails.pii.redact import redact

Action = Literal["block", "mask", "allow"]
_ACTIONS: Final[tuple[Action, ...]] = get_args(Action)

_DEFAULT_ACTIONS: Final[Mapping[PiiKind, Action]] = MappingProxyType(
    {
        "KR_RRN": "block",
        "KR_FRN": "block",
        "CREDIT_CARD": "block",
        "KR_PASSPORT": "block",
        "KR_DRIVER_LICENSE": "block",
        "BANK_ACCOUNT": "block",
        "PHONE": "mask",
        "EMAIL": "mask",
        "KR_BRN": "mask",
        "IP_ADDRESS": "mask",
    }
)


_UNVALIDATED: Final = ".UNVALIDATED"


@dataclass(frozen=True)
class PiiPolicy:
    """What to do with each kind of PII: block the message, mask it, or allow it.

    ``unvalidated`` overrides the action for findings that failed validation (``validated=False``:
    a failing RRN/FRN check digit, a bank account, which has none). By default they are treated
    like validated ones: since October 2020 new RRNs carry random digits after the gender digit,
    so a failing checksum is no proof of a fake number. ``KR_RRN.unvalidated=mask`` lets a
    deployment mask instead of block them.
    """

    actions: Mapping[PiiKind, Action] = field(default_factory=lambda: _DEFAULT_ACTIONS)
    unvalidated: Mapping[PiiKind, Action] = field(default_factory=lambda: MappingProxyType({}))

    @classmethod
    def default(cls) -> PiiPolicy:
        return cls(_DEFAULT_ACTIONS)

    @classmethod
    def from_env(cls, value: str | None) -> PiiPolicy:
        """Parse ``"PHONE=block,EMAIL=allow,KR_RRN.unvalidated=mask"`` over the defaults."""
        actions: dict[PiiKind, Action] = dict(_DEFAULT_ACTIONS)
        unvalidated: dict[PiiKind, Action] = {}
        for item in (value or "").replace(";", ",").split(","):
            item = item.strip()
            if not item:
                continue
            name, eq, act = item.partition("=")
            name, act = name.strip().upper(), act.strip().lower()
            if not eq or not name or not act:
                raise ValueError(f"invalid PII policy entry {item!r}: expected KIND=ACTION")
            target = actions
            if name.endswith(_UNVALIDATED):
                name, target = name.removesuffix(_UNVALIDATED), unvalidated
            kind = next((k for k in KINDS if k == name), None)
            if kind is None:
                raise ValueError(
                    f"unknown PII kind {name!r} in {item!r}; expected one of: {', '.join(KINDS)}"
                )
            action = next((a for a in _ACTIONS if a == act), None)
            if action is None:
                raise ValueError(
                    f"unknown PII action {act!r} in {item!r}; expected one of: "
                    f"{', '.join(_ACTIONS)}"
                )
            target[kind] = action
        return cls(MappingProxyType(actions), MappingProxyType(unvalidated))

    def action(self, kind: PiiKind) -> Action:
        return self.actions.get(kind, _DEFAULT_ACTIONS[kind])

    def action_for(self, finding: Finding) -> Action:
        """The action for one finding: its kind's, or the ``unvalidated`` override."""
        if not finding.validated and finding.kind in self.unvalidated:
            return self.unvalidated[finding.kind]
        return self.action(finding.kind)


@dataclass(frozen=True)
class PiiDecision:
    findings: tuple[Finding, ...]
    blocked: tuple[Finding, ...]  # findings whose action is "block"
    masked_text: str  # block- and mask-action findings replaced: always safe to log

    @property
    def should_block(self) -> bool:
        return bool(self.blocked)

    def block_message(self) -> str:
        """Korean user-facing refusal naming what was found (masked); "" if not blocked."""
        if not self.blocked:
            return ""
        shown: dict[str, list[str]] = {}
        for f in self.blocked:
            values = shown.setdefault(KIND_LABEL_KO[f.kind], [])
            if f.masked not in values:
                values.append(f.masked)
        items = ", ".join(f"{label}({', '.join(vals)})" for label, vals in shown.items())
        return (
            f"메시지에 민감한 개인정보가 포함되어 있어 처리하지 않았어요: {items}. "
            "개인정보 보호를 위해 해당 정보를 지우고 다시 보내 주세요. "
            "분리배출이나 수거 안내에는 이런 정보가 필요하지 않아요."
        )


def evaluate(text: str, policy: PiiPolicy | None = None) -> PiiDecision:
    """Scan ``text`` and apply ``policy`` (default: ``PiiPolicy.default()``)."""
    policy = policy or PiiPolicy.default()
    findings = tuple(scan(text))
    blocked = tuple(f for f in findings if policy.action_for(f) == "block")
    hidden = [f for f in findings if policy.action_for(f) != "allow"]
    return PiiDecision(findings, blocked, redact(text, hidden))
