"""Members' time zones (the profile's `timeZone`): IANA names from the tz database zoneinfo
reads (Debian's tzdata), "UTC" by default. Follow-up sequences count business days and send
at 9:00 in the sender's zone (docs/sequences.md)."""

import zoneinfo
from functools import cache
from zoneinfo import ZoneInfo

DEFAULT = "UTC"
TIME_ZONE_INVALID = "Choose a time zone from the list (an IANA name such as Europe/Berlin)."


@cache
def known_time_zones() -> frozenset[str]:
    return frozenset(zoneinfo.available_timezones())


def time_zone_is_known(name: str) -> bool:
    return name in known_time_zones()


def zone_of(user) -> ZoneInfo:
    """The member's zone (UTC when none is set, or the stored name is unknown to this machine)."""
    name = getattr(user, "time_zone", "") or DEFAULT
    return ZoneInfo(name if time_zone_is_known(name) else DEFAULT)
