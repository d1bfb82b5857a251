"""The CSV import of companies (issue 10). The format is docs/csv-import.md; `COLUMNS` below is
its single source (the template and the header check read it).

One row per company; reference data by name; several values in one cell separated by ";".
A row is matched to a company by its website's host (an upsert): an unknown host creates an
approved company, a known one updates that company, and a row that changes nothing writes
nothing, so importing the same file again changes nothing. A column left out of the file
leaves that field of existing companies as it is; a blank cell in a column of the file
clears the field.

Every row is checked before anything of it is written: a bad row is reported with its row
number (the spreadsheet's: the header is row 1) and its reasons, and writes nothing; the good
rows are imported. Values are stored as text, never evaluated: a cell that starts with =, +,
-, @ is kept as it is (surrounding spaces, tabs and line breaks are trimmed, as the API trims
them); `apps.core.formats.spreadsheet_safe` neutralises such cells in any CSV this product writes.

The work is bounded per batch of BATCH_SIZE rows, not per row: the reference data is read
once, each batch reads the companies it touches with their lists and contacts in one query
per table and writes with bulk_create / bulk_update. Bulk writes send no model signals, so
each batch sends `post_save` for every company it created or changed once its writes are
done: whoever keeps a derived copy of the catalogue (discovery's index) hears of them."""

import csv
import html
import io
import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import validate_email
from django.db import DatabaseError, connections, router, transaction
from django.db.models.signals import post_save
from django.utils import timezone

from apps.companies import errors
from apps.companies.import_file import BrokenRecord, RecordReader, UnreadableHeader
from apps.companies.models import Company, Contact, DealSize, GeoRegion, Industry, MarketSegment, PartnershipType
from apps.companies.selectors import CATALOGUE_KEY
from apps.core.formats import spreadsheet_safe, url_is_valid, website_host
from apps.core.sanitize import rich_text_clean, rich_text_plain
from apps.core.versioned import bumps_collapsed_to

MAX_BYTES = 5 * 1024 * 1024  # spec section 9: 5,242,880 bytes
BATCH_SIZE = 500
SEPARATOR = ";"
# A file whose every row is wrong would otherwise answer one message per row.
MAX_ERRORS_LISTED = 1000
# The company form's rule (spec section 5), counted as the form counts (rich_text_plain).
DESCRIPTION_MIN = 150
DESCRIPTION_SHORT = "Company description must be at least 150 characters"


@dataclass(frozen=True)
class Column:
    name: str
    description: str
    example: str
    required: bool = False


