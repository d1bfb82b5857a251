"""Business days and time zones (docs/sequences.md "Business days and time zones"): a step is due
at 9:00 in the sender's zone, `delay` business days after the local date of the previous message,
and goes out only within sending hours (9:00-17:00 on a business day there). Checked against a
plain day-by-day oracle for any moment, zone and delay."""

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from apps.sequences.schedule import business_days_after, next_sending_time, step_due_at

TOKYO = ZoneInfo("Asia/Tokyo")
NEW_YORK = ZoneInfo("America/New_York")
UTC_ZONE = ZoneInfo("UTC")


def local(zone, *args):
    return datetime(*args, tzinfo=zone)


def test_one_instant_two_senders_a_friday_in_tokyo_is_a_thursday_in_new_york():
    # Thursday 23:00 UTC: Friday 08:00 in Tokyo, Thursday 19:00 in New York.
    instant = datetime(2026, 3, 5, 23, 0, tzinfo=UTC)
    assert instant.astimezone(TOKYO).strftime("%A %H:%M") == "Friday 08:00"
    assert instant.astimezone(NEW_YORK).strftime("%A %H:%M") == "Thursday 18:00"

    # Two business days: Tokyo counts Monday and Tuesday; New York Friday and Monday.
    assert step_due_at(previous=instant, delay_days=2, zone=TOKYO) == local(TOKYO, 2026, 3, 10, 9, 0)
    assert step_due_at(previous=instant, delay_days=2, zone=NEW_YORK) == local(NEW_YORK, 2026, 3, 9, 9, 0)
    # One business day: Monday in Tokyo, Friday in New York.
    assert step_due_at(previous=instant, delay_days=1, zone=TOKYO) == local(TOKYO, 2026, 3, 9, 9, 0)
    assert step_due_at(previous=instant, delay_days=1, zone=NEW_YORK) == local(NEW_YORK, 2026, 3, 6, 9, 0)


def test_a_friday_afternoon_request_is_followed_up_on_monday_morning_in_the_senders_zone():
    friday_afternoon_tokyo = local(TOKYO, 2026, 3, 6, 16, 30)
    due = step_due_at(previous=friday_afternoon_tokyo, delay_days=1, zone=TOKYO)
    assert due == local(TOKYO, 2026, 3, 9, 9, 0)
    assert due.astimezone(UTC) == datetime(2026, 3, 9, 0, 0, tzinfo=UTC)  # Sunday evening in New York

    friday_afternoon_new_york = local(NEW_YORK, 2026, 3, 6, 16, 30)  # Saturday 06:30 in Tokyo
    assert step_due_at(previous=friday_afternoon_new_york, delay_days=1, zone=NEW_YORK) == local(
        NEW_YORK, 2026, 3, 9, 9, 0
    )
    assert step_due_at(previous=friday_afternoon_new_york, delay_days=1, zone=TOKYO) == local(TOKYO, 2026, 3, 9, 9, 0)


@pytest.mark.parametrize(
    ("previous", "delay", "due"),
    [
        (date(2026, 3, 7), 1, date(2026, 3, 9)),  # Saturday + 1: Monday
        (date(2026, 3, 8), 1, date(2026, 3, 9)),  # Sunday + 1: Monday
        (date(2026, 3, 6), 1, date(2026, 3, 9)),  # Friday + 1: Monday
        (date(2026, 3, 2), 5, date(2026, 3, 9)),  # Monday + 5: the next Monday
        (date(2026, 3, 4), 3, date(2026, 3, 9)),  # Wednesday + 3: Monday
        (date(2026, 3, 2), 30, date(2026, 4, 13)),  # the longest delay: six weeks
        (date(2026, 3, 7), 30, date(2026, 4, 17)),  # from a Saturday: the Friday six weeks on
    ],
)
def test_weekends_never_count(previous, delay, due):
    assert business_days_after(previous, delay) == due


def test_nine_oclock_is_local_across_a_clock_change():
    # New York moves to summer time on Sunday 2026-03-08: 9:00 is 14:00 UTC before, 13:00 after.
    before = step_due_at(previous=local(NEW_YORK, 2026, 3, 5, 12, 0), delay_days=1, zone=NEW_YORK)
    after = step_due_at(previous=local(NEW_YORK, 2026, 3, 6, 12, 0), delay_days=1, zone=NEW_YORK)
    assert before.astimezone(UTC).hour == 14
    assert after.astimezone(UTC).hour == 13
    assert before.astimezone(NEW_YORK).time() == after.astimezone(NEW_YORK).time() == time(9, 0)


