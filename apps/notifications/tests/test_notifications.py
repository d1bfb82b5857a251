"""The notification centre (docs/alerts.md "Notification centre"): sending respects mutes and
inactive accounts, the bell's list and count, reading one or all (another member's is a 404),
the preferences, the purge, and the event each recipient's socket group hears after commit."""

from datetime import timedelta

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.test import TestCase
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.notifications import services
from apps.notifications.events import EVENT_TYPE, member_group
from apps.notifications.kinds import notification_kind, notification_kinds
from apps.notifications.models import Notification, NotificationMute

pytestmark = pytest.mark.django_db

PING = notification_kind("tests.ping", "Pings", "A test sends one.")
PONG = notification_kind("tests.pong", "Pongs")
LIST = "/api/notifications"


@pytest.fixture
def member(db):
    return UserFactory(email="mia.member@acme-industries.com", first_name="Mia")


@pytest.fixture
def other(db):
    return UserFactory(email="otto.other@globex-systems.com", first_name="Otto")


def send(*users, kind=PING, **fields):
    fields = {"title": "Hello", "body": "Body", "link": "/somewhere", "data": {"thingId": 1}, **fields}
    with TestCase.captureOnCommitCallbacks(execute=True):
        return services.notifications_send(user_ids=[u.pk for u in users], kind=kind, **fields)


def test_a_notification_reaches_each_member_once(member, other):
    created = send(member, other, member)
    assert sorted(n.user_id for n in created) == sorted([member.pk, other.pk])
    notification = Notification.objects.get(user=member)
    assert (notification.kind, notification.title, notification.body, notification.link, notification.data) == (
        "tests.ping",
        "Hello",
        "Body",
        "/somewhere",
        {"thingId": 1},
    )
    assert notification.read_at is None


def test_a_muted_kind_creates_no_notification(member, other):
    NotificationMute.objects.create(user=member, kind=PING.code)
    send(member, other)
    send(member, kind=PONG)
    assert list(Notification.objects.filter(user=member).values_list("kind", flat=True)) == ["tests.pong"]
    assert Notification.objects.filter(user=other, kind=PING.code).count() == 1


def test_inactive_accounts_get_nothing(member):
    member.is_active = False
    member.save(update_fields=["is_active"])
    assert send(member) == []


def test_an_undeclared_kind_is_a_programming_error(member):
    from apps.notifications.kinds import NotificationKind

    with pytest.raises(ValueError, match="not a declared"):
        services.notifications_send(user_ids=[member.pk], kind=NotificationKind("tests.nope", "Nope"), title="x")


def test_long_texts_are_clipped(member):
    [notification] = send(member, title="T" * 300, body="B" * 2000)
    assert len(notification.title) == 200
    assert notification.title.endswith("…")
    assert len(notification.body) == 1000


def test_each_recipient_hears_an_event_after_commit(member, other, settings):
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(member_group(member.pk), channel)
    [notification] = send(member)
    event = async_to_sync(layer.receive)(channel)
    assert event == {
        "type": EVENT_TYPE,
        "payload": {"type": "notification", "notificationId": notification.pk, "kind": "tests.ping"},
    }


def test_no_event_before_the_commit(member, settings):
    settings.CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}
    with TestCase.captureOnCommitCallbacks(execute=False) as callbacks:
        services.notifications_send(user_ids=[member.pk], kind=PING, title="x")
    assert len(callbacks) == 1  # delivered once the write commits, never before


# --- the API -----------------------------------------------------------------------------------


