"""The store's queries, one module per group of tables, each a small class on the shared database handle
(:mod:`core.store.rows`), with the records they read and write in :mod:`core.store.records`.

Callers go through the :class:`core.storage.Store` façade, which holds one object per group; this package
imports none of its modules itself, so loading one group loads only what it needs.
"""
