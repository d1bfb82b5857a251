"""Read-only checks of the services the product depends on, and what the server offers."""

import uuid

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.conf import settings
from django.core.cache import caches
from django.db import connection


def _check(fn):
    try:
        return {"ok": True, **fn()}
    except Exception as exc:  # a health check reports any failure instead of raising
        return {"ok": False, "error": f"{type(exc).__name__}: {exc}"}


def health_database():
    def run():
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
        return {"vendor": connection.vendor}

    return _check(run)


def health_cache():
    def run():
        cache = caches["default"]
        key = f"healthz:{uuid.uuid4().hex}"
        cache.set(key, "1", 10)
        if cache.get(key) != "1":
            raise RuntimeError("value written was not read back")
        cache.delete(key)
        return {"backend": type(cache).__name__}

    return _check(run)


def health_channel_layer():
    def run():
        layer = get_channel_layer()
        if layer is None:
            raise RuntimeError("no channel layer configured")

        async def roundtrip():
            channel = await layer.new_channel()
            await layer.send(channel, {"type": "health.ping"})
            message = await layer.receive(channel)
            if message.get("type") != "health.ping":
                raise RuntimeError("message sent was not received")

        async_to_sync(roundtrip)()
        return {"backend": type(layer).__name__}

    return _check(run)


def health_report():
    checks = {
        "database": health_database(),
        "cache": health_cache(),
        "channelLayer": health_channel_layer(),
    }
    # Without the database nothing works ("error"); without Redis (cache, channel layer) the
    # product serves what does not need it ("degraded"). Either answers 503.
    if not checks["database"]["ok"]:
        status = "error"
    elif all(check["ok"] for check in checks.values()):
        status = "ok"
    else:
        status = "degraded"
    return {"status": status, "checks": checks}


def sign_in_providers_configured() -> dict[str, bool]:
    """Which sign-in providers this server offers (settings.SIGN_IN_PROVIDERS): a provider is
    offered when its issuer, client id and secret are all set."""
    return {
        key: all((config or {}).get(field) for field in ("issuer", "client_id", "client_secret"))
        for key, config in settings.SIGN_IN_PROVIDERS.items()
    }