@pytest.mark.parametrize(
    ("now", "opens"),
    [
        (local(NEW_YORK, 2026, 3, 3, 10, 0), local(NEW_YORK, 2026, 3, 3, 10, 0)),  # Tuesday morning: now
        (local(NEW_YORK, 2026, 3, 3, 16, 59), local(NEW_YORK, 2026, 3, 3, 16, 59)),
        (local(NEW_YORK, 2026, 3, 3, 7, 30), local(NEW_YORK, 2026, 3, 3, 9, 0)),  # before 9: at 9
        (local(NEW_YORK, 2026, 3, 3, 17, 0), local(NEW_YORK, 2026, 3, 4, 9, 0)),  # after 17: tomorrow
        (local(NEW_YORK, 2026, 3, 6, 18, 0), local(NEW_YORK, 2026, 3, 9, 9, 0)),  # Friday night: Monday
        (local(NEW_YORK, 2026, 3, 7, 11, 0), local(NEW_YORK, 2026, 3, 9, 9, 0)),  # Saturday: Monday
        (local(NEW_YORK, 2026, 3, 8, 23, 0), local(NEW_YORK, 2026, 3, 9, 9, 0)),  # Sunday night: Monday
    ],
)
def test_sending_hours(now, opens):
    assert next_sending_time(now=now, zone=NEW_YORK) == opens


def test_sending_hours_are_the_senders_a_tuesday_morning_in_new_york_is_evening_in_tokyo():
    now = local(NEW_YORK, 2026, 3, 3, 10, 0)  # Wednesday 00:00 in Tokyo
    assert next_sending_time(now=now, zone=NEW_YORK) == now
    assert next_sending_time(now=now, zone=TOKYO) == local(TOKYO, 2026, 3, 4, 9, 0)


# --- against an oracle ------------------------------------------------------------------------

ZONES = [TOKYO, NEW_YORK, UTC_ZONE, ZoneInfo("Europe/Berlin"), ZoneInfo("Pacific/Auckland"), ZoneInfo("Asia/Kolkata")]
MOMENTS = st.datetimes(min_value=datetime(2024, 1, 1), max_value=datetime(2030, 12, 31), timezones=st.just(UTC))


def oracle_due(previous: datetime, delay: int, zone: ZoneInfo) -> datetime:
    """Walk the calendar a day at a time, counting Monday to Friday."""
    day, counted = previous.astimezone(zone).date(), 0
    while counted < delay:
        day += timedelta(days=1)
        counted += day.isoweekday() <= 5
    return datetime(day.year, day.month, day.day, 9, 0, tzinfo=zone)


@settings(max_examples=300, deadline=None)
@given(previous=MOMENTS, delay=st.integers(1, 30), zone=st.sampled_from(ZONES))
def test_the_due_time_agrees_with_the_oracle(previous, delay, zone):
    due = step_due_at(previous=previous, delay_days=delay, zone=zone)
    assert due == oracle_due(previous, delay, zone)
    local_due = due.astimezone(zone)
    assert local_due.isoweekday() <= 5
    assert local_due.time() == time(9, 0)
    assert due > previous
    # 30 business days never take more than 44 days (six weeks from a Saturday, plus the weekend).
    assert (local_due.date() - previous.astimezone(zone).date()).days <= 44


@settings(max_examples=300, deadline=None)
@given(now=MOMENTS, zone=st.sampled_from(ZONES))
def test_the_sending_time_is_the_first_moment_within_sending_hours(now, zone):
    opens = next_sending_time(now=now, zone=zone)
    local_opens = opens.astimezone(zone)
    assert opens >= now
    assert local_opens.isoweekday() <= 5
    assert time(9, 0) <= local_opens.time() < time(17, 0)
    # Nothing earlier would do: it is now, or the opening of a business morning.
    assert opens == now or local_opens.time() == time(9, 0)
    assert opens - now < timedelta(days=4)
