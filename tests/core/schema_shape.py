"""What a migrated database holds, read back from the engine's own catalog, and what :mod:`core.schema`
declares it must hold, both in one comparable form (one :class:`Shape` per table)."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from itertools import groupby

from core import schema
from core.db.base import Conn, Database

Check = tuple[str, str, frozenset[str]]  # (column, "in" | ">=", the values or the bound)
_IN = re.compile(r"\(?(\w+)\)? (?:IN \(|= ANY \(\(?ARRAY\[)([^\]\)]*)[\]\)]", re.IGNORECASE)
_AT_LEAST = re.compile(r"\(?(\w+)\)? >= (-?\d+)")
_CAST = re.compile(r"::[a-z ]+")
_CHECK = re.compile(r"CHECK\s*\(", re.IGNORECASE)


@dataclass(frozen=True)
class Column:
    type: str
    nullable: bool
    default: str | None


@dataclass(frozen=True)
class Shape:
    columns: dict[str, Column]
    checks: frozenset[Check]
    primary_key: tuple[str, ...]
    unique: frozenset[tuple[str, ...]]
    foreign_keys: frozenset[tuple[tuple[str, ...], str, tuple[str, ...]]]
    indexes: frozenset[tuple[str, tuple[str, ...], bool, bool]]  # name, columns, unique, partial
    append_only: bool


def declared(dialect: str) -> dict[str, Shape]:
    """:data:`core.schema.TABLES` as ``dialect`` must hold it."""
    shapes = {}
    for table in schema.TABLES:
        checks: set[Check] = set()
        for column in table.columns:
            allowed = column.allowed()
            if allowed is not None:
                checks.add((column.name, "in", frozenset(allowed)))
            if column.at_least is not None:
                checks.add((column.name, ">=", frozenset({str(column.at_least)})))
        shapes[table.name] = Shape(
            columns={c.name: Column(schema.sql_type(c.type, dialect), c.nullable, c.default) for c in table.columns},
            checks=frozenset(checks),
            primary_key=table.primary_key,
            unique=frozenset(table.unique),
            foreign_keys=frozenset((fk.columns, fk.table, fk.refers) for fk in table.foreign_keys),
            indexes=frozenset((i.name, i.columns, i.unique, i.where is not None) for i in table.indexes),
            append_only=table.append_only,
        )
    return shapes


async def found(database: Database) -> dict[str, Shape]:
    """Every table of the database but ``schema_migrations``, as its engine describes it."""
    async with database.read() as conn:
        if database.dialect == "sqlite":
            return await _sqlite(conn)
        return await _postgres(conn)


def _checks(sql: str) -> frozenset[Check]:
    """The column rules of a table's CHECK clauses; fails on a clause of another form, so none goes unseen."""
    checks: set[Check] = set()
    for start in (match.end() for match in _CHECK.finditer(sql)):
        depth, end = 1, start
        while depth:
            depth += {"(": 1, ")": -1}.get(sql[end], 0)
            end += 1
        clause = _CAST.sub("", sql[start:end - 1]).strip()
        if match := _IN.fullmatch(clause.strip("()")) or _IN.fullmatch(clause):
            checks.add((match.group(1), "in", frozenset(v.strip() for v in match.group(2).split(","))))
        elif match := _AT_LEAST.fullmatch(clause.strip("()")):
            checks.add((match.group(1), ">=", frozenset({match.group(2)})))
        else:
            raise AssertionError(f"a CHECK rule the schema cannot declare: {clause}")
    return frozenset(checks)


async def _sqlite(conn: Conn) -> dict[str, Shape]:
    shapes = {}
    tables = await conn.rows(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        " AND name <> 'schema_migrations'"
    )
    triggers = {row["tbl_name"] for row in await conn.rows("SELECT tbl_name FROM sqlite_master WHERE type = 'trigger'")}
    for table in tables:
        name = table["name"]
        info = await conn.rows(f"PRAGMA table_info({name})")
        key = [row["name"] for row in sorted(info, key=lambda row: row["pk"]) if row["pk"]]
        rowid = len(key) == 1 and any(row["name"] == key[0] and row["type"] == "INTEGER" for row in info)
        columns = {
            row["name"]: Column(row["type"], not row["notnull"] and not (rowid and row["pk"]), row["dflt_value"])
            for row in info
        }
        unique: set[tuple[str, ...]] = set()
        indexes: set[tuple[str, tuple[str, ...], bool, bool]] = set()
        for index in await conn.rows(f"PRAGMA index_list({name})"):
            names = tuple(row["name"] for row in await conn.rows(f"PRAGMA index_info({index['name']})"))
            if index["origin"] == "u":
                unique.add(names)
            elif index["origin"] == "c":
                indexes.add((index["name"], names, bool(index["unique"]), bool(index["partial"])))
        references = await conn.rows(f"PRAGMA foreign_key_list({name})")
        foreign_keys = {
            (tuple(row["from"] for row in rows), rows[0]["table"], tuple(row["to"] for row in rows))
            for rows in (list(group) for _, group in groupby(sorted(references, key=lambda r: (r["id"], r["seq"])),
                                                               key=lambda r: r["id"]))
        }
        shapes[name] = Shape(columns, _checks(table["sql"]), tuple(key), frozenset(unique), frozenset(foreign_keys),
                             frozenset(indexes), name in triggers)
    return shapes


