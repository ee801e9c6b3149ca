"""Turn output items into the Responses-API stream events the SDK consumes (real text deltas)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence
from typing import TypedDict

from agents.items import TResponseOutputItem
from openai.types.responses import (
    Response,
    ResponseCompletedEvent,
    ResponseContentPartAddedEvent,
    ResponseContentPartDoneEvent,
    ResponseCreatedEvent,
    ResponseFunctionCallArgumentsDeltaEvent,
    ResponseFunctionCallArgumentsDoneEvent,
    ResponseFunctionToolCall,
    ResponseOutputItemAddedEvent,
    ResponseOutputItemDoneEvent,
    ResponseOutputMessage,
    ResponseOutputText,
    ResponseStreamEvent,
    ResponseTextDeltaEvent,
    ResponseTextDoneEvent,
    ResponseUsage,
)
from openai.types.responses.response_usage import InputTokensDetails, OutputTokensDetails

# Deltas of a few words each, the way a real model streams: split after whitespace.
_CHUNK = re.compile(r"\S+\s*|\s+")


def usage(input_tokens: int, output_tokens: int) -> ResponseUsage:
    return ResponseUsage(
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        total_tokens=input_tokens + output_tokens,
        input_tokens_details=InputTokensDetails(cached_tokens=0, cache_write_tokens=0),
        output_tokens_details=OutputTokensDetails(reasoning_tokens=0),
    )


def response(
    response_id: str, model: str, output: Sequence[TResponseOutputItem], u: ResponseUsage
) -> Response:
    return Response(
        id=response_id,
        created_at=0,
        model=model,
        object="response",
        output=list(output),
        tool_choice="auto",
        tools=[],
        parallel_tool_calls=True,
        status="completed",
        usage=u,
    )


def text_chunks(text: str, words_per_chunk: int = 3) -> list[str]:
    pieces = _CHUNK.findall(text)
    return [
        "".join(pieces[i : i + words_per_chunk]) for i in range(0, len(pieces), words_per_chunk)
    ]


def stream_events(
    response_id: str, model: str, output: Sequence[TResponseOutputItem], u: ResponseUsage
) -> Iterator[ResponseStreamEvent]:
    """The Responses stream of a finished turn: created, each item (text in deltas of a few words,
    function calls with their arguments), completed."""
    seq = itertools.count()
    yield ResponseCreatedEvent(
        type="response.created",
        sequence_number=next(seq),
        response=response(response_id, model, [], u).model_copy(update={"status": "in_progress"}),
    )
    for index, item in enumerate(output):
        if isinstance(item, ResponseOutputMessage):
            yield from _message_events(item, index, seq)
        elif isinstance(item, ResponseFunctionToolCall):
            yield from _function_call_events(item, index, seq)
        yield ResponseOutputItemDoneEvent(
            type="response.output_item.done",
            item=item,
            output_index=index,
            sequence_number=next(seq),
        )
    yield ResponseCompletedEvent(
        type="response.completed",
        sequence_number=next(seq),
        response=response(response_id, model, output, u),
    )


class _Where(TypedDict):
    item_id: str
    output_index: int
    content_index: int


def _message_events(
    item: ResponseOutputMessage, index: int, seq: Iterator[int]
) -> Iterator[ResponseStreamEvent]:
    empty = item.model_copy(update={"content": [], "status": "in_progress"})
    yield ResponseOutputItemAddedEvent(
        type="response.output_item.added", item=empty, output_index=index,
        sequence_number=next(seq),
    )  # fmt: skip
    for c_index, part in enumerate(item.content):
        if not isinstance(part, ResponseOutputText):
            continue
        where = _Where(item_id=item.id, output_index=index, content_index=c_index)
        blank = ResponseOutputText(type="output_text", text="", annotations=[], logprobs=[])
        yield ResponseContentPartAddedEvent(
            type="response.content_part.added", part=blank, sequence_number=next(seq), **where
        )
        for delta in text_chunks(part.text):
            yield ResponseTextDeltaEvent(
                type="response.output_text.delta", delta=delta, logprobs=[],
                sequence_number=next(seq), **where,
            )  # fmt: skip
        yield ResponseTextDoneEvent(
            type="response.output_text.done", text=part.text, logprobs=[],
            sequence_number=next(seq), **where,
        )  # fmt: skip
        yield ResponseContentPartDoneEvent(
            type="response.content_part.done", part=part, sequence_number=next(seq), **where
        )


def _function_call_events(
    item: ResponseFunctionToolCall, index: int, seq: Iterator[int]
) -> Iterator[ResponseStreamEvent]:
    item_id = item.id or item.call_id
    yield ResponseOutputItemAddedEvent(
        type="response.output_item.added", item=item.model_copy(update={"arguments": ""}),
        output_index=index, sequence_number=next(seq),
    )  # fmt: skip
    yield ResponseFunctionCallArgumentsDeltaEvent(
        type="response.function_call_arguments.delta", item_id=item_id, output_index=index,
        delta=item.arguments, sequence_number=next(seq),
    )  # fmt: skip
    yield ResponseFunctionCallArgumentsDoneEvent(
        type="response.function_call_arguments.done", item_id=item_id, output_index=index,
        arguments=item.arguments, sequence_number=next(seq),
    )  # fmt: skip
