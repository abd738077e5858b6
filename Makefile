# The two commands a newcomer needs: `make serve` and `make test`.
VENV ?= .venv
PYTHON ?= python3
PY := $(VENV)/bin/python

$(VENV)/installed: pyproject.toml clients/python/pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	# the client is a package of its own (clients/python): the bots and the tests use it
	$(PY) -m pip install -q -e ./clients/python -e ".[test,postgres]"
	touch $@

.PHONY: serve test bench openapi client
serve: $(VENV)/installed  ## run the server on the embedded SQLite default (./tabletop.db)
	$(VENV)/bin/tabletop serve

test: $(VENV)/installed  ## the whole suite; PostgreSQL suites run when TABLETOP_TEST_POSTGRES_URL is set
	$(PY) -m pytest -n 2 -q

bench: $(VENV)/installed  ## print engine and HTTP throughput figures
	$(PY) tests/bench/bench.py

openapi: $(VENV)/installed  ## regenerate the checked-in OpenAPI document, then the client
	$(VENV)/bin/tabletop openapi > openapi/openapi.json
	$(PY) clients/generate.py

client: $(VENV)/installed  ## regenerate the client package (clients/python) from openapi/openapi.json
	$(PY) clients/generate.py
