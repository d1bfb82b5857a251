"""The monthly allowance under real concurrency (PostgreSQL): prompts sent at the same moment
from several sockets or tabs are counted one after the other (services.prompt_accept locks the
account's row and counts again), so no more are stored than the plan allows."""

import pytest

from apps.assistants import errors
from apps.assistants.models import Hub, Message, Thread
from apps.assistants.services import hub_access, prompt_accept
from apps.core.errors import ApplicationError
from apps.core.testing import run_together
from conftest import make_user

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True, serialized_rollback=True)]


def test_prompts_sent_at_once_past_the_allowance_store_only_what_it_allows(require_services, settings):
    settings.ASSISTANT_MONTHLY_MESSAGES = {**settings.ASSISTANT_MONTHLY_MESSAGES, "free": 3}
    settings.ASSISTANT_MESSAGES_PER_MINUTE = 100
    user = make_user(email="eager@acme-industries.com")  # the Free plan: 3 messages a month here
    access = hub_access(user=user, hub=Hub.CHAT)
    prompt_accept(user=user, access=access, text="The first one, sent alone.")

    results = run_together(6, lambda: prompt_accept(user=user, access=access, text="All at once."))

    accepted = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(accepted) == 2  # 3 allowed, 1 already used
    assert all(isinstance(r, ApplicationError) and r.code == errors.MONTHLY_LIMIT.code for r in refused), refused
    assert Message.objects.filter(user=user, is_assistant=False).count() == 3
    assert Thread.objects.filter(user=user, hub=Hub.CHAT, is_closed=False).count() == 1  # one thread, not one per race