COLUMNS = (
    Column("name", "Company name (up to 200 characters).", "Brightwave Telemetry", required=True),
    Column(
        "website",
        "The company's website (http://, https:// or www.). Its host identifies the company: a row whose host "
        "is already in the catalogue updates that company.",
        "https://www.brightwave-telemetry.io",
        required=True,
    ),
    Column(
        "description",
        "About the company, at least 150 characters (the company form's rule; a new company needs one): plain "
        "text (each line a paragraph) or the editor's HTML (sanitised).",
        "Brightwave builds telemetry software that connects delivery fleets, warehouses and web shops. Logistics "
        "teams see every parcel, van and shelf on one live map and cut late deliveries by a third.",
    ),
    Column("partnerType", "Technology Partner (default) or Channel Partner.", "Technology Partner"),
    Column("companySize", "Enterprise, Midmarket or SMB.", "SMB"),
    Column(
        "goalForNextYear",
        "Enter new markets, Expand market share, Launch new product or Expand offering.",
        "Enter new markets",
    ),
    Column("isIndustryAgnostic", "true or false (default false).", "false"),
    Column("targetIndustries", "Industry names, separated by ;.", "Cybersecurity; Fintech & Payments"),
    Column("isGeoGlobal", "true or false (default false).", "false"),
    Column(
        "geoRegions",
        "Sub-region names (UN M49), separated by ;. A region's name (Europe) stands for all its sub-regions.",
        "Western Europe; Northern America",
    ),
    Column("marketSegments", "Market segment names, separated by ;.", "Small businesses (SMB); Mid-market"),
    Column(
        "dealSizes",
        "Deal size band names, separated by ;: Below $1,200, $1,201 – $12,000, $12,001 – $60,000, "
        "$60,001 – $240,000, Above $240,000.",
        "$1,201 – $12,000; $12,001 – $60,000",
    ),
    Column("partnershipTypes", "Partnership type names, separated by ;.", "Reseller; Referral"),
    Column("partnerPage", "The partner program's web page (a URL).", "https://www.brightwave-telemetry.io/partners"),
    Column("partnerProgramDescription", "The partner program: plain text or HTML.", "Resellers earn a 20% margin."),
    Column("partnerReadiness", "Early stage, Developing or Mature partner (Pro).", "Developing"),
    Column("offerDescription", "The exclusive offer: plain text or HTML.", "A free pilot for the first two partners."),
    Column("contactFirstName", "A contact's first name.", "Jordan"),
    Column("contactLastName", "A contact's last name.", "Blake"),
    Column(
        "contactEmail",
        "A contact's e-mail: required when any contact column is filled; a known e-mail updates that contact.",
        "jordan.blake@brightwave-telemetry.io",
    ),
    Column("contactPosition", "A contact's position.", "Head of Partnerships"),
    Column("contactLinkedInUrl", "A contact's LinkedIn page (a URL).", "https://www.linkedin.com/in/jordan-blake"),
)
COLUMN_NAMES = tuple(column.name for column in COLUMNS)
REQUIRED = tuple(column.name for column in COLUMNS if column.required)
CONTACT_COLUMNS = {
    "contactFirstName": "first_name",
    "contactLastName": "last_name",
    "contactEmail": "email",
    "contactPosition": "position",
    "contactLinkedInUrl": "linkedin_url",
}
TEXT_LIMITS = {"name": 200, "website": 500, "partnerPage": 500, "contactEmail": 254, "contactLinkedInUrl": 500}
TEXT_LIMITS.update(dict.fromkeys(("contactFirstName", "contactLastName", "contactPosition"), 150))
RICH_TEXT = {
    "description": "description",
    "partnerProgramDescription": "partner_program_description",
    "offerDescription": "offer_description",
}
# The lists: column -> (Company relation, what one item is called in messages).
RELATIONS = {
    "targetIndustries": ("target_industries", "industry"),
    "geoRegions": ("geo_regions", "region"),
    "marketSegments": ("market_segments", "market segment"),
    "dealSizes": ("deal_sizes", "deal size"),
    "partnershipTypes": ("partnership_types", "partnership type"),
}
# The enumerations: column -> (Company field, choices, names accepted besides the labels and codes).
CHOICES = {
    "partnerType": ("partner_type", Company.PartnerType, {"technology": 1, "channel": 2}),
    "companySize": ("company_size", Company.Size, {}),
    "goalForNextYear": ("goal_for_next_year", Company.Goal, {}),
    "partnerReadiness": ("partner_readiness", Company.Readiness, {"mature": 3, "maturepartner": 3}),
}
TRUE, FALSE = {"true", "yes", "y", "1", "x"}, {"false", "no", "n", "0", ""}
HTML_TAG = re.compile(r"<[a-zA-Z/!]")


def template_csv() -> str:
    """The downloadable template: the header and one example row."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(COLUMN_NAMES)
    writer.writerow([spreadsheet_safe(column.example) for column in COLUMNS])
    return out.getvalue()


def _key(value: str) -> str:
    """How names are compared: case, spaces and punctuation ignored ("Mid-market" is
    "midmarket", "$1,201 - $12,000" is "120112000")."""
    return re.sub(r"[^0-9a-z]+", "", value.casefold())


# --- reading the file -------------------------------------------------------------------------


@dataclass
class Table:
    columns: list[str]  # the columns of the file, by their canonical names, in the file's order
    rows: list[tuple[int, list[str]]]  # (row number, cells), blank rows left out
    # (row number, message) of the records that could not be read as one row (import_file.py).
    broken: list[tuple[int, str]] = field(default_factory=list)

    @property
    def total_rows(self) -> int:
        return len(self.rows) + len(self.broken)


def read_table(data: bytes) -> Table:
    """The file's columns and rows, or the 400 that says why it cannot be imported at all:
    not UTF-8 (a BOM is fine), not text, or a header that does not name the columns. A row
    whose quoted value runs past its end is one of the `broken` rows (with its line), and the
    rows below it are read on their own (apps/companies/import_file.py)."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise errors.IMPORT_NOT_UTF8.error() from None
    if "\x00" in text:
        raise errors.IMPORT_NOT_TEXT.error()
    reader = RecordReader(text)
    try:
        header = reader.header()
    except UnreadableHeader as exc:
        raise errors.IMPORT_UNREADABLE.error(row=1, problem=exc) from None
    table = Table(columns=_columns(header), rows=[])
    for record in reader.records(columns=table.columns, multiline=set(RICH_TEXT)):
        if isinstance(record, BrokenRecord):
            message = f"Row {record.number} (line {record.line}): {record.problem}."
            table.broken.append((record.number, message))
        elif any(cell.strip() for cell in record.cells):
            table.rows.append((record.number, record.cells))
    return table


