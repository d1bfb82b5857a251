"""`manage.py import_companies FILE`: the importer of the import screen, from a terminal."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from apps.accounts.models import AdminAuditEntry
from apps.companies.models import Company

pytestmark = pytest.mark.django_db

# Every company has a description of at least 150 characters (the company form's rule).
ABOUT = (
    "builds partner software for B2B companies so that resellers and referral partners and distributors find it. " * 2
)
CSV = (
    "\ufeffname,website,targetIndustries,description\r\n"
    f"Alpha Co,https://alpha.example.com,Cybersecurity,Alpha {ABOUT}\r\n"
    f"Beta Co,not a url,Cybersecurity,Beta {ABOUT}\r\n"
    f"Gamma Co,https://gamma.example.com,,Gamma {ABOUT}\r\n"
)


def run(*args) -> tuple[str, str]:
    out, err = StringIO(), StringIO()
    call_command("import_companies", *args, stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_imports_the_good_rows_lists_the_bad_ones_and_fails(tmp_path, admin_user):
    path = tmp_path / "companies.csv"
    path.write_text(CSV, encoding="utf-8")
    out, err = StringIO(), StringIO()

    with pytest.raises(CommandError, match="1 rows were not imported") as failure:
        call_command("import_companies", str(path), "--as", admin_user.email, stdout=out, stderr=err)

    assert failure.value.returncode == 1
    assert "3 rows: 2 created, 0 updated, 0 unchanged, 1 with errors." in out.getvalue()
    assert "Importing companies.csv" in out.getvalue()  # the progress bar's line
    assert 'Row 3: website "not a url" is not a valid URL' in err.getvalue()
    assert sorted(Company.objects.values_list("name", flat=True)) == ["Alpha Co", "Gamma Co"]
    entry = AdminAuditEntry.objects.get()
    assert (entry.actor, entry.action, entry.details["created"]) == (admin_user, "companies.import", 2)


def test_a_clean_file_succeeds_and_again_changes_nothing(tmp_path):
    path = tmp_path / "companies.csv"
    path.write_text(CSV.replace("not a url", "https://beta.example.com"), encoding="utf-8")

    first, _ = run(str(path))
    again, _ = run(str(path))

    assert "3 rows: 3 created, 0 updated, 0 unchanged, 0 with errors." in first
    assert "3 rows: 0 created, 0 updated, 3 unchanged, 0 with errors." in again


def test_a_file_that_cannot_be_imported_at_all_is_a_command_error(tmp_path):
    path = tmp_path / "companies.csv"
    path.write_text("company,url\r\nAlpha,https://alpha.io\r\n", encoding="utf-8")

    with pytest.raises(CommandError, match='The first row must name the columns: unknown column "company"'):
        run(str(path))
    with pytest.raises(CommandError, match="No file at"):
        run(str(tmp_path / "missing.csv"))
    with pytest.raises(CommandError, match="No admin with the email"):
        run(str(path), "--as", "nobody@nowhere.example")
