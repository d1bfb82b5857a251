"""Open sockets lose what the account loses (issue 22): a deactivation, a revoked Admin role,
a sign-out, a password reset or an ended plan closes every socket that no longer has the right,
in every process, at once.

Each socket joins two channel-layer groups when it is accepted: its account's and its session's
(the sign-in token's id: a sign-out ends that session only). A change to an account, its roles,
a token's revocation or a subscription, whichever service, webhook, back-office screen or shell
made it through the models, sends `assistant.rights_changed` to the groups once the transaction
commits: every socket in them, in whichever daphne process (the Redis channel layer), checks its
rights again as it did at connect (the session check of JWTAuthentication, then hub_access) and
closes with the reason when they are gone. The same check runs before every invocation, which
also covers what sends no signal (a plan ending by the clock, a plain SQL UPDATE, a broadcast
lost while Redis was down)."""

from __future__ import annotations

import asyncio
import logging
import re
import threading
from functools import partial

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction
from django.db.models.signals import m2m_changed, post_delete, post_save
from django.dispatch import receiver
from redis.exceptions import RedisError

from apps.accounts.models import RevokedToken, User
from apps.billing.models import Subscription

logger = logging.getLogger(__name__)

EVENT_TYPE = "assistant.rights_changed"
BROADCAST_WAIT_SECONDS = 10  # at most, for a broadcast sent from a thread that runs an event loop
_JTI = re.compile(r"[A-Za-z0-9_-]{1,64}")


def user_group(user_id) -> str:
    return f"assistants.user.{int(user_id)}"


def session_group(jti) -> str | None:
    """The group of the sockets opened with one sign-in token (None for an id no group can be
    named after: a token of ours has a 32-character hex id)."""
    jti = str(jti or "")
    return f"assistants.session.{jti}" if _JTI.fullmatch(jti) else None


def rights_changed(*groups: str | None) -> None:
    """Tells the sockets in `groups` to check their rights again, once the current transaction
    commits (at once outside one). Never fails the write that called it: a broadcast that cannot
    reach the channel layer is logged, and those sockets check again at their next invocation."""
    groups = tuple(group for group in groups if group)
    if groups:
        transaction.on_commit(partial(_broadcast, groups))


def _broadcast(groups: tuple[str, ...]) -> None:
    layer = get_channel_layer()
    if layer is None:
        return
    try:
        try:
            asyncio.get_running_loop()
        except RuntimeError:  # a plain thread (a request's, a worker's, a shell's)
            async_to_sync(_send_to)(layer, groups)
        else:  # a thread that runs an event loop, which async_to_sync refuses: a thread of its own
            _in_a_thread_of_its_own(layer, groups)
    except (RedisError, OSError) as exc:
        logger.warning("assistant sockets not told of a rights change (%s): %s", ", ".join(groups), exc)
    except Exception:  # after the commit: the write that made the change has succeeded
        logger.exception("assistant sockets not told of a rights change (%s)", ", ".join(groups))


def _in_a_thread_of_its_own(layer, groups) -> None:
    failed = []

    def send():
        try:
            async_to_sync(_send_to)(layer, groups)
        except Exception as exc:  # raised again below, in the caller's thread
            failed.append(exc)

    worker = threading.Thread(target=send, name="assistants-rights-changed")
    worker.start()
    worker.join(BROADCAST_WAIT_SECONDS)
    if failed:
        raise failed[0]


async def _send_to(layer, groups):
    for group in groups:
        await layer.group_send(group, {"type": EVENT_TYPE})


# --- What changes a socket's rights ---------------------------------------------------------------


@receiver(post_save, sender=User, dispatch_uid="assistants_rights_user_saved")
@receiver(post_delete, sender=User, dispatch_uid="assistants_rights_user_deleted")
def _account_changed(sender, instance, update_fields=None, **kwargs):
    # A sign-in writes last_login (simplejwt's UPDATE_LAST_LOGIN): no right changes with it.
    if update_fields is not None and set(update_fields) <= {"last_login"}:
        return
    rights_changed(user_group(instance.pk))


@receiver(m2m_changed, sender=User.roles.through, dispatch_uid="assistants_rights_roles_changed")
def _roles_changed(sender, instance, action, reverse, pk_set, **kwargs):
    if action not in ("post_add", "post_remove", "post_clear", "pre_clear"):
        return
    if not reverse:  # user.roles.set(...)
        if action != "pre_clear":
            rights_changed(user_group(instance.pk))
    elif pk_set:  # role.users.add(...)
        rights_changed(*(user_group(pk) for pk in pk_set))
    elif action == "pre_clear":  # role.users.clear(): whoever holds it, read before it goes
        rights_changed(*(user_group(pk) for pk in instance.users.values_list("pk", flat=True)))


@receiver(post_save, sender=RevokedToken, dispatch_uid="assistants_rights_token_revoked")
def _session_ended(sender, instance, **kwargs):
    rights_changed(session_group(instance.jti))


@receiver(post_save, sender=Subscription, dispatch_uid="assistants_rights_plan_saved")
@receiver(post_delete, sender=Subscription, dispatch_uid="assistants_rights_plan_deleted")
def _plan_changed(sender, instance, **kwargs):
    rights_changed(user_group(instance.user_id))
