"""When a step goes out (docs/sequences.md "Business days and time zones").

A step's delay counts business days (Monday to Friday) in the sender's time zone from the local
date of the previous message (the enrolment, for the first step), and the step is due at 9:00
local time on that day. Steps only go out within sending hours: on a business day from 9:00 to
17:00 in the sender's zone; a step found due outside them (a paused sequence resumed on a
Saturday, a beat that was down overnight) waits for the next opening. Public holidays are not
known; they count as business days."""

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

SEND_FROM = time(9, 0)
SEND_UNTIL = time(17, 0)


def is_business_day(day: date) -> bool:
    return day.weekday() < 5  # Monday 0 ... Friday 4


def business_days_after(day: date, days: int) -> date:
    """The date `days` business days after `day` (which itself does not count)."""
    while days > 0:
        day += timedelta(days=1)
        if is_business_day(day):
            days -= 1
    return day


def _at(day: date, moment: time, zone: ZoneInfo) -> datetime:
    # 9:00 exists on every day in every zone (clock changes happen at night).
    return datetime.combine(day, moment, tzinfo=zone)


def step_due_at(*, previous: datetime, delay_days: int, zone: ZoneInfo) -> datetime:
    """9:00 in `zone` on the day `delay_days` business days after the local date of `previous`."""
    local_day = previous.astimezone(zone).date()
    return _at(business_days_after(local_day, delay_days), SEND_FROM, zone)


def next_sending_time(*, now: datetime, zone: ZoneInfo) -> datetime:
    """`now` when it is within sending hours in `zone`, else when they next open."""
    local = now.astimezone(zone)
    day = local.date()
    if is_business_day(day):
        if local.time() < SEND_FROM:
            return _at(day, SEND_FROM, zone)
        if local.time() < SEND_UNTIL:
            return now
    return _at(business_days_after(day, 1), SEND_FROM, zone)