def _columns(header: list[str]) -> list[str]:
    names = [cell.strip() for cell in header]
    while names and not names[-1]:  # spreadsheets may save empty columns at the end
        names.pop()
    by_key = {name.casefold(): name for name in COLUMN_NAMES}
    columns, problems = [], []
    for position, name in enumerate(names, start=1):
        canonical = by_key.get(name.casefold())
        if not name:
            problems.append(f"column {position} has no name")
        elif canonical is None:
            problems.append(f'unknown column "{name}"')
        elif canonical in columns:
            problems.append(f'the column "{canonical}" appears twice')
        columns.append(canonical or name)
    missing = [name for name in REQUIRED if name not in columns]
    if missing:
        problems.append(f"missing the required column{'s' if len(missing) > 1 else ''} {', '.join(missing)}")
    if problems:
        problem = "; ".join(problems) + f". The columns are: {', '.join(COLUMN_NAMES)}."
        raise errors.IMPORT_BAD_HEADER.error(problem=problem)
    return columns


# --- checking a row ---------------------------------------------------------------------------


class Reference:
    """The reference data and enumerations by comparable name, read once per import."""

    def __init__(self):
        self.lists = {
            "targetIndustries": _names(Industry.objects.values_list("id", "name")),
            "marketSegments": _names(MarketSegment.objects.values_list("id", "name")),
            "partnershipTypes": _names(PartnershipType.objects.values_list("id", "name")),
        }
        # By name, as every list (the page and the template say so); the codes 1..5 are not names.
        deal_sizes = list(DealSize.objects.values_list("id", "name"))
        self.lists["dealSizes"] = _names(deal_sizes)
        self.deal_size_names = ", ".join(name for _, name in sorted(deal_sizes))
        regions = list(GeoRegion.objects.values_list("id", "name", "parent_id"))
        by_name = {}
        for pk, name, parent_id in regions:
            if parent_id is not None:
                by_name[_key(name)] = [pk]
        for pk, name, parent_id in regions:
            if parent_id is None:  # a region stands for its sub-regions (companies target sub-regions)
                by_name[_key(name)] = [sub for sub, _, parent in regions if parent == pk]
        self.lists["geoRegions"] = by_name
        self.choices = {
            column: {**{_key(label): value for value, label in choices.choices}, **{str(v): v for v in choices.values}}
            | extra
            for column, (_, choices, extra) in CHOICES.items()
        }


def _names(rows: Iterable[tuple[int, str]]) -> dict[str, list[int]]:
    return {_key(name): [pk] for pk, name in rows}


@dataclass
class ParsedRow:
    number: int
    host: str
    fields: dict  # Company field -> value, for the columns of the file
    relations: dict  # Company relation -> [ids], for the list columns of the file
    contact: dict | None  # Contact field -> value, when the row names a contact


