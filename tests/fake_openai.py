"""A loopback fake of the OpenAI HTTP API, for testing the real-model path end to end.

A real HTTP/1.1 server (stdlib ``ThreadingHTTPServer`` in a daemon thread, bound to 127.0.0.1) that
speaks the two wire formats the SDK and the fallback use:

* ``POST /v1/responses`` — JSON, or ``stream: true`` SSE with the real event sequence
  (``response.created``, ``response.output_item.added``, ``response.content_part.added``,
  ``response.output_text.delta``…, ``response.output_text.done``, ``response.content_part.done``,
  ``response.function_call_arguments.delta``/``.done`` for calls, ``response.output_item.done``,
  ``response.completed``);
* ``POST /v1/chat/completions`` — JSON, or ``stream: true`` SSE chunks with ``choices[].delta``
  content / ``tool_calls`` deltas, ending with ``data: [DONE]``.

Every body the server sends is validated against the ``openai`` package's pydantic types
(``protocol_errors`` collects mismatches; tests assert it stays empty).

**Script, not a step counter.** Each request is answered from what the request itself says, so
concurrent runs each get their own next turn: the agent is recognised by the tools it offers
(``transfer_to_*`` ⇒ triage, ``search_fee`` ⇒ bulk_waste), its progress by the tool outputs already in
its input. Triage reads the district (``…구/시/군에서``) and the item from the user text and hands off
with a typed payload; bulk_waste reads that payload from its instructions (``확정된 요청(JSON): …``),
calls ``search_fee``, then answers by quoting the tool output it received (district, item,
``items[0].fee_text``) — a grounded answer. With no district it asks back.

**Faults** (:class:`Fault`) are injected per test and may be narrowed to one agent, one API, streamed or
not, a substring of the user text (one run of many), and a number of occurrences.
"""

from __future__ import annotations

import json
import re
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Literal

from openai.types.chat import ChatCompletion, ChatCompletionChunk
from openai.types.responses import Response, ResponseStreamEvent
from pydantic import TypeAdapter, ValidationError

FaultKind = Literal[
    "http_429",  # 429 with Retry-After
    "http_500",  # 500 Internal Server Error
    "drop_before_text",  # stream: a few events, then the connection is cut before any text
    "drop_after_text",  # stream: one full sentence and part of the next, then the cut
    "bad_tool_json",  # the specialist's tool call has malformed JSON arguments
    "bad_handoff",  # triage's handoff payload has the wrong type: {"district": 123}
    "unknown_tool",  # the specialist calls a tool it does not have
    "slow",  # wait `delay` seconds before answering (past the client timeout)
]
Api = Literal["responses", "chat"]

PAYLOAD_MARKER = "확정된 요청(JSON):"
_DISTRICT = re.compile(r"(\S+?(?:구|시|군))(?:에서|에|의)?(?=\s|$)")
ITEMS = (
    "안마의자",
    "매트리스",
    "냉장고",
    "세탁기",
    "에어컨",
    "텔레비전",
    "자전거",
    "피아노",
    "러닝머신",
    "유모차",
    "서랍장",
    "화장대",
    "소파",
    "침대",
    "장롱",
    "책상",
    "의자",
    "식탁",
    "책장",
)
_AGENT_TOOLS = {
    "search_fee": "bulk_waste",
    "get_collection_info": "bulk_waste",
    "get_weather": "weather",
    "search_price": "recyclable_price",
    "get_category_prices": "recyclable_price",
    "search_places": "location",
    "search_category": "location",
    "search_collection_points": "collection_point",
    "get_nearby_collection_points": "collection_point",
}

_EVENT = TypeAdapter(ResponseStreamEvent)
_PRIORITY: tuple[FaultKind, ...] = (
    "http_429",
    "http_500",
    "drop_before_text",
    "drop_after_text",
    "bad_handoff",
    "bad_tool_json",
    "unknown_tool",
    "slow",
)


