"""Reading the CSV file of an import into records, each with its row number (the spreadsheet's:
the header is row 1) and the line of the file it starts on.

A value in double quotes may hold line breaks (RFC 4180): the description columns use them for
paragraphs. So one stray quote (an unterminated `"Great product, ...`) makes the CSV reader take
the rest of the file, or everything up to the next quote, as the value of one cell: the rows
below vanish into it, their text (contact e-mails included) becomes that company's description,
and nothing says so (issue 22). A record is therefore taken as broken, reported with its row and
line, and reading starts again on the line after the one it started on, so no later row is lost,
when:
- the CSV reader refuses it in strict mode (a quoted value that never ends before the end of the
  file, or text after a closing quote: where a runaway value usually stops);
- it spans several lines and a column that holds one line (every column but the descriptions)
  has a line break;
- it spans several lines and one of the lines inside it reads as a company row of its own (a
  name and a valid website in their columns): a runaway value that happened to end cleanly.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from dataclasses import dataclass

from apps.core.formats import url_is_valid, website_host


@dataclass(frozen=True)
class Record:
    number: int  # the spreadsheet's row number: the header is row 1
    line: int  # the line of the file it starts on (from 1)
    cells: list[str]


@dataclass(frozen=True)
class BrokenRecord:
    number: int
    line: int
    problem: str  # why, in the words of a row error


class UnreadableHeader(Exception):
    """The first row is not CSV the reader can read (the file is refused as a whole)."""


class _Lines:
    """The file's lines for the CSV reader, from a position that can be moved back."""

    def __init__(self, lines: list[str]):
        self.lines = lines
        self.position = 0

    def __iter__(self):
        return self

    def __next__(self) -> str:
        if self.position >= len(self.lines):
            raise StopIteration
        line = self.lines[self.position]
        self.position += 1
        return line


class RecordReader:
    def __init__(self, text: str):
        # Lines end with \r\n, \n or \r, as the CSV reader splits them.
        self._lines = _Lines(list(io.StringIO(text, newline="")))
        self._reader = self._new_reader()

    def _new_reader(self):
        return csv.reader(self._lines, strict=True)

    def header(self) -> list[str]:
        """The first record's cells ([] for an empty file)."""
        try:
            return next(self._reader, [])
        except csv.Error as exc:
            raise UnreadableHeader(str(exc)) from None

    def records(self, *, columns: list[str], multiline: set[str]) -> Iterator[Record | BrokenRecord]:
        """The records after the header (blank ones too: the caller skips them), in order.
        `columns` are the header's canonical names; `multiline` those that may hold line breaks."""
        lines = self._lines
        number = 1
        while lines.position < len(lines.lines):
            start = lines.position
            number += 1
            try:
                cells = next(self._reader)
            except StopIteration:
                return
            except csv.Error as exc:
                one_line = lines.position - start <= 1
                yield BrokenRecord(number, start + 1, _problem(lines.lines[start], columns, str(exc), one_line))
                lines.position = start + 1
                self._reader = self._new_reader()
                continue
            if lines.position - start > 1:
                problem, read_below = _runaway(cells, lines.lines[start : lines.position], columns, multiline)
                if problem:
                    yield BrokenRecord(number, start + 1, problem)
                    if read_below:
                        lines.position = start + 1
                        self._reader = self._new_reader()
                    continue
            yield Record(number, start + 1, cells)


def _problem(first_line: str, columns: list[str], reason: str, one_line: bool) -> str:
    """A row error for what the CSV reader refused (its reasons are in English, not in ours)."""
    if reason.startswith("field larger than field limit"):
        return f"a cell is longer than {csv.field_size_limit():,} characters"
    if one_line and "expected after" in reason:  # "Acme "Big" Co": found on the row's own line
        return 'a quoted value has text after its closing quote: a quote (") is missing or one too many'
    return _runs_past(_column_of_last_cell(first_line, columns))


def _runs_past(column: str | None) -> str:
    what = f"the quoted value of {column}" if column else "a quoted value"
    return (
        f'{what} does not end on its line: a quote (") is missing or one too many. '
        "The lines below it are read as rows of their own"
    )


def _column_of_last_cell(line: str, columns: list[str]) -> str | None:
    """The column of the value still open at the end of a record's first line: its last cell."""
    cells = _one_line(line)
    index = len(cells) - 1
    return columns[index] if 0 <= index < len(columns) else None


def _runaway(cells, record_lines: list[str], columns: list[str], multiline: set[str]) -> tuple[str | None, bool]:
    """(why the record that spans `record_lines` is not one row, whether its lines below the
    first are rows of their own) or (None, False) for a sound one."""
    swallowed = _holds_other_rows(cells, record_lines[1:], columns)
    for column, cell in zip(columns, cells, strict=False):
        if column not in multiline and ("\n" in cell or "\r" in cell):
            allowed = ", ".join(name for name in columns if name in multiline) or "none of this file's columns"
            problem = f"{column} holds a line break (only {allowed} may)"
            # A value broken over lines in the wrong column is one bad row; one that took other
            # companies' rows with it gives them back.
            return (f"{problem}; {_runs_past(column)}" if swallowed else problem), swallowed
    if swallowed:
        return _runs_past(_column_of_last_cell(record_lines[0], columns)), True
    return None, False


def _holds_other_rows(cells, inner_lines: list[str], columns: list[str]) -> bool:
    """Whether a line inside a record reads, on its own, as another company's row: a name and a
    website of another host in their columns (not the record's own tail, which has its host)."""
    if "website" not in columns or "name" not in columns:
        return False
    name_at, website_at = columns.index("name"), columns.index("website")
    own_host = website_host(cells[website_at]) if website_at < len(cells) else ""
    for line in inner_lines:
        row = _one_line(line)
        if len(row) <= max(name_at, website_at) or not row[name_at].strip():
            continue
        if _is_website(row[website_at]) and website_host(row[website_at]) != own_host:
            return True
    return False


def _one_line(line: str) -> list[str]:
    """The cells of one line read on its own (a quote left open ends with the line)."""
    try:
        return next(csv.reader([line.rstrip("\r\n")]), [])
    except csv.Error:  # a cell over the size limit
        return []


def _is_website(value: str) -> bool:
    value = value.strip()
    return bool(value) and url_is_valid(value) and bool(website_host(value))
