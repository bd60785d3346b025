"""A page that fails: the browser gets the localised error page with the site's security headers and
nothing of what went wrong; the operator gets one log line."""

from __future__ import annotations

import logging

import pytest

from core.service import GameService
from core.storage import Store
from tests.web.support import serving, started
from core.storage import GameRecord
from web.steps import Steps

SECRET = "hand=Q♠ seed=4242"


async def test_a_failing_page_is_a_plain_localised_500_with_its_headers_and_one_log_line(
    backend_store: Store, caplog: pytest.LogCaptureFixture,
) -> None:
    service = GameService(backend_store)
    outcome = await started(service, "aod", 2, 99)

    async def broken(record: GameRecord) -> Steps:
        raise RuntimeError(SECRET)

    async with serving(backend_store, service) as (pages, client):
        pages.steps.of = broken  # type: ignore[method-assign]
        caplog.clear()
        with caplog.at_level(logging.INFO):
            answer = await client.get(f"/g/{outcome.record.share_id}", headers={"Accept-Language": "fr"})
            text = await answer.text()
        assert answer.status == 500
        assert '<html lang="fr">' in text and "Un problème est survenu" in text
        assert SECRET not in text and "Traceback" not in text and "RuntimeError" not in text
        assert answer.headers["Content-Security-Policy"].startswith("default-src 'self'")
        assert answer.headers["Referrer-Policy"] == "no-referrer" and answer.headers["Cache-Control"] == "no-store"
        [record] = [entry for entry in caplog.records if entry.levelno >= logging.WARNING]
        assert record.levelno == logging.ERROR and record.name == "web.server"
        assert record.getMessage() == "web: unexpected error answering GET /g/{share}", "no share id in the log"

        async def unreachable(record: GameRecord) -> Steps:
            raise ConnectionRefusedError("database down")

        pages.steps.of = unreachable  # type: ignore[method-assign]
        caplog.clear()
        with caplog.at_level(logging.INFO):
            answer = await client.get(f"/g/{outcome.record.share_id}/state.json?lang=en")
            assert answer.status == 500 and "Something went wrong" in await answer.text()
        [record] = [entry for entry in caplog.records if entry.levelno >= logging.WARNING]
        assert record.levelno == logging.WARNING and record.exc_info is None, "an outage is one line, no traceback"