@dataclass
class Fault:
    """One injected failure. ``times=None`` means every matching request."""

    kind: FaultKind
    agent: str | None = None  # "triage", "bulk_waste", … (None: any agent)
    api: Api | None = None
    stream: bool | None = None  # only streamed (True) or only non-streamed (False) requests
    match: str | None = None  # only requests whose user text contains this
    times: int | None = 1
    retry_after: float = 0.0
    delay: float = 2.0
    used: int = 0

    def applies(self, req: ParsedRequest) -> bool:
        if self.times is not None and self.used >= self.times:
            return False
        if self.agent is not None and self.agent != req.agent:
            return False
        if self.api is not None and self.api != req.api:
            return False
        if self.stream is not None and self.stream != req.stream:
            return False
        if self.match is not None and self.match not in req.user_text:
            return False
        if self.kind == "drop_after_text" and not req.stream:
            return False
        if self.kind == "bad_handoff" and req.agent != "triage":
            return False
        if self.kind in ("bad_tool_json", "unknown_tool") and (
            req.agent in ("triage", "unknown") or req.outputs
        ):
            return False  # only a specialist's first tool-call turn
        return True


@dataclass(frozen=True)
class RequestRecord:
    """What one request carried, for assertions."""

    path: str
    api: Api
    model: str
    stream: bool
    agent: str
    tools: tuple[str, ...]
    sent_tools: bool
    sent_tool_choice: bool
    sent_functions: bool
    tool_outputs: int
    user_text: str
    fault: FaultKind | None
    status: int


@dataclass
class ParsedRequest:
    api: Api
    path: str
    body: dict[str, Any]
    model: str
    stream: bool
    agent: str
    tools: tuple[str, ...]
    instructions: str
    user_text: str
    outputs: list[tuple[str, str]]  # (tool name, output) in order


@dataclass
class Text:
    text: str


@dataclass
class Call:
    name: str
    arguments: str


Turn = list[Text | Call]
Script = Callable[[ParsedRequest, set[FaultKind]], Turn]


# --------------------------------------------------------------------------- the default script


def extract_district(text: str) -> str | None:
    match = _DISTRICT.search(text)
    return match.group(1) if match else None


def extract_item(text: str) -> str | None:
    return next((item for item in ITEMS if item in text), None)


def _payload(instructions: str) -> dict[str, Any] | None:
    for line in instructions.splitlines():
        if line.startswith(PAYLOAD_MARKER):
            try:
                value = json.loads(line[len(PAYLOAD_MARKER) :].strip())
            except ValueError:
                return None
            return value if isinstance(value, dict) else None
    return None


def recycling_script(req: ParsedRequest, faults: set[FaultKind]) -> Turn:
    """Triage → bulk_waste → search_fee → grounded answer (see the module docstring)."""
    if req.agent == "triage":
        item = extract_item(req.user_text)
        if item is None:
            return [Text("저는 대형폐기물 배출과 재활용 안내를 도와드려요. 무엇을 버리시나요?")]
        district: Any = 123 if "bad_handoff" in faults else extract_district(req.user_text)
        args = {"request": None, "item": item, "district": district}
        return [Call("transfer_to_bulk_waste", json.dumps(args, ensure_ascii=False))]
    if req.agent == "bulk_waste":
        payload = _payload(req.instructions) or {}
        district = payload.get("district")
        item = payload.get("item") or extract_item(req.user_text)
        if not district:
            return [Text("대형폐기물 수수료는 시군구마다 달라요. 어느 시군구에서 버리시나요?")]
        found = [json.loads(out) for name, out in req.outputs if name == "search_fee" and _ok(out)]
        if not found:
            if not req.outputs and "unknown_tool" in faults:
                return [
                    Call("lookup_fee_v2", json.dumps({"district": district}, ensure_ascii=False))
                ]
            if not req.outputs and "bad_tool_json" in faults:
                return [Call("search_fee", '{"district": "' + str(district) + '", "item_name": ')]
            args = {"district": district, "item_name": item}
            return [Call("search_fee", json.dumps(args, ensure_ascii=False))]
        data = found[-1]
        items = data.get("items") or []
        fee = items[0]["fee_text"] if items else "수수료 자료에 없는 품목"
        return [
            Text(
                f"{data['district']} {data['query']} 대형폐기물 수수료는 {fee}입니다. "
                f"{data.get('citation') or '출처 미상'}."
            )
        ]
    return [Text("죄송해요, 이 요청은 도와드리기 어려워요.")]


def _ok(output: str) -> bool:
    try:
        data = json.loads(output)
    except ValueError:
        return False
    return isinstance(data, dict) and "error" not in data and "district" in data


