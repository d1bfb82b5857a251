# Two commands for a newcomer: `make run` (serve the product) and `make test` (run every test).
SHELL := /bin/bash
PYTHON ?= python3
PORT ?= 8000
HOST ?= 127.0.0.1
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
MANAGE := $(PY) manage.py
FRONTEND_SRC := $(shell find frontend/src frontend/public -type f 2>/dev/null) frontend/webpack.config.js frontend/tsconfig.json

.PHONY: run test test-backend test-frontend test-e2e build install install-dev lint format migrate seed worker beat clean chromium nginx

# --- installs (stamp files: re-run only when the dependency lists change) -----------------
$(VENV)/.runtime: requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

$(VENV)/.dev: requirements-dev.txt requirements.txt $(VENV)/.runtime
	$(PIP) install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

# `npm ci`: exactly the versions of the committed lock file, which it never rewrites (`npm
# install` added entries to it on a fresh clone, issue 22). Each lock file lists every
# platform's optional binaries, so it fits any machine; tests/test_clean_checkout.py checks both
# lock files install unchanged and that no target here runs `npm install`.
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# The import-boundaries lint has its own packages (typescript-eslint needs TypeScript 5; the
# app compiles with TypeScript 7): docs/frontend.md, "Boundaries".
frontend/lint/node_modules/.installed: frontend/lint/package.json frontend/lint/package-lock.json
	npm ci --prefix frontend/lint --no-audit --no-fund --loglevel=error
	touch $@

install: $(VENV)/.runtime node_modules/.installed
install-dev: $(VENV)/.dev node_modules/.installed frontend/lint/node_modules/.installed

# --- front end ---------------------------------------------------------------------------
frontend/dist/index.html: node_modules/.installed $(FRONTEND_SRC) package.json
	npm run build --silent
	touch $@

build: frontend/dist/index.html

# --- run ----------------------------------------------------------------------------------
migrate: $(VENV)/.runtime
	$(MANAGE) migrate --noinput

seed: migrate
	$(MANAGE) seed_demo

# E-mailed links (sign-up, reset, referral) must reach the address served here: settings
# take SITE_URL_DEFAULT when SITE_URL is not set (environment, make variable or .env).
SERVED_URL = http://$(if $(findstring :,$(HOST)),[$(HOST)],$(HOST)):$(PORT)

run: install build seed
	$(MANAGE) collectstatic --noinput --verbosity 0
	@SITE_URL_DEFAULT='$(SERVED_URL)' $(MANAGE) run_banner --port $(PORT) --host $(HOST)
	SITE_URL_DEFAULT='$(SERVED_URL)' $(VENV)/bin/daphne -b $(HOST) -p $(PORT) config.asgi:application

# Production-like background processes (need REDIS_URL).
worker: $(VENV)/.runtime
	$(VENV)/bin/celery -A config worker --loglevel=info
beat: $(VENV)/.runtime
	$(VENV)/bin/celery -A config beat --loglevel=info

# --- tests --------------------------------------------------------------------------------
chromium:
	@if [ ! -x /usr/bin/chromium ]; then \
	  if [ "$$(id -u)" = 0 ]; then echo "Installing Debian's chromium for the browser tests"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else echo "Browser tests need /usr/bin/chromium: sudo apt-get install -y chromium"; exit 1; fi; \
	fi

# nginx for tests/test_deploy.py: docker/nginx.conf in front of the production servers.
nginx:
	@if [ ! -x /usr/sbin/nginx ]; then \
	  if [ "$$(id -u)" = 0 ]; then echo "Installing Debian's nginx for the deployment tests"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null; \
	  else echo "The deployment tests need /usr/sbin/nginx: sudo apt-get install -y nginx-light"; exit 1; fi; \
	fi

test-frontend: node_modules/.installed
	npm run typecheck --silent
	npm test --silent

test-backend: $(VENV)/.dev nginx
	$(PY) -m pytest apps tests --ignore=tests/e2e -q

test-e2e: $(VENV)/.dev build chromium
	$(PY) -m pytest tests/e2e -q

# Every test: the first-load budget of the build (docs/architecture.md), front-end type
# check and unit tests, then backend + browser tests in one pytest run, so the last line
# printed is pytest's summary.
test: install-dev build chromium nginx
	npm run check-size --silent
	$(MANAGE) makemigrations --check --dry-run --settings=config.settings.test
	$(VENV)/bin/lint-imports --no-cache
	npm run lint:boundaries --silent
	npm run api:check --silent
	npm run typecheck --silent
	npm test --silent
	$(PY) -m pytest

lint: $(VENV)/.dev node_modules/.installed frontend/lint/node_modules/.installed
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports --no-cache
	npm run lint:boundaries --silent
	npm run api:check --silent
	npm run typecheck --silent

format: $(VENV)/.dev
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

clean:
	rm -rf frontend/dist frontend/build-stats.json var/static
