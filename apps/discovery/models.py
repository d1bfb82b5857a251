"""Models of the discovery context: the version of the catalogue the fit-score index is built
from, and each member's searches with the companies they returned (the partner pipeline)."""

import json
import uuid
import zlib

from django.conf import settings
from django.db import models
from django.utils import timezone


def _new_token() -> str:
    return uuid.uuid4().hex


class IndexVersion(models.Model):
    """One row. `counter` goes up after every commit that changes what discovery scores
    (approved companies, their targets, the reference names). Each process keeps its
    in-memory index with the version it was built from and compares it with this row on
    every search, so a change committed by any process reaches every process.

    `token` is new whenever the row is created again (a flushed or restored database), so a
    process never mistakes a counter that started over for one it has already seen."""

    id = models.PositiveSmallIntegerField(primary_key=True, default=1)
    token = models.CharField(max_length=32, default=_new_token)
    counter = models.BigIntegerField(default=0)
    # The change log (IndexChange) holds every change of the counters after this one; a copy
    # built before it is rebuilt rather than brought up to date.
    log_start = models.BigIntegerField(default=0)

    def __str__(self):
        return f"discovery index version {self.token[:8]}/{self.counter}"


class IndexChange(models.Model):
    """The change log of the index: which companies each bump of `IndexVersion.counter` was for
    (one row per company; a row without a company: everything, e.g. a renamed reference item).
    A process whose copy is at counter c brings it up to date with the companies of the rows
    after c, instead of rebuilding it (apps/discovery/index.py). Written in the bump's own
    transaction, so whoever reads a counter finds its rows; old rows are pruned."""

    counter = models.BigIntegerField(db_index=True)
    # Not a foreign key: a deleted company's row says it left the catalogue.
    company_id = models.BigIntegerField(null=True, blank=True)

    def __str__(self):
        return f"index change {self.counter}: {self.company_id or 'everything'}"


def results_pack(results: list[dict], rendered: bytes | None = None) -> bytes:
    """The stored form of a search's results: their JSON (compact, UTF-8) compressed with
    zlib, ~10x smaller than the text (~2.7 KB for 10 results against ~26 KB). The database
    stores it as it is (no JSON parsing, no second compression: storage EXTERNAL); a search
    writes it in the statement that spends its credits (apps/discovery/services.py).
    `rendered`: the results already encoded (the response's JSON, DRF's: the same text), so a
    search encodes them once."""
    text = rendered if rendered is not None else json.dumps(results, ensure_ascii=False, separators=(",", ":")).encode()
    return zlib.compress(text, 1)


def results_unpack(packed) -> list[dict]:
    return json.loads(zlib.decompress(packed)) if packed else []


class SearchHistory(models.Model):
    """A discovery search: its criteria and the companies it returned, with their scores and
    breakdowns as they were then (`results`: the scored results exactly as the search
    answered them, best first; one value, written once and never changed, stored packed:
    results_pack). `number_of_companies` is what was shown and paid for, one credit per
    company."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="company_searches")
    # The searcher's company at the time (its profile decided the mutual fit).
    company = models.ForeignKey("companies.Company", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    searched_at = models.DateTimeField(default=timezone.now)
    is_industry_agnostic = models.BooleanField(default=False)
    industry_ids = models.JSONField(default=list)
    is_geo_global = models.BooleanField(default=False)
    region_ids = models.JSONField(default=list)
    segment_ids = models.JSONField(default=list)
    number_to_show = models.PositiveIntegerField()
    number_of_companies = models.PositiveIntegerField(default=0)
    credits_spent = models.PositiveIntegerField(default=0)
    # results_pack(the results); read and written through `results`.
    packed_results = models.BinaryField(default=bytes)
    # The ids of the companies returned, best first (for finding the searches that found one).
    company_ids = models.JSONField(default=list)
    # Set when the search was run again from the pipeline.
    rerun_of = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="reruns")

    class Meta:
        ordering = ["-searched_at", "-id"]
        verbose_name_plural = "search history"
        indexes = [models.Index(fields=["user", "-searched_at", "-id"], name="search_history_user_newest")]

    def __str__(self):
        return f"search {self.pk} by {self.user_id} ({self.number_of_companies} companies)"

    @property
    def results(self) -> list[dict]:
        """The scored results as the search answered them, best first."""
        return results_unpack(self.packed_results)

    @results.setter
    def results(self, results: list[dict]) -> None:
        self.packed_results = results_pack(results)