# --------------------------------------------------------------------------- request parsing


def _content_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(
            str(p.get("text", "")) for p in content if isinstance(p, dict) and "text" in p
        )
    return ""


def _agent_for(tools: tuple[str, ...]) -> str:
    if any(t.startswith("transfer_to_") for t in tools):
        return "triage"
    for tool in tools:
        if tool in _AGENT_TOOLS:
            return _AGENT_TOOLS[tool]
    return "unknown"


def parse_request(path: str, body: dict[str, Any]) -> ParsedRequest:
    if path.endswith("/responses"):
        tools = tuple(str(t.get("name")) for t in body.get("tools") or [] if isinstance(t, dict))
        raw = body.get("input")
        items: list[Any] = [{"role": "user", "content": raw}] if isinstance(raw, str) else raw or []
        names: dict[str, str] = {}
        outputs: list[tuple[str, str]] = []
        users: list[str] = []
        for item in items:
            if not isinstance(item, dict):
                continue
            if item.get("type") == "function_call":
                names[str(item.get("call_id"))] = str(item.get("name"))
            elif item.get("type") == "function_call_output":
                output = item.get("output")
                text = output if isinstance(output, str) else _content_text(output)
                outputs.append((names.get(str(item.get("call_id")), "?"), text))
            elif item.get("role") == "user":
                users.append(_content_text(item.get("content")))
        instructions = body.get("instructions")
        return ParsedRequest(
            "responses", path, body, str(body.get("model")), bool(body.get("stream")),
            _agent_for(tools), tools, instructions if isinstance(instructions, str) else "",
            users[-1] if users else "", outputs,
        )  # fmt: skip
    tools = tuple(
        str((t.get("function") or {}).get("name"))
        for t in body.get("tools") or []
        if isinstance(t, dict)
    )
    names = {}
    outputs = []
    users = []
    system = ""
    for msg in body.get("messages") or []:
        role = msg.get("role")
        if role in ("system", "developer") and not system:
            system = _content_text(msg.get("content"))
        elif role == "user":
            users.append(_content_text(msg.get("content")))
        elif role == "assistant":
            for call in msg.get("tool_calls") or []:
                names[str(call.get("id"))] = str((call.get("function") or {}).get("name"))
        elif role == "tool":
            outputs.append(
                (names.get(str(msg.get("tool_call_id")), "?"), _content_text(msg.get("content")))
            )
    return ParsedRequest(
        "chat", path, body, str(body.get("model")), bool(body.get("stream")), _agent_for(tools),
        tools, system, users[-1] if users else "", outputs,
    )  # fmt: skip


# --------------------------------------------------------------------------- wire encoding


def _ids() -> tuple[str, str]:
    hex_ = uuid.uuid4().hex
    return f"call_{hex_[:24]}", hex_[:24]


def _usage_responses() -> dict[str, Any]:
    return {
        "input_tokens": 50,
        "input_tokens_details": {"cached_tokens": 0, "cache_write_tokens": 0},
        "output_tokens": 20,
        "output_tokens_details": {"reasoning_tokens": 0},
        "total_tokens": 70,
    }


def _response_items(turn: Turn) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for part in turn:
        call_id, hex_ = _ids()
        if isinstance(part, Text):
            items.append(
                {
                    "type": "message",
                    "id": f"msg_{hex_}",
                    "role": "assistant",
                    "status": "completed",
                    "content": [
                        {
                            "type": "output_text",
                            "text": part.text,
                            "annotations": [],
                            "logprobs": [],
                        }
                    ],
                }
            )
        else:
            items.append(
                {
                    "type": "function_call",
                    "id": f"fc_{hex_}",
                    "call_id": call_id,
                    "name": part.name,
                    "arguments": part.arguments,
                    "status": "completed",
                }
            )
    return items


def _response(req: ParsedRequest, output: list[dict[str, Any]], status: str) -> dict[str, Any]:
    return {
        "id": f"resp_{uuid.uuid4().hex[:24]}",
        "object": "response",
        "created_at": int(time.time()),
        "model": req.model,
        "status": status,
        "output": output,
        "parallel_tool_calls": True,
        "tool_choice": req.body.get("tool_choice") or "auto",
        "tools": [t for t in req.body.get("tools") or [] if isinstance(t, dict)],
        "usage": _usage_responses() if status == "completed" else None,
        "error": None,
        "incomplete_details": None,
    }