@dataclass
class RowReader:
    columns: list[str]
    reference: Reference
    # Website host -> the first row that has it: a host twice in one file is ambiguous.
    hosts: dict[str, int] = field(default_factory=dict)

    def read(self, number: int, cells: list[str]) -> tuple[ParsedRow | None, list[str]]:
        if len(cells) > len(self.columns) and any(cell.strip() for cell in cells[len(self.columns) :]):
            return None, [f"{len(cells)} cells, but the header names {len(self.columns)} columns"]
        values = {column: (cells[i] if i < len(cells) else "").strip() for i, column in enumerate(self.columns)}
        problems: list[str] = []
        row = ParsedRow(number=number, host="", fields={}, relations={}, contact=None)
        self._texts(values, row, problems)
        self._choices(values, row, problems)
        self._lists(values, row, problems)
        self._contact(values, row, problems)
        if row.host:
            first = self.hosts.setdefault(row.host, number)
            if first != number:
                problems.append(f"the website host {row.host} is already on row {first}")
        return (None if problems else row), problems

    def _texts(self, values: dict, row: ParsedRow, problems: list[str]) -> None:
        for column, limit in TEXT_LIMITS.items():
            if len(values.get(column, "")) > limit:
                problems.append(f"{column} is longer than {limit} characters")
        name = values["name"]
        if not name:
            problems.append("name is required")
        row.fields["name"] = name
        website = values["website"]
        if not website:
            problems.append("website is required")
        elif not url_is_valid(website) or not website_host(website):
            problems.append(f'website "{website}" is not a valid URL (it starts with http://, https:// or www.)')
        else:
            row.host = website_host(website)
            row.fields["website"] = website  # the logo is fetched for the host after the commit (receivers)
        if "partnerPage" in values:
            page = values["partnerPage"]
            if page and not url_is_valid(page):
                problems.append(f'partnerPage "{page}" is not a valid URL')
            row.fields["partner_page"] = page
        for column, model_field in RICH_TEXT.items():
            if column in values:
                row.fields[model_field] = _rich_text(values[column])
        if "description" in values:
            length = len(rich_text_plain(row.fields["description"]))
            if length < DESCRIPTION_MIN:
                problems.append(f"description: {DESCRIPTION_SHORT} (this one has {length})")

    def _choices(self, values: dict, row: ParsedRow, problems: list[str]) -> None:
        for column, (model_field, choices, _) in CHOICES.items():
            if column not in values:
                continue
            value = values[column]
            if not value:
                row.fields[model_field] = Company.PartnerType.TECHNOLOGY if column == "partnerType" else None
                continue
            code = self.reference.choices[column].get(_key(value))
            if code is None:
                problems.append(f'{column}: unknown value "{value}" ({", ".join(choices.labels)})')
            row.fields[model_field] = code
        for column, model_field in (("isIndustryAgnostic", "is_industry_agnostic"), ("isGeoGlobal", "is_geo_global")):
            if column in values:
                flag = values[column].casefold()
                if flag not in TRUE | FALSE:
                    problems.append(f'{column}: "{values[column]}" is not true or false')
                row.fields[model_field] = flag in TRUE

    def _lists(self, values: dict, row: ParsedRow, problems: list[str]) -> None:
        for column, (relation, noun) in RELATIONS.items():
            if column not in values:
                continue
            known = self.reference.lists[column]
            ids: list[int] = []
            for name in (part.strip() for part in values[column].split(SEPARATOR)):
                if not name:
                    continue
                found = known.get(_key(name))
                if found is None:
                    names = f" (one of {self.reference.deal_size_names})" if column == "dealSizes" else ""
                    problems.append(f'{column}: unknown {noun} "{name}"{names}')
                else:
                    ids.extend(i for i in found if i not in ids)
            row.relations[relation] = ids
        for flag, column, relation in (
            ("is_industry_agnostic", "targetIndustries", "target_industries"),
            ("is_geo_global", "geoRegions", "geo_regions"),
        ):
            if row.fields.get(flag):
                if row.relations.get(relation):
                    what = "an industry-agnostic" if flag == "is_industry_agnostic" else "a global"
                    problems.append(f"{what} company lists no {column}")
                row.relations[relation] = []
            elif row.relations.get(relation):
                row.fields[flag] = False  # targets named: the company is not agnostic / global

    def _contact(self, values: dict, row: ParsedRow, problems: list[str]) -> None:
        contact = {model_field: values.get(column, "") for column, model_field in CONTACT_COLUMNS.items()}
        if not any(contact.values()):
            return
        contact["email"] = contact["email"].lower()
        if not contact["email"]:
            problems.append("contactEmail is required when a contact is given")
        elif not _is_email(contact["email"]):
            problems.append(f'contactEmail "{contact["email"]}" is not a valid e-mail address')
        if contact["linkedin_url"] and not url_is_valid(contact["linkedin_url"]):
            problems.append(f'contactLinkedInUrl "{contact["linkedin_url"]}" is not a valid URL')
        # Only the contact columns of the file are written to an existing contact.
        row.contact = {
            model_field: contact[model_field] for column, model_field in CONTACT_COLUMNS.items() if column in values
        }


