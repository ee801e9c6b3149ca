"""PII in answers: masked unless a tool output carried it; streamed chunks masked whole."""

from __future__ import annotations

import json

import pytest

from guardrails.pii.output import OutputMasker, allowed_values

RRN = "900101-1234568"
TOOL_OUTPUT = json.dumps(
    {"name": "마포구청 자원순환과", "phone": "02-3153-8114", "email": "clean@mapo.go.kr"},
    ensure_ascii=False,
)


def test_tool_values_stay_and_everything_else_is_masked() -> None:
    masker = OutputMasker(allowed_values([TOOL_OUTPUT]))
    answer = (
        "문의는 02-3153-8114 또는 clean@mapo.go.kr 로 하세요. "
        f"주민번호 {RRN}, 카드 4111 1111 1111 1111, 연락처 010-2345-6789 는 필요 없어요."
    )
    out = masker.mask(answer)
    assert "02-3153-8114" in out and "clean@mapo.go.kr" in out
    assert RRN not in out and "4111" not in out and "010-2345-6789" not in out
    assert "[KR_RRN]" in out and "[CARD]" in out and "[PHONE]" in out
    assert sorted(masker.masked) == ["CREDIT_CARD", "KR_RRN", "PHONE"]


def test_the_same_phone_written_differently_is_still_the_tools() -> None:
    masker = OutputMasker(allowed_values([TOOL_OUTPUT]))
    assert masker.mask("전화 (02) 3153 8114") == "전화 (02) 3153 8114"
    assert masker.mask("전화 +82 2-3153-8114") == "전화 +82 2-3153-8114"


@pytest.mark.parametrize(
    "chunks",
    [
        ["신청하신 분의 번호는 900101-\n", "1234568 입니다. ", "감사합니다."],
        ["주민번호 ٩٠٠١٠١-١٢٣٤٥٦٨ 확인했어요.\n", "다른 문의 있으신가요?"],
        ["계좌는 ", "110-123-456789 입니다.\n"],
        ["앞자리는 900101입니다. ", "뒷자리는 1234568입니다."],
    ],
)
def test_streamed_chunks_never_release_a_raw_value(chunks: list[str]) -> None:
    masker = OutputMasker()
    released = "".join(p for c in chunks for p in masker.feed(c)) + masker.flush()
    digits = "".join(ch for ch in released if ch.isdigit())
    assert digits == "", released
    assert "[" in released
    assert released.replace("[KR_RRN]", "").replace("[BANK_ACCOUNT]", "")  # text survives


def test_text_without_numbers_is_released_at_once() -> None:
    masker = OutputMasker()
    assert masker.feed("샘플 데이터 기준으로 안내합니다. ") == ["샘플 데이터 기준으로 안내합니다. "]
    assert masker.feed("수수료는 ") == ["수수료는 "]
    assert masker.feed("15,000원입니다. ") == []  # held: digits may continue in the next chunk
    assert masker.feed("감사합니다.") == ["15,000원입니다. ", "감사합니다."]
    assert masker.flush() == ""


def test_discard_drops_held_text() -> None:
    masker = OutputMasker()
    assert masker.feed("번호는 010-2345-") == []
    masker.discard()
    assert masker.flush() == ""