def text_chunks(text: str) -> list[str]:
    """Deltas of a few words each, split after whitespace, as a real model streams."""
    pieces = re.findall(r"\S+\s*|\s+", text)
    return ["".join(pieces[i : i + 2]) for i in range(0, len(pieces), 2)]


def _first_sentence_cut(text: str) -> int:
    """How many chunks carry the first sentence and the start of the next (for drop_after_text)."""
    chunks = text_chunks(text)
    seen = ""
    for index, chunk in enumerate(chunks):
        seen += chunk
        if re.search(r"[.!?]\s", seen):
            return min(index + 2, len(chunks) - 1)
    return max(1, len(chunks) // 2)


def responses_events(
    req: ParsedRequest, turn: Turn, cut: Literal["before_text", "after_text"] | None
) -> Iterator[dict[str, Any]]:
    """The Responses SSE event sequence for ``turn``; stops early where ``cut`` says."""
    seq = iter(range(1_000_000))
    output = _response_items(turn)
    yield {
        "type": "response.created",
        "sequence_number": next(seq),
        "response": _response(req, [], "in_progress"),
    }
    for index, item in enumerate(output):
        if item["type"] == "message":
            text = item["content"][0]["text"]
            yield {
                "type": "response.output_item.added",
                "sequence_number": next(seq),
                "output_index": index,
                "item": {**item, "status": "in_progress", "content": []},
            }
            blank = {"type": "output_text", "text": "", "annotations": [], "logprobs": []}
            yield {
                "type": "response.content_part.added",
                "sequence_number": next(seq),
                "item_id": item["id"],
                "output_index": index,
                "content_index": 0,
                "part": blank,
            }
            if cut == "before_text":
                return
            chunks = text_chunks(text)
            stop = _first_sentence_cut(text) if cut == "after_text" else len(chunks)
            for delta in chunks[:stop]:
                yield {
                    "type": "response.output_text.delta",
                    "sequence_number": next(seq),
                    "item_id": item["id"],
                    "output_index": index,
                    "content_index": 0,
                    "delta": delta,
                    "logprobs": [],
                }
            if cut == "after_text":
                return
            yield {
                "type": "response.output_text.done",
                "sequence_number": next(seq),
                "item_id": item["id"],
                "output_index": index,
                "content_index": 0,
                "text": text,
                "logprobs": [],
            }
            yield {
                "type": "response.content_part.done",
                "sequence_number": next(seq),
                "item_id": item["id"],
                "output_index": index,
                "content_index": 0,
                "part": item["content"][0],
            }
        else:
            yield {
                "type": "response.output_item.added",
                "sequence_number": next(seq),
                "output_index": index,
                "item": {**item, "arguments": "", "status": "in_progress"},
            }
            if cut == "before_text":
                return
            args = item["arguments"]
            for start in range(0, max(len(args), 1), 16):
                yield {
                    "type": "response.function_call_arguments.delta",
                    "sequence_number": next(seq),
                    "item_id": item["id"],
                    "output_index": index,
                    "delta": args[start : start + 16],
                }
            yield {
                "type": "response.function_call_arguments.done",
                "sequence_number": next(seq),
                "item_id": item["id"],
                "output_index": index,
                "arguments": args,
            }
        yield {
            "type": "response.output_item.done",
            "sequence_number": next(seq),
            "output_index": index,
            "item": item,
        }
    yield {
        "type": "response.completed",
        "sequence_number": next(seq),
        "response": _response(req, output, "completed"),
    }


def _chat_usage() -> dict[str, Any]:
    return {"prompt_tokens": 50, "completion_tokens": 20, "total_tokens": 70}


def chat_completion(req: ParsedRequest, turn: Turn) -> dict[str, Any]:
    texts = [p.text for p in turn if isinstance(p, Text)]
    calls = [
        {
            "id": _ids()[0],
            "type": "function",
            "function": {"name": p.name, "arguments": p.arguments},
        }
        for p in turn
        if isinstance(p, Call)
    ]
    message: dict[str, Any] = {"role": "assistant", "content": "".join(texts) if texts else None}
    if calls:
        message["tool_calls"] = calls
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex[:24]}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": req.model,
        "choices": [
            {
                "index": 0,
                "message": message,
                "finish_reason": "tool_calls" if calls else "stop",
                "logprobs": None,
            }
        ],
        "usage": _chat_usage(),
    }