def _rich_text(value: str) -> str:
    """The editor's HTML, sanitised; plain text (no tag in it) becomes paragraphs, one per
    line, escaped: HTML with no other tag than <p>, which the sanitiser would keep as it is
    (so it is not run on it: a third of the time of reading a row)."""
    if value and not HTML_TAG.search(value):
        return "".join(
            f"<p>{html.escape(line.strip(), quote=False)}</p>" for line in value.splitlines() if line.strip()
        )
    return rich_text_clean(value)


def _is_email(value: str) -> bool:
    try:
        validate_email(value)
    except DjangoValidationError:
        return False
    return True


# --- writing a batch --------------------------------------------------------------------------

CREATED, UPDATED, UNCHANGED = "created", "updated", "unchanged"
SCALAR_FIELDS = (
    "name",
    "website",
    "description",
    "partner_type",
    "company_size",
    "goal_for_next_year",
    "is_industry_agnostic",
    "is_geo_global",
    "partner_page",
    "partner_program_description",
    "partner_readiness",
    "offer_description",
)


def _through(relation: str):
    """(through model, its company column, its item column) of a Company relation."""
    descriptor = getattr(Company, relation)
    through = descriptor.through
    company_column = descriptor.field.m2m_column_name()
    item_column = descriptor.field.m2m_reverse_name()
    return through, company_column, item_column


class RowWriteError(Exception):
    def __init__(self, number: int, message: str):
        super().__init__(message)
        self.number = number
        self.message = message


def write_rows(rows: list[ParsedRow]) -> dict[int, str]:
    """Creates or updates the companies of `rows` (valid rows, distinct hosts) and answers
    each row's outcome by row number. One transaction for the batch; a row whose host several
    companies share raises RowWriteError (caught per row by the caller)."""
    now = timezone.now()
    outcomes: dict[int, str] = {}
    by_host: dict[str, list[Company]] = defaultdict(list)
    for company in Company.objects.filter(domain__in=[row.host for row in rows]).order_by("pk"):
        by_host[company.domain].append(company)
    for row in rows:
        if len(by_host.get(row.host, [])) > 1:
            raise RowWriteError(row.number, f"more than one company has the website host {row.host}")
    existing_ids = [companies[0].pk for companies in by_host.values()]
    relations = sorted({relation for row in rows for relation in row.relations})
    current: dict[str, dict[int, set[int]]] = {}
    for relation in relations:
        through, company_column, item_column = _through(relation)
        current[relation] = defaultdict(set)
        pairs = through.objects.filter(**{f"{company_column}__in": existing_ids}).values_list(
            company_column, item_column
        )
        for company_id, item_id in pairs:
            current[relation][company_id].add(item_id)
    contacts: dict[int, list[Contact]] = defaultdict(list)
    if any(row.contact for row in rows):
        for contact in Contact.objects.filter(company_id__in=existing_ids).order_by("sort_order", "pk"):
            contacts[contact.company_id].append(contact)

    new_companies: list[Company] = []
    changed_companies: list[tuple[Company, tuple[str, ...]]] = []  # (company, the fields to write)
    wanted_relations: list[tuple[Company, str, list[int], bool]] = []  # (company, relation, ids, replace)
    new_contacts: list[Contact] = []
    changed_contacts: list[tuple[Contact, tuple[str, ...]]] = []
    pending_contacts: list[tuple[Company, dict]] = []  # contacts of companies not saved yet
    for row in rows:
        company = by_host[row.host][0] if by_host.get(row.host) else None
        if company is None:
            company = Company(domain=row.host, is_approved=True, **row.fields)
            new_companies.append(company)
            outcomes[row.number] = CREATED
            wanted_relations += [(company, relation, ids, False) for relation, ids in row.relations.items() if ids]
            if row.contact:
                pending_contacts.append((company, row.contact))
            continue
        fields = [name for name, value in row.fields.items() if getattr(company, name) != value]
        for name in fields:
            setattr(company, name, row.fields[name])
        touched = bool(fields)
        for relation, ids in row.relations.items():
            if set(ids) != current[relation][company.pk]:
                wanted_relations.append((company, relation, ids, True))
                touched = True
        if row.contact:
            match = next((c for c in contacts[company.pk] if c.email.lower() == row.contact["email"]), None)
            if match is None:
                order = max((c.sort_order for c in contacts[company.pk]), default=-1) + 1
                new_contacts.append(Contact(company=company, sort_order=order, **row.contact))
                touched = True
            else:
                differ = [name for name, value in row.contact.items() if getattr(match, name) != value]
                for name in differ:
                    setattr(match, name, row.contact[name])
                if differ:
                    changed_contacts.append((match, tuple(sorted(differ))))
                    touched = True
        if touched:
            # updated_at says it changed (its lists and contacts too).
            company.updated_at = now
            changed_companies.append((company, (*sorted(fields), "updated_at")))
        outcomes[row.number] = UPDATED if touched else UNCHANGED

    using = router.db_for_write(Company)
    # One bump of the whole catalogue for the details cache, not one per company.
    with bumps_collapsed_to(CATALOGUE_KEY), transaction.atomic(using=using):
        Company.objects.bulk_create(new_companies, batch_size=BATCH_SIZE)
        _update_many(Company, changed_companies, using=using)
        _write_relations(wanted_relations, using=using)
        new_contacts += [Contact(company=company, sort_order=0, **contact) for company, contact in pending_contacts]
        Contact.objects.bulk_create(new_contacts, batch_size=BATCH_SIZE)
        _update_many(Contact, changed_contacts, using=using)
        for company in new_companies:
            post_save.send(sender=Company, instance=company, created=True, update_fields=None, raw=False, using=using)
        for company, _ in changed_companies:
            post_save.send(sender=Company, instance=company, created=False, update_fields=None, raw=False, using=using)
    return outcomes


