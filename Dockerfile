# Tomb Table bot: non-root, database on a volume, health from the bot's heartbeat file.
# `tombtable demo` in the image writes to /data/demo-out (writable), or to --out.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    TOMBTABLE_DB=/data/tombtable.sqlite3 \
    TOMBTABLE_HEARTBEAT=/data/heartbeat \
    TOMBTABLE_DEMO_OUT=/data/demo-out

RUN useradd --create-home --uid 10001 tombtable && mkdir /data && chown tombtable /data
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY core ./core
COPY rules ./rules
COPY render ./render
COPY data ./data
COPY web ./web
RUN pip install --no-cache-dir .

USER tombtable
VOLUME ["/data"]
HEALTHCHECK --interval=60s --timeout=10s --start-period=120s --retries=3 \
  CMD ["tombtable", "health"]
CMD ["tombtable", "run"]