def chat_chunks(
    req: ParsedRequest, turn: Turn, cut: Literal["before_text", "after_text"] | None
) -> Iterator[dict[str, Any]]:
    """Chat Completions SSE chunks for ``turn``; stops early where ``cut`` says."""
    chunk_id, created = f"chatcmpl-{uuid.uuid4().hex[:24]}", int(time.time())

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {
            "id": chunk_id,
            "object": "chat.completion.chunk",
            "created": created,
            "model": req.model,
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": None}],
        }

    yield chunk({"role": "assistant", "content": ""})
    calls = [p for p in turn if isinstance(p, Call)]
    for part in turn:
        if isinstance(part, Text):
            if cut == "before_text":
                return
            chunks = text_chunks(part.text)
            stop = _first_sentence_cut(part.text) if cut == "after_text" else len(chunks)
            for delta in chunks[:stop]:
                yield chunk({"content": delta})
            if cut == "after_text":
                return
    for index, call in enumerate(calls):
        call_id = _ids()[0]
        yield chunk(
            {
                "tool_calls": [
                    {
                        "index": index,
                        "id": call_id,
                        "type": "function",
                        "function": {"name": call.name, "arguments": ""},
                    }
                ]
            }
        )
        if cut == "before_text":
            return
        for start in range(0, max(len(call.arguments), 1), 16):
            yield chunk(
                {
                    "tool_calls": [
                        {
                            "index": index,
                            "function": {"arguments": call.arguments[start : start + 16]},
                        }
                    ]
                }
            )
    yield chunk({}, "tool_calls" if calls else "stop")
    options = req.body.get("stream_options")
    if isinstance(options, dict) and options.get("include_usage"):
        final = chunk({})
        final["choices"] = []
        final["usage"] = _chat_usage()
        yield final


# --------------------------------------------------------------------------- the server


