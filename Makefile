# The two commands a newcomer needs: `make serve` and `make test`.
VENV ?= .venv
PYTHON ?= python3
PY := $(VENV)/bin/python
# `make serve PORT=8001 DATABASE_URL=postgresql://...`; without DATABASE_URL the server
# reads TABLETOP_DATABASE_URL, else uses ./tabletop.db.
HOST ?= 127.0.0.1
PORT ?= 8000
DATABASE_URL ?=

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip

# Serving needs the package, the engines (a package of their own) and the PostgreSQL driver.
$(VENV)/serve-installed: pyproject.toml engines/pyproject.toml engines/_version.py | $(PY)
	$(PY) -m pip install -q -e ./engines -e ".[postgres]"
	touch $@

# The bots (clients/bots, `tabletop-bot` in $(VENV)/bin) and the client they play through, beside
# what serving needs: they simulate with the server's engines. They come after the server's
# package: its reinstallation over a version that still held `tabletop-bot` takes that command away.
CLIENTS := clients/python/pyproject.toml clients/bots/pyproject.toml clients/python/tabletop_client/_version.py \
	clients/bots/tabletop_bots/_version.py
BOTS := -e ./engines -e ./clients/python -e ./clients/bots
$(VENV)/bots-installed: $(VENV)/serve-installed $(CLIENTS)
	$(PY) -m pip install -q $(BOTS)
	touch $@

# Training bots (docs/guides/bots/training.md): the engines' environments, the PettingZoo and
# OpenSpiel extras, beside the bots. Editable, as the rest: a plain `pip install ./engines`
# builds in the checkout (engines/build/).
$(VENV)/training-installed: $(VENV)/bots-installed engines/pyproject.toml
	$(PY) -m pip install -q -e './engines[pettingzoo,openspiel]'
	touch $@

# The tests need all of it: their tools, the client and the bots (the tests use both) and the
# guide's builder, in one pip run that counts as each part's install (a run per part resolved
# and installed the shared packages again: 58 s on a fresh clone, against 27 s). The bots are
# installed again should the server's package, replaced in the same run, take their command.
$(VENV)/installed: pyproject.toml engines/pyproject.toml engines/_version.py $(CLIENTS) | $(PY)
	$(PY) -m pip install -q $(BOTS) -e ".[test,postgres,docs]"
	[ -e $(VENV)/bin/tabletop-bot ] || $(PY) -m pip install -q --force-reinstall --no-deps -e ./clients/bots
	touch $(VENV)/serve-installed $(VENV)/bots-installed $(VENV)/docs-installed $@

# The guide (mkdocs.yml): docs/ as a site, built into the server's package, which serves it at
# /guide/. Its reference pages are generated from the code at build time (docs/hooks): the
# settings, the problem codes, the command lines (the bots' too), the OpenAPI document, the
# client's docstrings and the engines' rules; it is built again when any of them changes.
# --strict: a broken link, a page missing from the nav or a missing anchor fails the build,
# and a failed build leaves no site behind (the next `make` builds it again).
GUIDE := service/http/guide/site
GUIDE_SOURCES := mkdocs.yml $(shell find docs openapi service engines clients/python/tabletop_client \
	clients/bots/tabletop_bots -type f \( -name '*.md' -o -name '*.py' -o -name '*.json' -o -name '*.png' \) \
	-not -path '$(GUIDE)/*' -not -path '*/__pycache__/*')

$(VENV)/docs-installed: $(VENV)/bots-installed pyproject.toml
	$(PY) -m pip install -q -e ./engines -e ".[docs]"
	touch $@

$(GUIDE)/index.html: $(VENV)/docs-installed $(GUIDE_SOURCES)
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict --quiet || { rm -rf $(GUIDE); exit 1; }

# The TypeScript client (its tools: openapi-typescript, tsc, as its lock file says).
TS := clients/typescript
$(TS)/node_modules/.package-lock.json: $(TS)/package.json $(TS)/package-lock.json
	npm ci --prefix $(TS) --no-audit --no-fund

# The linters users run on the document (Spectral's and Redocly's recommended rules, less
# what openapi/.spectral.yaml and openapi/redocly.yaml leave off, each with its reason), at
# the versions its lock file pins. (No install scripts: they need none.)
LINT := openapi/lint
$(LINT)/node_modules/.package-lock.json: $(LINT)/package.json $(LINT)/package-lock.json
	npm ci --prefix $(LINT) --no-audit --no-fund --ignore-scripts

# Its types, generated from openapi/openapi.json (`npm run schema`: openapi-typescript, with
# the package's options), and its version, the API's (npm version: package.json and the lock).
define TYPESCRIPT_CLIENT
npm --prefix $(TS) run --silent schema > $(TS)/src/schema.d.ts.new
mv $(TS)/src/schema.d.ts.new $(TS)/src/schema.d.ts
npm --prefix $(TS) version --no-git-tag-version --allow-same-version \
	"$$(node -p 'require("./openapi/openapi.json").info.version')" > /dev/null
