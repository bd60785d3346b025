"""Databases the Store runs on: :mod:`~core.db.base` (what every engine offers, the migration files),
:mod:`~core.db.sqlite`, :mod:`~core.db.postgres`, and :mod:`~core.db.engine` (``connect``, which picks one)."""