class _Dropped(Exception):
    """The handler cut the connection on purpose."""


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        return

    def setup(self) -> None:
        super().setup()
        # small SSE writes must not wait for delayed ACKs (Nagle): stream as a real server does
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def do_POST(self) -> None:
        fake = self.server.fake
        try:
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"{}")
            fake._handle(self, body)
        except (_Dropped, OSError):
            self.close_connection = True
        except Exception as exc:  # a bug in the fake: record it, answer 500, never raise
            fake.protocol_errors.append(f"handler: {type(exc).__name__}: {exc}")
            try:
                self._send_json(500, {"error": {"message": "fake server bug", "type": "server"}})
            except OSError:
                self.close_connection = True

    # -- writing
    def _send_json(self, status: int, obj: Any, headers: dict[str, str] | None = None) -> None:
        raw = json.dumps(obj, ensure_ascii=False).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(raw)

    def _start_sse(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()

    def _chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")

    def _end_sse(self) -> None:
        self.wfile.write(b"0\r\n\r\n")

    def _drop(self) -> None:
        """Cut the connection mid-body: the client sees an incomplete chunked read."""
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        raise _Dropped


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 1024  # listen backlog: hundreds of concurrent connects must not be reset
    fake: FakeOpenAI

    def handle_error(self, request: Any, client_address: Any) -> None:  # quiet
        return


@dataclass
class FakeOpenAI:
    """The fake server. Use as a context manager, or ``start()`` / ``stop()``."""

    script: Script = recycling_script
    faults: list[Fault] = field(default_factory=list)
    validate: bool = True
    requests: list[RequestRecord] = field(default_factory=list)
    protocol_errors: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle
    def start(self) -> FakeOpenAI:
        server = _Server(("127.0.0.1", 0), _Handler)
        server.fake = self
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def base_url(self) -> str:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    # -- configuration and inspection
    def add_fault(self, fault: Fault) -> Fault:
        with self._lock:
            self.faults.append(fault)
        return fault

    def calls(
        self, agent: str | None = None, api: Api | None = None, stream: bool | None = None
    ) -> list[RequestRecord]:
        with self._lock:
            return [
                r
                for r in self.requests
                if (agent is None or r.agent == agent)
                and (api is None or r.api == api)
                and (stream is None or r.stream == stream)
            ]

    # -- handling
    def _take_faults(self, req: ParsedRequest) -> list[Fault]:
        """The faults for this request, counted as used (at most one per kind)."""
        with self._lock:
            taken: list[Fault] = []
            for fault in self.faults:
                if fault.applies(req) and all(t.kind != fault.kind for t in taken):
                    taken.append(fault)
            if "drop_after_text" in {f.kind for f in taken} and not any(
                isinstance(p, Text) for p in self.script(req, set())
            ):  # only a text turn can be cut after its text
                taken = [f for f in taken if f.kind != "drop_after_text"]
            for fault in taken:
                fault.used += 1
            return taken

    def _record(self, req: ParsedRequest, fault: FaultKind | None, status: int) -> None:
        body = req.body
        record = RequestRecord(
            path=req.path,
            api=req.api,
            model=req.model,
            stream=req.stream,
            agent=req.agent,
            tools=req.tools,
            sent_tools="tools" in body,
            sent_tool_choice="tool_choice" in body,
            sent_functions="functions" in body or "function_call" in body,
            tool_outputs=len(req.outputs),
            user_text=req.user_text,
            fault=fault,
            status=status,
        )
        with self._lock:
            self.requests.append(record)

    def _check(self, kind: str, obj: dict[str, Any]) -> None:
        if not self.validate:
            return
        try:
            if kind == "event":
                _EVENT.validate_python(obj)
            elif kind == "response":
                Response.model_validate(obj)
            elif kind == "chunk":
                ChatCompletionChunk.model_validate(obj)
            elif kind == "completion":
                ChatCompletion.model_validate(obj)
        except ValidationError as exc:
            self.protocol_errors.append(f"{kind} {obj.get('type', '')}: {exc}")

    def _handle(self, handler: _Handler, body: dict[str, Any]) -> None:
        path = handler.path.split("?")[0]
        if not (path.endswith("/responses") or path.endswith("/chat/completions")):
            handler._send_json(404, {"error": {"message": f"no route {path}", "type": "invalid"}})
            return
        req = parse_request(path, body)
        faults = {f.kind: f for f in self._take_faults(req)}
        primary = next((k for k in _PRIORITY if k in faults), None)
        status = 429 if primary == "http_429" else 500 if primary == "http_500" else 200
        self._record(req, primary, status)  # on arrival, so slow requests show up at once
        if "slow" in faults:
            self._stop.wait(faults["slow"].delay)
        if primary == "http_429":
            error = {"message": "Rate limit reached", "type": "requests", "code": "rate_limit"}
            retry_after = {"Retry-After": f"{faults['http_429'].retry_after:g}"}
            handler._send_json(429, {"error": error}, retry_after)
            return
        if primary == "http_500":
            error = {"message": "The server had an error", "type": "server_error"}
            handler._send_json(500, {"error": error})
            return
        turn = self.script(req, set(faults))
        cut: Literal["before_text", "after_text"] | None = None
        if "drop_before_text" in faults:
            cut = "before_text"
        elif "drop_after_text" in faults:
            cut = "after_text"
        if not req.stream:
            if req.api == "responses":
                obj = _response(req, _response_items(turn), "completed")
                self._check("response", obj)
            else:
                obj = chat_completion(req, turn)
                self._check("completion", obj)
            if cut is not None:  # a non-streamed body cut short
                raw = json.dumps(obj, ensure_ascii=False).encode()
                handler.send_response(200)
                handler.send_header("Content-Type", "application/json")
                handler.send_header("Content-Length", str(len(raw)))
                handler.end_headers()
                handler.wfile.write(raw[: len(raw) // 2])
                handler._drop()
            handler._send_json(200, obj)
            return
        handler._start_sse()
        if req.api == "responses":
            for event in responses_events(req, turn, cut):
                self._check("event", event)
                data = json.dumps(event, ensure_ascii=False)
                handler._chunk(f"event: {event['type']}\ndata: {data}\n\n".encode())
        else:
            for chunk in chat_chunks(req, turn, cut):
                self._check("chunk", chunk)
                handler._chunk(f"data: {json.dumps(chunk, ensure_ascii=False)}\n\n".encode())
            if cut is None:
                handler._chunk(b"data: [DONE]\n\n")
        if cut is not None:
            handler._drop()
        handler._end_sse()