def test_the_bell_lists_newest_first_with_the_unread_count(client_for, member, other):
    for n in range(3):
        send(member, title=f"N{n}")
    send(other, title="not yours")
    first = Notification.objects.filter(user=member).order_by("id").first()
    first.read_at = timezone.now()
    first.save()
    client = client_for(member)

    body = client.get(LIST).json()
    assert [n["title"] for n in body["data"]] == ["N2", "N1", "N0"]
    assert (body["totalCount"], body["unreadCount"]) == (3, 2)
    assert body["data"][0] == {
        "notificationId": body["data"][0]["notificationId"],
        "kind": "tests.ping",
        "title": "N2",
        "body": "Body",
        "link": "/somewhere",
        "data": {"thingId": 1},
        "createdAt": body["data"][0]["createdAt"],
        "readAt": None,
    }
    unread = client.get(f"{LIST}?Unread=true").json()
    assert [n["title"] for n in unread["data"]] == ["N2", "N1"]
    assert (unread["totalCount"], unread["unreadCount"]) == (2, 2)
    read = client.get(f"{LIST}?Unread=false").json()
    assert [n["title"] for n in read["data"]] == ["N0"]
    paged = client.get(f"{LIST}?PageSize=5&PageNumber=2").json()
    assert (paged["data"], paged["totalCount"]) == ([], 3)


def test_bad_list_parameters_are_400s(client_for, member):
    response = client_for(member).get(f"{LIST}?Unread=maybe&PageSize=500")
    assert response.status_code == 400
    assert set(response.json()["errors"]) == {"Unread", "PageSize"}


def test_reading_one_and_all(client_for, member, other):
    mine = send(member) + send(member)
    [theirs] = send(other)
    client = client_for(member)

    response = client.post(f"{LIST}/{mine[0].pk}/read")
    assert (response.status_code, response.json()) == (200, {"unreadCount": 1})
    assert client.post(f"{LIST}/{mine[0].pk}/read").json() == {"unreadCount": 1}  # again: no change
    response = client.post(f"{LIST}/{theirs.pk}/read")
    assert (response.status_code, response.json()["code"]) == (404, "notFound")
    assert Notification.objects.get(pk=theirs.pk).read_at is None

    assert client.post(f"{LIST}/read-all").json() == {"marked": 1, "unreadCount": 0}
    assert Notification.objects.filter(user=member, read_at__isnull=True).count() == 0
    assert Notification.objects.filter(user=other, read_at__isnull=True).count() == 1


def test_preferences_list_every_kind_and_mute_them(client_for, member):
    client = client_for(member)
    kinds = client.get(f"{LIST}/preferences").json()["kinds"]
    assert [k["kind"] for k in kinds] == [k.code for k in notification_kinds()]
    ping = next(k for k in kinds if k["kind"] == "tests.ping")
    assert ping == {
        "kind": "tests.ping",
        "group": "tests",
        "label": "Pings",
        "description": "A test sends one.",
        "muted": False,
    }

    response = client.patch(f"{LIST}/preferences", {"muted": {"tests.ping": True, "tests.pong": False}}, format="json")
    assert response.status_code == 200
    muted = {k["kind"] for k in response.json()["kinds"] if k["muted"]}
    assert muted == {"tests.ping"}
    send(member)
    assert not Notification.objects.filter(user=member).exists()

    client.patch(f"{LIST}/preferences", {"muted": {"tests.ping": False}}, format="json")
    send(member)
    assert Notification.objects.filter(user=member).count() == 1


def test_unknown_kinds_are_refused(client_for, member):
    response = client_for(member).patch(
        f"{LIST}/preferences", {"muted": {"tests.ping": True, "nope.nothing": True}}, format="json"
    )
    assert response.status_code == 400
    assert response.json()["errors"] == {"muted": ["Unknown notification kind: nope.nothing."]}
    assert not NotificationMute.objects.exists()


def test_the_purge_keeps_recent_notifications(member, settings):
    settings.NOTIFICATIONS_KEEP_DAYS = 30
    old, recent = send(member) + send(member)
    Notification.objects.filter(pk=old.pk).update(created_at=timezone.now() - timedelta(days=31))
    from apps.notifications.tasks import notifications_purge

    assert notifications_purge.delay().get() == 1
    assert list(Notification.objects.values_list("pk", flat=True)) == [recent.pk]
