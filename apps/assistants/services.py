"""Writes of the assistants context: who may open a hub, a prompt accepted (limits, thread,
messages), and a generation run by a provider and streamed through a callback
(docs/assistants.md)."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from apps.accounts.models import User
from apps.agents.models import GptAgent
from apps.agents.services import agent_conversation_count
from apps.assistants import errors
from apps.assistants.models import Hub, Message, Thread
from apps.assistants.providers import provider_get
from apps.assistants.providers.base import DataChunk, GenerationRequest, ProviderError, TextChunk, Turn
from apps.billing.models import PricingPlan
from apps.billing.selectors import subscription_summary, user_has_active_subscription
from apps.core.parsers import forbidden_character_message

logger = logging.getLogger(__name__)

ADMIN_HUBS = {Hub.CHAT_V2, Hub.COMPANY_SEARCH, Hub.PROGRAM_BUILDER}
STRUCTURED_HUBS = {Hub.COMPANY_SEARCH, Hub.PROGRAM_BUILDER}  # SendPromptToAssistant({threadId, message})


@dataclass(frozen=True)
class Access:
    hub: str
    user_id: int
    agent_id: int | None = None


def hub_access(*, user, hub: str, agent_id: int | None = None) -> Access:
    """Who may open a hub (spec section 6): an Active user; admins only for v2, the company
    search and the program builder; whoever holds an active plan for an internal GPT agent,
    admins too, as GET /api/gpt-agents/{id} answers (spec: "a user with an active subscription
    may open GPT agents"; admins take the Test plan for it). Checked at connect and again on
    every invocation and when the account's rights change (consumers.py)."""
    if user is None or not user.is_authenticated:
        raise errors.SIGN_IN_REQUIRED.error()
    if not user.is_verified:
        raise errors.ACCOUNT_PENDING.error()
    if hub in ADMIN_HUBS and not user.is_admin:
        raise errors.ADMIN_ONLY.error()
    if hub == Hub.AGENT:
        agent = GptAgent.objects.filter(pk=agent_id, is_published=True, is_external=False).only("id").first()
        if agent is None:
            raise errors.AGENT_NOT_FOUND.error()
        if not user_has_active_subscription(user=user):
            raise errors.NO_SUBSCRIPTION.error()
    return Access(hub=hub, user_id=user.pk, agent_id=agent_id if hub == Hub.AGENT else None)


def _monthly_limit(*, user) -> int | None:
    if user.is_admin:
        return None
    plan_id = subscription_summary(user=user)["pricingPlanId"]
    limits = settings.ASSISTANT_MONTHLY_MESSAGES
    key = {PricingPlan.GROWTH: "growth", PricingPlan.PARTNER_PRO: "partner_pro", PricingPlan.TEST: "partner_pro"}.get(
        plan_id, "free"
    )
    return limits[key]


def _month_start(now):
    return now.replace(day=1, hour=0, minute=0, second=0, microsecond=0)


def monthly_usage(*, user, now=None) -> dict:
    """Assistant messages sent this calendar month, and the plan's limit (None: no limit)."""
    now = timezone.localtime(now or timezone.now())
    start = _month_start(now)
    used = Message.objects.filter(user=user, is_assistant=False, created_at__gte=start).count()
    next_month = (start + timezone.timedelta(days=32)).replace(day=1)
    return {"used": used, "limit": _monthly_limit(user=user), "resetsOn": next_month.date().isoformat()}


def _monthly_check(*, user) -> None:
    usage = monthly_usage(user=user)
    if usage["limit"] is not None and usage["used"] >= usage["limit"]:
        raise errors.MONTHLY_LIMIT.error(limit=usage["limit"], resetsOn=usage["resetsOn"])


def _rate_check(*, user_id: int) -> None:
    """At most ASSISTANT_MESSAGES_PER_MINUTE prompts a minute per user, in every process
    (the cache is Redis in production)."""
    limit = settings.ASSISTANT_MESSAGES_PER_MINUTE
    minute = int(time.time() // 60)
    key = f"assistants:rate:{user_id}:{minute}"
    cache.add(key, 0, timeout=120)
    try:
        count = cache.incr(key)
    except ValueError:  # expired between add and incr
        cache.set(key, 1, timeout=120)
        count = 1
    if count > limit:
        raise errors.TOO_MANY_MESSAGES.error(retryAfter=max(1, 60 - int(time.time()) % 60))


@dataclass(frozen=True)
class Accepted:
    thread_id: int
    user_message_id: int
    assistant_message_id: int


def _thread_for(*, user, access: Access, thread_id) -> Thread:
    if access.hub in STRUCTURED_HUBS:
        if thread_id is None:
            return Thread.objects.create(user=user, hub=access.hub)
        thread = Thread.objects.filter(pk=thread_id, user=user, hub=access.hub).first()
        if thread is None:
            raise errors.UNKNOWN_THREAD.error()
        return thread
    thread = (
        Thread.objects.filter(user=user, hub=access.hub, agent_id=access.agent_id, is_closed=False)
        .order_by("-updated_at", "-id")
        .first()
    )
    if thread is None:
        thread = Thread.objects.create(user=user, hub=access.hub, agent_id=access.agent_id)
        if access.agent_id:
            agent_conversation_count(agent_id=access.agent_id)
    return thread


def prompt_accept(*, user, access: Access, text, thread_id=None) -> Accepted:
    """A prompt checked against the limits and stored with the assistant's (empty, streaming)
    reply, in the user's thread of the hub. Nothing is stored when a limit refuses it."""
    if not isinstance(text, str) or not text.strip():
        raise errors.EMPTY_PROMPT.error()
    text = text.strip()
    if forbidden_character_message(text):  # NUL or a lone surrogate: nothing can store it
        raise errors.PROMPT_INVALID_CHARACTERS.error()
    max_chars = settings.ASSISTANT_PROMPT_MAX_CHARS
    if len(text) > max_chars:
        raise errors.PROMPT_TOO_LONG.error(limit=max_chars)
    with transaction.atomic():
        # Prompts of one user one at a time from here to the commit (their account's row is
        # locked; SQLite's write transactions are serial anyway), so the allowance is counted
        # after the prompts sent before it are stored: prompts sent at once from several sockets
        # or tabs cannot all pass one count.
        User.objects.select_for_update().filter(pk=user.pk).values_list("pk", flat=True).first()
        _monthly_check(user=user)
        _rate_check(user_id=user.pk)
        thread = _thread_for(user=user, access=access, thread_id=thread_id)
        asked = Message.objects.create(thread=thread, user=user, text=text)
        reply = Message.objects.create(thread=thread, user=user, is_assistant=True, status=Message.Status.STREAMING)
        Thread.objects.filter(pk=thread.pk).update(updated_at=timezone.now())
    return Accepted(thread_id=thread.pk, user_message_id=asked.pk, assistant_message_id=reply.pk)


def thread_close(*, user, access: Access) -> None:
    """'New conversation': the hub's active thread is closed; the next prompt opens another."""
    Thread.objects.filter(user=user, hub=access.hub, agent_id=access.agent_id, is_closed=False).update(is_closed=True)


# --- Generation (runs in a Celery task) --------------------------------------------------------


def stop_key(message_id: int) -> str:
    return f"assistants:stop:{message_id}"


def generation_stop(*, assistant_message_id: int) -> None:
    """Asks the generation of this reply to stop (the worker checks between chunks)."""
    cache.set(stop_key(assistant_message_id), 1, timeout=600)


def _request_for(reply: Message) -> GenerationRequest:
    thread = reply.thread
    earlier = list(
        Message.objects.filter(thread=thread, pk__lt=reply.pk)
        .exclude(is_assistant=True, text="")
        .order_by("-id")
        .values_list("is_assistant", "text", "data")[: settings.ASSISTANT_HISTORY_MESSAGES + 1]
    )[::-1]
    prompt = earlier[-1][1] if earlier and not earlier[-1][0] else ""
    history = [Turn(is_assistant=a, text=t, data=d) for a, t, d in earlier[:-1]]
    agent = thread.agent
    return GenerationRequest(
        hub=thread.hub,
        user=reply.user,
        prompt=prompt,
        history=history,
        agent_name=agent.name if agent else "",
        agent_instructions=agent.instructions if agent else "",
    )


Emit = Callable[[dict], None]


def generation_run(*, assistant_message_id: int, emit: Emit) -> str:
    """Streams the reply of a stored prompt: `emit` gets {"kind": "token", "text"},
    {"kind": "data", "dataType", "data"} and finally {"kind": "done", "status", "error"}.
    What was said is saved whatever happens (a provider failing mid-stream keeps the text
    so far). Safe to run twice: a reply that is no longer streaming is left alone."""
    reply = Message.objects.select_related("thread", "thread__agent", "user").filter(pk=assistant_message_id).first()
    if reply is None or reply.status != Message.Status.STREAMING:
        emit({"kind": "done", "status": reply.status if reply else "missing", "error": None})
        return reply.status if reply else "missing"
    request = _request_for(reply)
    text_parts: list[str] = []
    data_type, data = "", None
    status, error = Message.Status.DONE, None
    key = stop_key(reply.pk)
    try:
        for chunk in provider_get().stream(request):
            if cache.get(key):
                status = Message.Status.STOPPED
                break
            if isinstance(chunk, TextChunk):
                if chunk.text:
                    text_parts.append(chunk.text)
                    emit({"kind": "token", "text": chunk.text})
            elif isinstance(chunk, DataChunk):
                data_type, data = chunk.data_type, chunk.data
                emit({"kind": "data", "dataType": data_type, "data": data})
    except ProviderError as exc:
        status, error = Message.Status.FAILED, exc.message
        logger.warning("assistant provider failed on message %s: %s", reply.pk, exc)
    except Exception:  # a bug or an outage must not leave the reply streaming forever
        status, error = Message.Status.FAILED, errors.PROVIDER_FAILED.title
        logger.exception("assistant generation failed on message %s", reply.pk)
    Message.objects.filter(pk=reply.pk).update(text="".join(text_parts), data_type=data_type, data=data, status=status)
    cache.delete(key)
    emit({"kind": "done", "status": status, "error": error})
    return status