def _update_many(model, updates: list[tuple, tuple[str, ...]], *, using: str) -> None:
    """Writes the changed fields of each object: one UPDATE statement per set of fields,
    executed for all its objects at once (executemany). Django's bulk_update builds a CASE
    per object and field instead, which took 45 s for 10,000 renamed companies. Column names
    come from the model and values are parameters, as the ORM would send them."""
    connection = connections[using]
    quote = connection.ops.quote_name
    groups: dict[tuple[str, ...], list] = defaultdict(list)
    for obj, names in updates:
        groups[names].append(obj)
    for names, objects in groups.items():
        fields = [model._meta.get_field(name) for name in names]
        assignments = ", ".join(f"{quote(f.column)} = %s" for f in fields)
        table, pk = quote(model._meta.db_table), quote(model._meta.pk.column)
        sql = f"UPDATE {table} SET {assignments} WHERE {pk} = %s"  # noqa: S608 (no value in the text)
        values = [
            [f.get_db_prep_save(getattr(obj, f.attname), connection) for f in fields] + [obj.pk] for obj in objects
        ]
        with connection.cursor() as cursor:
            cursor.executemany(sql, values)


def _write_relations(wanted: list[tuple[Company, str, list[int], bool]], *, using: str) -> None:
    """Each relation of the batch in two statements: the rows of the companies whose set
    changed go, then every wanted row is inserted (a plain multi-row INSERT: the ORM's
    bulk_create spends most of an import compiling 100,000 two-column rows)."""
    connection = connections[using]
    by_relation: dict[str, list[tuple[Company, list[int], bool]]] = defaultdict(list)
    for company, relation, ids, replace in wanted:
        by_relation[relation].append((company, ids, replace))
    for relation, items in by_relation.items():
        through, company_column, item_column = _through(relation)
        replaced = [company.pk for company, _, replace in items if replace]
        if replaced:
            through.objects.using(using).filter(**{f"{company_column}__in": replaced}).delete()
        rows = [(company.pk, item) for company, ids, _ in items for item in ids]
        _insert_many(connection, through._meta.db_table, (company_column, item_column), rows)


