"""Match quality of the discovery ranking (issue 20): NDCG@10 on the judged set.

The judged set (apps/discovery/tests/judged_set.py) holds companies and searches written by
hand, each candidate graded 0-3 by how partner managers mean a search (docs/discovery.md).
For every search this runs the engine exactly as a member's search does (the searcher's
company excluded, its profile as the reverse side, NumberToShow 10) and prints NDCG@10 per
search, the mean and the worst, and what the engine showed first with each company's grade.
No database: the engine runs over an index built from the set.

Issue 20's targets: mean NDCG@10 >= 0.9 and no search below 0.8
(apps/discovery/tests/test_match_quality.py holds them).

Usage (from the project root):
    .venv/bin/python bench/match_quality.py            # the table
    .venv/bin/python bench/match_quality.py --verbose  # and the top 10 of every search
"""

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from apps.discovery.tests import judged_set  # noqa: E402
from apps.discovery.tests.judged_set import TOP, evaluate  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--verbose", action="store_true", help="print the top 10 of every search with grades")
    args = parser.parse_args()
    names = {cid: name for name, cid in judged_set.COMPANY_IDS.items()}
    rows = evaluate()
    print(f"Judged set: {len(judged_set.COMPANIES)} companies, {len(rows)} searches; NDCG@{TOP}")
    for entry, ndcg, ids, scores in rows:
        grades = judged_set.grades_of(entry)
        shown = "".join(str(grades.get(cid, 0)) for cid in ids)
        print(f"  {entry.key}  {ndcg:5.3f}  grades shown {shown:<10}  {entry.what}")
        if args.verbose:
            for cid, score in zip(ids, scores, strict=True):
                print(f"        {score:3d}%  grade {grades.get(cid, 0)}  {names[cid]}")
    values = [ndcg for _, ndcg, _, _ in rows]
    worst = min(rows, key=lambda row: row[1])
    mean = statistics.fmean(values)
    print(f"mean NDCG@{TOP} {mean:.3f}   worst {worst[1]:.3f} ({worst[0].key})")
    print(
        f"target: mean >= 0.90 {'PASS' if mean >= 0.9 else 'FAIL'}; none below 0.80 "
        f"{'PASS' if worst[1] >= 0.8 else 'FAIL'}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
