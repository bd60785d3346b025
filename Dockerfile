# Tomb Table bot: non-root, database on a volume, health from the bot's heartbeat file.
# `tombtable demo` in the image writes to /data/demo-out (writable), or to --out.
# The game page's and the Activity's browser client, bundled apart (Node is needed only to build it); the
# Catacombs board reads the game's physics and drag numbers from data/catacombs at build time.
FROM node:20-slim AS client
WORKDIR /src/web/client
COPY web/client/package.json web/client/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY data/catacombs/ /src/data/catacombs/
COPY web/client/ ./
RUN npm run build

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
COPY --from=client /src/web/static/ ./web/static/
RUN pip install --no-cache-dir .

USER tombtable
VOLUME ["/data"]
HEALTHCHECK --interval=60s --timeout=10s --start-period=120s --retries=3 \
  CMD ["tombtable", "health"]
CMD ["tombtable", "run"]
