"""Re-grounding's pieces: split streamed text into sentences, turn a rejected sentence into the
SDK's output-guardrail trip (so streamed and buffered runs recover through one path), and keep only
the checked sentences of triage's own text."""

from __future__ import annotations

import re
from typing import Any

from agents import GuardrailFunctionOutput, OutputGuardrailResult, OutputGuardrailTripwireTriggered

from agents_pkg.runner.guards import GroundingVerdict, grounding_output_guardrail
from guardrails.grounding import Evidence, check

__all__ = [
    "TRIAGE_UNGROUNDED",
    "UngroundedSentence",
    "checked_sentences",
    "sentence_trip",
    "split_sentences",
]

# triage's reply when none of its own sentences could be checked against a tool output
TRIAGE_UNGROUNDED = (
    "확인된 자료로 답할 수 있는 내용이 없어 답변을 생략했어요. "
    "지역과 품목을 알려 주시면 해당 자료에서 찾아 드릴게요."
)
# A sentence ends at . ! ? (followed by space/end) or at a line break.
_SENTENCE = re.compile(r".*?(?:[.!?。](?=\s|$)|\n)", re.S)


class UngroundedSentence(Exception):
    """A streamed sentence the grounding check rejected: the stage run stops before it is sent."""

    def __init__(self, agent: str, sentence: str) -> None:
        super().__init__(agent)
        self.agent, self.sentence = agent, sentence


def sentence_trip(
    agent_name: str, agent: Any, unsupported: Any
) -> OutputGuardrailTripwireTriggered:
    """The same exception the SDK raises, so streamed and buffered trips recover through one path."""
    result = OutputGuardrailResult(
        guardrail=grounding_output_guardrail(),
        agent_output="",
        agent=agent,
        output=GuardrailFunctionOutput(
            output_info=GroundingVerdict(agent_name, tuple(unsupported)), tripwire_triggered=True
        ),
    )
    return OutputGuardrailTripwireTriggered(result)


def split_sentences(buffer: str) -> tuple[list[str], str]:
    """Complete sentences (with their trailing whitespace) and the unfinished rest."""
    sentences: list[str] = []
    end = 0
    for match in _SENTENCE.finditer(buffer):
        stop = match.end()
        while stop < len(buffer) and buffer[stop] in " \t":
            stop += 1
        if stop == len(buffer) and not match.group(0).endswith("\n"):
            break  # may still be followed by more of the same token (e.g. "3.5")
        sentences.append(buffer[end:stop])
        end = stop
    return sentences, buffer[end:]


def checked_sentences(text: str, evidence: Evidence) -> str:
    """``text`` minus every sentence the grounding check rejects (or a fixed reply if none is left)."""
    sentences, rest = split_sentences(text + "\n")
    kept = [s for s in [*sentences, rest] if s.strip() and check(s, evidence).grounded]
    return "".join(kept).strip() or TRIAGE_UNGROUNDED
