"""The e2e fixtures (offline Discord, the real bot, four players) for the audit tests."""

from tests.e2e.conftest import db_path, fake, table  # noqa: F401
