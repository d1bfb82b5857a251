"""The built-in checkout page of the `local` payments provider (server-rendered)."""

from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods

from apps.billing import services
from apps.core.exceptions import ApplicationError


@never_cache
@require_http_methods(["GET", "POST"])
def checkout_local(request, session_id):
    try:
        session = services.checkout_session_open(session_id=session_id)
    except ApplicationError as exc:
        return render(request, "billing/checkout_local.html", {"error": exc.title}, status=exc.status_code)

    if request.method == "POST":
        if request.POST.get("action") == "cancel":
            services.checkout_local_cancel(session_id=session.pk)
            return HttpResponseRedirect(session.cancel_url)
        try:
            session = services.checkout_local_pay(session_id=session.pk)
        except ApplicationError as exc:
            return render(request, "billing/checkout_local.html", {"session": session, "error": exc.title}, status=400)
        return HttpResponseRedirect(session.success_url)

    ended = session.status != session.Status.OPEN or session.expires_at <= timezone.now()
    context = {"session": session, "ended": ended}
    return render(request, "billing/checkout_local.html", context)
