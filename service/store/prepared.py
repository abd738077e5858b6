"""Statements compiled once and run on the driver's own cursor.

For the few small statements every act runs, SQLAlchemy's per-execution work
(execution context, result metadata) costs several times what SQLite takes to run
them; the statement, its SQL and its type conversions stay SQLAlchemy's."""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any

import sqlalchemy as sa
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.expression import ClauseElement

Params = dict[str, Any]  # a statement's parameters by name
Row = tuple[Any, ...]


class Prepared:
    """A Core statement compiled once per dialect and run on the driver's cursor.

    For the few small statements every act runs, SQLAlchemy's per-execution work
    (execution context, result metadata) costs several times what SQLite takes
    to run them; the statement, its SQL and its type conversions stay
    SQLAlchemy's."""

    def __init__(self, statement: ClauseElement, column_keys: list[str] | None = None) -> None:
        self.statement, self.column_keys = statement, column_keys
        self._by_dialect: dict[str, _Compiled] = {}

    def compiled(self, dialect: sa.Dialect) -> _Compiled:
        if (compiled := self._by_dialect.get(dialect.name)) is None:
            compiled = self._by_dialect[dialect.name] = _Compiled(self.statement, self.column_keys, dialect)
        return compiled

    def _run(self, connection: sa.Connection, params: Params | list[Params]) -> tuple[Any, _Compiled]:
        """The cursor it ran on, and what it ran."""
        compiled = self.compiled(connection.dialect)
        driver = connection.connection.dbapi_connection
        assert driver is not None, "a connection in use has its driver's"
        cursor = driver.cursor()
        try:
            if isinstance(params, list):
                cursor.executemany(compiled.sql, compiled.bind_rows(params))
            else:
                cursor.execute(compiled.sql, compiled.bind(params))
        except connection.dialect.loaded_dbapi.Error as exc:
            # As SQLAlchemy's own execute does: wrap the driver's error, and on a lost
            # connection invalidate it and every pooled connection older than it (a
            # restarted server leaves them all dead), so the next checkout connects anew.
            connection._handle_dbapi_exception(exc, compiled.sql, params, cursor, None)
        return cursor, compiled

    def execute(self, connection: sa.Connection, params: Params) -> int:
        """Runs it once; the count of rows it changed."""
        count: int = self._run(connection, params)[0].rowcount
        return count

    def executemany(self, connection: sa.Connection, rows: list[Params]) -> int:
        """Runs it for each of `rows`; the count of rows changed (where the driver counts
        them over an executemany, see `supports_sane_multi_rowcount`)."""
        count: int = self._run(connection, rows)[0].rowcount
        return count

    def first(self, connection: sa.Connection, params: Params) -> Row | None:
        cursor, compiled = self._run(connection, params)
        row = cursor.fetchone()
        return None if row is None else compiled.result_row(row)


class _Compiled:
    """One dialect's SQL of a statement, and its parameters' and results' conversions."""

    def __init__(self, statement: ClauseElement, column_keys: list[str] | None, dialect: sa.Dialect) -> None:
        compiled = statement.compile(dialect=dialect, column_keys=column_keys)
        assert isinstance(compiled, SQLCompiler)  # (a statement's, which has positional binds)
        self.sql = compiled.string
        names = compiled.positiontup or []  # (both drivers take positional parameters)
        # (itemgetter of a single name gives the bare value, not a 1-tuple)
        self._values: Callable[[Params], Sequence[Any]] = (
            operator.itemgetter(*names) if len(names) > 1 else lambda row: tuple(row[n] for n in names)
        )
        processors = [compiled.binds[name].type.dialect_impl(dialect).bind_processor(dialect) for name in names]
        self._processors = [(index, process) for index, process in enumerate(processors) if process is not None]
        columns = getattr(statement, "selected_columns", [])
        self._results = [column.type.dialect_impl(dialect).result_processor(dialect, None) for column in columns]

    def bind(self, params: Params) -> Sequence[Any]:
        """The driver's parameters, in the SQL's order."""
        return self.bind_rows([params])[0]

    def bind_rows(self, rows: list[Params]) -> list[Sequence[Any]]:
        """The driver's parameters of each row, in the SQL's order."""
        values = [self._values(row) for row in rows]
        if not self._processors:
            return values
        # Consecutive rows often share a value (an append's events, one timestamp):
        # it is converted once.
        last: dict[int, tuple[Any, Any]] = {}
        bound: list[Sequence[Any]] = []
        for given in values:
            row = list(given)
            for index, process in self._processors:
                before = last.get(index)
                if before is None or before[0] is not row[index]:
                    before = last[index] = (row[index], process(row[index]))
                row[index] = before[1]
            bound.append(row)
        return bound

    def result_row(self, row: Sequence[Any]) -> Row:
        """A row the driver returned, with SQLAlchemy's conversions of its columns."""
        return tuple(
            value if process is None else process(value) for value, process in zip(row, self._results, strict=True)
        )