_KEY = re.compile(r"(PRIMARY KEY|UNIQUE) \(([^)]*)\)")
_REFERENCES = re.compile(r"FOREIGN KEY \(([^)]*)\) REFERENCES (\w+)\(([^)]*)\)")
_INDEX_COLUMNS = re.compile(r"USING \w+ \(([^)]*)\)")


def _names(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split(","))


async def _postgres(conn: Conn) -> dict[str, Shape]:
    shapes = {}
    tables = await conn.rows(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
        " AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'"
    )
    for name in (row["table_name"] for row in tables):
        columns = {
            row["column_name"]: Column(
                row["data_type"] + (" identity" if row["is_identity"] == "YES" else "")
                + (' collate "C"' if row["collation_name"] == "C" else ""),
                row["is_nullable"] == "YES",
                _CAST.sub("", row["column_default"]) if row["column_default"] is not None else None,
            )
            for row in await conn.rows(
                "SELECT column_name, data_type, is_nullable, column_default, collation_name, is_identity"
                " FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ?",
                (name,),
            )
        }
        constraints = await conn.rows(
            "SELECT contype::text AS contype, pg_get_constraintdef(k.oid) AS text, k.conindid FROM pg_constraint k"
            " JOIN pg_class c ON c.oid = k.conrelid WHERE c.relname = ? AND c.relnamespace = 'public'::regnamespace",
            (name,),
        )
        keys: dict[str, list[str]] = {row["contype"]: [] for row in constraints}
        for row in constraints:
            keys[row["contype"]].append(row["text"])
        primary = [_names(m.group(2)) for t in keys.get("p", []) if (m := _KEY.match(t))]
        unique = {_names(m.group(2)) for t in keys.get("u", []) if (m := _KEY.match(t))}
        foreign_keys = {(_names(m.group(1)), m.group(2), _names(m.group(3)))
                        for t in keys.get("f", []) if (m := _REFERENCES.match(t))}
        backing = {row["conindid"] for row in constraints if row["contype"] in ("p", "u")}
        indexes: set[tuple[str, tuple[str, ...], bool, bool]] = set()
        for row in await conn.rows(
            "SELECT i.indexrelid, x.relname, i.indisunique, i.indpred IS NOT NULL AS partial,"
            " pg_get_indexdef(i.indexrelid) AS text FROM pg_index i JOIN pg_class x ON x.oid = i.indexrelid"
            " JOIN pg_class c ON c.oid = i.indrelid WHERE c.relname = ? AND c.relnamespace = 'public'::regnamespace",
            (name,),
        ):
            if row["indexrelid"] not in backing and (m := _INDEX_COLUMNS.search(row["text"])):
                indexes.add((row["relname"], _names(m.group(1)), row["indisunique"], row["partial"]))
        triggers = await conn.rows(
            "SELECT 1 FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid"
            " WHERE c.relname = ? AND NOT t.tgisinternal",
            (name,),
        )
        shapes[name] = Shape(columns, _checks(" ".join(keys.get("c", []))), primary[0] if primary else (),
                             frozenset(unique), frozenset(foreign_keys), frozenset(indexes), bool(triggers))
    return shapes


def differences(seen: dict[str, Shape], expected: dict[str, Shape]) -> list[str]:
    """One line per column, key, rule or index the database has other than declared (empty: the same)."""
    lines = []
    for table in sorted(seen.keys() | expected.keys()):
        have, want = seen.get(table), expected.get(table)
        if have is None or want is None:
            lines.append(f"{table}: {'missing' if have is None else 'not declared'}")
            continue
        for part in fields(Shape):
            got, wanted = getattr(have, part.name), getattr(want, part.name)
            if got == wanted:
                continue
            if isinstance(got, dict):
                lines += [f"{table}.{column}: found {got.get(column)}, declared {wanted.get(column)}"
                          for column in sorted(got.keys() | wanted.keys()) if got.get(column) != wanted.get(column)]
            elif isinstance(got, frozenset):
                lines.append(f"{table} {part.name}: found {sorted(got - wanted)}, declared {sorted(wanted - got)}")
            else:
                lines.append(f"{table} {part.name}: found {got}, declared {wanted}")
    return lines
