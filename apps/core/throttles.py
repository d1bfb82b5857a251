"""Rate limits on the shared cache (so they hold across processes), with their rates read
from settings.RATE_LIMITS at request time. Each app declares its scopes on these bases."""

import hashlib

from django.conf import settings
from redis.exceptions import RedisError
from rest_framework.throttling import SimpleRateThrottle

from apps.core.errors import SERVICE_UNAVAILABLE


class RateLimit(SimpleRateThrottle):
    def get_rate(self):
        # Read at request time so the rates follow settings (and tests can change them).
        return settings.RATE_LIMITS[self.scope]

    def allow_request(self, request, view):
        self.rate = self.get_rate()
        self.num_requests, self.duration = self.parse_rate(self.rate)
        try:
            return super().allow_request(request, view)
        except RedisError:
            # Without its counters a limit cannot hold: it refuses (fails closed) until Redis
            # is back, rather than letting a flood of guesses through.
            raise SERVICE_UNAVAILABLE.error(extra={"retryAfter": 5}) from None

    def _key(self, ident):
        return self.cache_format % {"scope": self.scope, "ident": ident}


class PerClientAddress(RateLimit):
    def get_cache_key(self, request, view):
        return self._key(self.get_ident(request))


class PerAccount(RateLimit):
    """Keyed by the e-mail in the body, hashed so no address lands in the cache as is."""

    def get_cache_key(self, request, view):
        email = request.data.get("email") if hasattr(request.data, "get") else None
        if not isinstance(email, str) or not email.strip():
            return None
        return self._key(hashlib.sha256(email.strip().lower().encode()).hexdigest())


class PerUser(RateLimit):
    def get_cache_key(self, request, view):
        if not request.user.is_authenticated:
            return None
        return self._key(request.user.pk)


class ContactUserRateLimit(PerUser):
    scope = "contact_user"
