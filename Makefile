# Every target creates and uses its own virtualenv, so `make run` and `make test`
# work on a fresh machine with nothing but python3 (>= 3.11).
PYTHON ?= python3
VENV   ?= .venv
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.installed
QUERY  ?= 강남구에서 소파 버리려면 얼마야?

.PHONY: install run test lint typecheck bench clean redis wheel-check

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

run: $(STAMP)
	$(BIN)/eco-triage ask "$(QUERY)"

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

# The session tests need a real redis-server (they fail in CI without one, skip locally).
redis:
	command -v redis-server || (apt-get update -qq && apt-get install -y -qq redis-server)

test: redis lint typecheck
	$(BIN)/pytest -q

# Benchmarks also measure presidio-analyzer side by side (bench-only extra).
$(VENV)/.bench: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[dev,bench]'
	touch $(VENV)/.bench

bench: $(VENV)/.bench redis
	$(BIN)/python -m bench

# Build the wheel, install it into a fresh virtualenv outside the repo and ask from /tmp (issue 12).
wheel-check:
	rm -rf /tmp/eco-wheel /tmp/eco-wheel-venv
	$(PYTHON) -m pip wheel --quiet --no-deps . -w /tmp/eco-wheel
	$(PYTHON) -m venv /tmp/eco-wheel-venv
	/tmp/eco-wheel-venv/bin/pip install --quiet /tmp/eco-wheel/*.whl
	cd /tmp && /tmp/eco-wheel-venv/bin/eco-triage ask "강남구 장롱 버리는 비용" | grep -F "장롱 (규격 미기재): 15,000원"
	ls -l /tmp/eco-wheel/*.whl

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
