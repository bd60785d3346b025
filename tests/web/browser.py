"""Debian's Chromium driven by Playwright (no browser download), for the browser tests of the game page.

Python's ``playwright`` package rather than npm's playwright-core: the end-to-end test runs the real bot on
the offline Discord in the test's own event loop, and moves it from there while the page watches."""

from __future__ import annotations

import os
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import pytest
from playwright.async_api import Browser, FloatRect, Page, ViewportSize, async_playwright

CHROMIUM = Path(os.environ.get("TOMBTABLE_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
BUNDLE = Path(__file__).resolve().parents[2] / "web" / "static" / "app.js"
ACTIVITY_BUNDLE = BUNDLE.with_name("activity.json")  # the Activity's manifest: its hashed script and style
PHONE: ViewportSize = {"width": 400, "height": 860}
DESKTOP: ViewportSize = {"width": 1280, "height": 900}


def require_browser() -> None:
    """Fails (never skips) with one line saying what is missing: the browser tests are part of the suite."""
    if not CHROMIUM.is_file():
        pytest.fail(f"browser tests need Chromium at {CHROMIUM}: apt-get install -y chromium (as .ci/run does)",
                    pytrace=False)
    for bundle in (BUNDLE, ACTIVITY_BUNDLE):
        if not bundle.is_file():
            pytest.fail(f"browser tests need the client bundle {bundle}: run ./tombtable (it builds web/client)",
                        pytrace=False)


@asynccontextmanager
async def chromium() -> AsyncIterator[Browser]:
    require_browser()
    async with async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            await browser.close()


@dataclass
class Tab:
    """A page in its own context (no shared cache), with what its script threw or logged as an error."""

    page: Page
    errors: list[str] = field(default_factory=list)

    def script_errors(self) -> list[str]:
        """The errors but a refused or dropped websocket, which the client is built to survive."""
        return [error for error in self.errors if not re.search(r"WebSocket|/live|404", error)]


async def new_tab(browser: Browser, viewport: ViewportSize, *, locale: str = "en-GB",
                  reduced_motion: bool = False, color_scheme: Literal["light", "dark"] = "light") -> Tab:
    context = await browser.new_context(viewport=viewport, locale=locale, color_scheme=color_scheme,
                                        reduced_motion="reduce" if reduced_motion else "no-preference")
    tab = Tab(await context.new_page())
    tab.page.on("pageerror", lambda error: tab.errors.append(str(error)))
    tab.page.on("console", lambda message: tab.errors.append(message.text) if message.type == "error" else None)
    return tab


async def screenshot(page: Page, name: str) -> Path:
    """A full-page screenshot kept under test-artifacts/ (git-ignored) for a person to look at."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    await page.screenshot(path=str(path), full_page=True)
    return path


def overlap(a: FloatRect, b: FloatRect, sliver: float = 0.5) -> bool:
    """Whether two boxes share more than a rounding ``sliver`` both ways (one covers part of the other)."""
    return (min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"]) > sliver
            and min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"]) > sliver)
