"""The Store façade offers every table group's queries: a method added to a group but not to the façade
would be missing for every caller that goes through ``store.name``."""

from __future__ import annotations

import functools
import inspect
from typing import cast

from core.db.base import Database
from core.storage import Store
from core.store.rows import Tables


def test_every_group_method_is_on_the_facade_and_calls_that_group() -> None:
    store = Store(cast(Database, object()))  # nothing is queried: only who answers each name
    groups = {name: hint for name, hint in inspect.get_annotations(Store, eval_str=True).items()
              if isinstance(hint, type) and issubclass(hint, Tables)}
    assert groups
    offered: dict[str, str] = {}
    for attribute, group in groups.items():
        for name, method in vars(group).items():
            if name.startswith("_") or not inspect.iscoroutinefunction(method):
                continue
            assert name not in offered, f"{name} is offered by {offered[name]} and {attribute}"
            offered[name] = attribute
            assert hasattr(Store, name), f"Store has no {name} (store.{attribute}.{name})"
            bound = getattr(store, name)
            assert isinstance(bound, functools.partial), f"Store.{name} is not a group's method"
            assert (bound.func, bound.args) == (method, (getattr(store, attribute),)), \
                f"Store.{name} is not store.{attribute}.{name}"
