"""factory_boy factories of the outreach app.

    IntroRequestFactory(sender_company=a, receiver_company=b)   a pending request from a to b
    IntroRequestFactory(..., accepted=True)                  accepted, with the pair's conversation
    IntroRequestFactory(..., state="declined")               any other state (decided now)
    ConversationFactory(companies=(a, b))                    the pair's open conversation
    ConversationMessageFactory(conversation=c, author=u)     a message by u (of u's company)
    ConversationMessageFactory(..., is_internal_note=True)   an internal note
    AbuseReportFactory(reporter=u, intro_request=r)          an open report
Requests sent through the service carry a fit and e-mail their receivers: tests of those rules
use apps.outreach.services.intro_request_send.
"""

from datetime import timedelta

import factory
from django.utils import timezone
from factory.django import DjangoModelFactory

from apps.companies.tests.factories import CompanyFactory
from apps.outreach.models import (
    AbuseReport,
    CompanyOutreach,
    Conversation,
    ConversationMessage,
    IntroRequest,
    pair_of,
)


class ConversationFactory(DjangoModelFactory):
    class Meta:
        model = Conversation

    class Params:
        companies = None  # (company_a, company_b), in any order

    company_low = factory.LazyAttribute(
        lambda o: min(o.companies, key=lambda c: c.pk) if o.companies else CompanyFactory()
    )
    company_high = factory.LazyAttribute(
        lambda o: max(o.companies, key=lambda c: c.pk) if o.companies else CompanyFactory()
    )
    created_at = factory.LazyFunction(timezone.now)

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        low, high = kwargs["company_low"], kwargs["company_high"]
        if low.pk > high.pk:
            kwargs["company_low"], kwargs["company_high"] = high, low
        return super()._create(model_class, *args, **kwargs)


def _member_of(user):
    membership = getattr(user, "company_membership", None)
    return membership.company if membership else None


class IntroRequestFactory(DjangoModelFactory):
    class Meta:
        model = IntroRequest

    class Params:
        accepted = factory.Trait(state=IntroRequest.State.ACCEPTED)

    sender_user = None
    sender_company = factory.LazyAttribute(lambda o: _member_of(o.sender_user) if o.sender_user else CompanyFactory())
    receiver_company = factory.SubFactory(CompanyFactory)
    type = IntroRequest.Type.PARTNERSHIP
    message = "We would like to talk about a reseller partnership in Western Europe."
    state = IntroRequest.State.PENDING
    created_at = factory.LazyFunction(timezone.now)
    expires_at = factory.LazyAttribute(lambda o: o.created_at + timedelta(days=30))

    @classmethod
    def _create(cls, model_class, *args, **kwargs):
        sender, receiver = kwargs["sender_company"], kwargs["receiver_company"]
        kwargs["company_low_id"], kwargs["company_high_id"] = pair_of(sender.pk, receiver.pk)
        if kwargs.get("state", IntroRequest.State.PENDING) != IntroRequest.State.PENDING:
            kwargs.setdefault("decided_at", timezone.now())
        if kwargs.get("state") == IntroRequest.State.ACCEPTED and not kwargs.get("conversation"):
            kwargs["conversation"] = Conversation.objects.get_or_create(
                company_low_id=kwargs["company_low_id"], company_high_id=kwargs["company_high_id"]
            )[0]
        return super()._create(model_class, *args, **kwargs)


class ConversationMessageFactory(DjangoModelFactory):
    class Meta:
        model = ConversationMessage
        skip_postgeneration_save = True

    conversation = factory.SubFactory(ConversationFactory)
    author = None
    author_company = factory.LazyAttribute(lambda o: _member_of(o.author) if o.author else o.conversation.company_low)
    body = factory.Sequence(lambda n: f"Message number {n}: shall we talk on Thursday?")
    is_internal_note = False
    created_at = factory.LazyFunction(timezone.now)

    @factory.post_generation
    def _touch(message, create, extracted, **kwargs):
        if create:
            Conversation.objects.filter(pk=message.conversation_id).update(last_message_at=message.created_at)


class CompanyOutreachFactory(DjangoModelFactory):
    class Meta:
        model = CompanyOutreach
        django_get_or_create = ("company",)

    company = factory.SubFactory(CompanyFactory)


class AbuseReportFactory(DjangoModelFactory):
    class Meta:
        model = AbuseReport

    reporter = None
    reporter_company = factory.LazyAttribute(lambda o: _member_of(o.reporter) if o.reporter else None)
    intro_request = None
    conversation = None
    reason = "Spam: the same pitch to every company."
    evidence = factory.LazyAttribute(
        lambda o: (
            {"kind": "request", "message": o.intro_request.message}
            if o.intro_request
            else {"kind": "conversation", "messages": []}
        )
    )
