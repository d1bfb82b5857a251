"""Test settings: whatever DATABASE_URL / REDIS_URL say, plus fast hashing and eager Celery."""

import atexit
import os
import shutil
import tempfile

from .base import *

SECRET_KEY = "test-secret-key-not-for-production-0123456789abcdef"
SPA_API_KEY = "test-spa-key"
API_KEYS = ["test-integration-key"]
DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
CELERY_TASK_ALWAYS_EAGER = True
CELERY_BROKER_URL = "memory://"
# The multi-process tests (tests/processes.py) start servers and a Celery worker on the test
# database with these settings: they ask for a real broker and a queue of their own.
if os.environ.get("TEST_REAL_CELERY") == "1":
    CELERY_TASK_ALWAYS_EAGER = False
    CELERY_BROKER_URL = REDIS_URL
    CELERY_TASK_DEFAULT_QUEUE = os.environ["TEST_CELERY_QUEUE"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
WHITENOISE_AUTOREFRESH = True
# Tests never ask the real logo service: a loopback port nobody listens on (the fetch fails at
# once and the SPA shows initials). Tests of the fetch point it at a local server
# (apps/companies/tests/logo_service.py). Stored logos go to a folder of each test process's own.
LOGO_SERVICE_URL_TEMPLATE = "http://127.0.0.1:9/s2/favicons?domain={host}&sz=128"
MEDIA_ROOT = tempfile.mkdtemp(prefix="pm-test-media-")
atexit.register(shutil.rmtree, MEDIA_ROOT, ignore_errors=True)
ALLOWED_HOSTS = ["*"]
if "KEY_PREFIX" in CACHES["default"]:
    CACHES["default"]["KEY_PREFIX"] = "pm-test"
# Without Redis the version tokens are files (apps/core/versioned.py): a folder of each test
# process's own, removed when it ends, so runs do not share tokens or leave files behind.
# Discovery's index in each process's memory: tests roll their data back without moving the
# index version, so a file kept under a version would outlive the catalogue it was built from.
# The tests of the files give a folder of their own, and so do the multi-process tests to their
# servers (TEST_DISCOVERY_INDEX_DIR: a variable of the tests' own, so a DISCOVERY_INDEX_DIR left
# in a developer's environment does not reach the test run).
DISCOVERY_INDEX_DIR = os.environ.get("TEST_DISCOVERY_INDEX_DIR", "")
if not REDIS_URL and not os.environ.get("VERSIONED_CACHE_DIR"):
    VERSIONED_CACHE_DIR = tempfile.mkdtemp(prefix="pm-test-versions-")
    atexit.register(shutil.rmtree, VERSIONED_CACHE_DIR, ignore_errors=True)