def _insert_many(connection, table: str, columns: tuple[str, ...], rows: list[tuple]) -> None:
    """INSERT ... VALUES (...), (...), ...: as many rows per statement as the database takes
    parameters (SQLite 999, PostgreSQL 65,535). Faster than executemany on PostgreSQL, where
    each execution is a message of its own."""
    quote = connection.ops.quote_name
    limit = connection.features.max_query_params or 30_000
    per_statement = max(1, limit // len(columns))
    head = f"INSERT INTO {quote(table)} ({', '.join(quote(c) for c in columns)}) VALUES "  # noqa: S608
    one = f"({', '.join(['%s'] * len(columns))})"
    with connection.cursor() as cursor:
        for start in range(0, len(rows), per_statement):
            chunk = rows[start : start + per_statement]
            cursor.execute(head + ", ".join([one] * len(chunk)), [value for row in chunk for value in row])


# --- the import -------------------------------------------------------------------------------


@dataclass
class ImportResult:
    total_rows: int = 0
    created: int = 0
    updated: int = 0
    unchanged: int = 0
    problems: list[tuple[int, str]] = field(default_factory=list)  # (row number, message)

    @property
    def errors(self) -> list[str]:
        """One sentence per bad row, in row order (at most MAX_ERRORS_LISTED, then a count)."""
        lines = [message for _, message in sorted(self.problems)]
        if len(lines) > MAX_ERRORS_LISTED:
            rest = len(lines) - MAX_ERRORS_LISTED
            lines = [*lines[:MAX_ERRORS_LISTED], f"... and {rest} more rows with errors."]
        return lines

    @property
    def is_success(self) -> bool:
        return not self.problems

    def count(self, outcome: str) -> None:
        setattr(self, outcome, getattr(self, outcome) + 1)


def _message(number: int, problems: list[str]) -> str:
    return f"Row {number}: {'; '.join(problems)}."


def import_companies(data: bytes, *, progress: Callable[[int, int], None] | None = None) -> ImportResult:
    """Imports a CSV file of companies (the checks of `read_table` first: they raise the
    ApplicationError that refuses the whole file). `progress(done, total)` is called after
    each batch of rows."""
    table = read_table(data)
    reader = RowReader(columns=table.columns, reference=Reference())
    result = ImportResult(total_rows=table.total_rows, problems=list(table.broken))
    for start in range(0, len(table.rows), BATCH_SIZE):
        batch = []
        for number, cells in table.rows[start : start + BATCH_SIZE]:
            row, problems = reader.read(number, cells)
            if problems:
                result.problems.append((number, _message(number, problems)))
            else:
                batch.append(row)
        if "description" not in table.columns:
            batch = _new_companies_refused(batch, result)
        for outcome in _write_batch(batch, result):
            result.count(outcome)
        if progress is not None:
            progress(len(table.broken) + min(start + BATCH_SIZE, len(table.rows)), table.total_rows)
    return result


def _new_companies_refused(batch: list[ParsedRow], result: ImportResult) -> list[ParsedRow]:
    """The rows of a file without a description column that update a company; those that
    would create one are refused: every company has a description (the form's rule)."""
    known = set(Company.objects.filter(domain__in=[row.host for row in batch]).values_list("domain", flat=True))
    kept = []
    for row in batch:
        if row.host in known:
            kept.append(row)
        else:
            problem = f"description: {DESCRIPTION_SHORT} (a new company needs the description column)"
            result.problems.append((row.number, _message(row.number, [problem])))
    return kept


def _write_batch(batch: list[ParsedRow], result: ImportResult) -> list[str]:
    """The batch in one transaction; if that fails (a host several companies share, or an
    error of the database), row by row, so that only the rows at fault are reported."""
    if not batch:
        return []
    try:
        return list(write_rows(batch).values())
    except (RowWriteError, DatabaseError):
        pass
    outcomes = []
    for row in batch:
        try:
            outcomes += write_rows([row]).values()
        except RowWriteError as exc:
            result.problems.append((row.number, _message(row.number, [exc.message])))
        except DatabaseError as exc:
            result.problems.append((row.number, _message(row.number, [f"could not be saved ({exc})"])))
    return outcomes