endef

# What the type checker covers: the engines, the service, and (by clients/generate.py's
# exclusions, pyproject.toml) the hand-written client and the bots. ruff reads the
# whole repository (tests, deploy and the bench too), with the same exclusions.
CHECKED := engines service clients
# What the checks run on: the tests' install and the document's linters.
CHECK_TOOLS := $(VENV)/installed $(LINT)/node_modules/.package-lock.json

.PHONY: serve test check guide bots training bench openapi client typescript constraints
# A server for development: anyone who reaches it may register an app (POST /apps, no key), as
# its first log lines say, unless TABLETOP_APP_REGISTRATION says otherwise. A deployed server
# (deploy/) keeps the default, `admin`: registered with TABLETOP_ADMIN_KEY only.
serve: $(VENV)/serve-installed $(GUIDE)/index.html  ## run a development server (default: the embedded SQLite ./tabletop.db on 127.0.0.1:8000, app registration open)
	TABLETOP_APP_REGISTRATION="$${TABLETOP_APP_REGISTRATION:-open}" $(VENV)/bin/tabletop serve --host '$(HOST)' --port '$(PORT)' $(if $(DATABASE_URL),--database-url '$(DATABASE_URL)')

test:  ## the static checks, the guide's strict build, then the whole suite; PostgreSQL suites run when TABLETOP_TEST_POSTGRES_URL is set
# Two at a time, each output whole: pip's and npm's installs, then the checks and the guide's
# build (each of which keeps to one core).
	$(MAKE) --no-print-directory -j2 --output-sync=target $(CHECK_TOOLS)
	$(MAKE) --no-print-directory -j2 --output-sync=target check guide
# Four workers on two cores: the suite waits on servers, browsers and databases in other
# processes (a run with two used 1.1 cores on average), and the others fill that time. Python
# keeps its compiled modules (__pycache__/, ignored by git) whatever the environment says:
# without them every worker, server and command the tests start compiles the checkout again,
# and each worker rewrites the tests' asserts (its collection: 11 s of CPU, 4.6 s from them).
	PYTHONDONTWRITEBYTECODE= $(PY) -m pytest -n 4 --dist worksteal -q --durations=15

check: $(CHECK_TOOLS)  ## lint and format (ruff), strict types (mypy), the layers one way and no import circle, no module over 400 lines nor function over 60 (tests/sizes.py), the OpenAPI document under Spectral and Redocly
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy $(CHECKED)
	$(VENV)/bin/lint-imports
	$(PY) tests/sizes.py
	npm --prefix $(LINT) run --silent lint

guide: $(GUIDE)/index.html  ## build the guide (docs/, served at /guide/) with mkdocs --strict

bots: $(VENV)/bots-installed  ## install the bots and the client beside the server: $(VENV)/bin/tabletop-bot

training: $(VENV)/training-installed  ## install the bots and the engines' environments (PettingZoo, OpenSpiel) to train them

bench: $(VENV)/installed  ## print engine and HTTP throughput figures
	$(PY) tests/bench/bench.py

openapi: $(VENV)/installed $(TS)/node_modules/.package-lock.json  ## regenerate the checked-in OpenAPI document, then the clients
	$(VENV)/bin/tabletop openapi > openapi/openapi.json
	$(PY) clients/generate.py
	$(TYPESCRIPT_CLIENT)

client: $(VENV)/installed $(TS)/node_modules/.package-lock.json  ## regenerate the client packages (clients/python, clients/typescript) from openapi/openapi.json
	$(PY) clients/generate.py
	$(TYPESCRIPT_CLIENT)

typescript: $(VENV)/installed  ## the TypeScript client: npm ci, then its tests (no drift, tsc --strict, the compile-fail cases, its example against a live server)
	npm ci --prefix $(TS) --no-audit --no-fund
	$(PY) -m pytest -q tests/clients/test_typescript.py

constraints:  ## pin deploy/constraints.txt (the image's versions) to the newest of what serving needs
	rm -rf $(VENV)-pins
	$(PYTHON) -m venv $(VENV)-pins
	$(VENV)-pins/bin/pip install -q --upgrade pip setuptools
	$(VENV)-pins/bin/pip install -q ./engines ".[postgres]"
	{ echo "# Generated by \`make constraints\`: what the image installs (deploy/Dockerfile)."; \
	  $(VENV)-pins/bin/pip freeze --all --exclude tabletop --exclude tabletop-engines; } > deploy/constraints.txt
	rm -rf $(VENV)-pins build
