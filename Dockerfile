# One image for both roles of compose.yaml: `eco-triage serve` and `eco-triage worker`.
FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md ./
COPY agents_pkg ./agents_pkg
COPY specialists ./specialists
COPY guardrails ./guardrails
RUN pip install --no-cache-dir . && useradd --create-home eco
USER eco
ENV ECO_TRIAGE_BACKEND=offline ECO_TRIAGE_DATA_DIR=/home/eco/data
EXPOSE 8080
CMD ["eco-triage", "serve", "--host", "0.0.0.0", "--port", "8080"]
