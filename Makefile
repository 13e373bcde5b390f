# make run   - set up (first time or when requirements change) and serve on port 5000
# make test  - set up and run the whole test suite (TESTS="tests/web -k moon": a part)
# make bench - run the benchmarks in bench/
# make upgrade - set up and run the migrations on DATABASE_URL's database (or the SQLite file)
# make backup FILE=path, make restore FILE=path - the whole database to a file and back
# make translations - extract the app's words, update every catalogue, compile them
# Needs only python3 and make.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

PYTHON ?= python3
PORT ?= 5000
VENV := .venv
PY := $(VENV)/bin/python
# pip on some machines warns about unusable local package indexes; those lines are noise.
PIP_INSTALL = $(PY) -m pip install -q -r $(1) 2>&1 | { grep -v 'is ignored: it is neither' || true; }

.PHONY: run test bench translations upgrade backup restore

$(PY):
	$(PYTHON) -m venv $(VENV)

# Stamp files: pip runs again only when a requirements file changes.
$(VENV)/.run-installed: requirements.txt | $(PY)
	$(call PIP_INSTALL,requirements.txt)
	touch $@

$(VENV)/.dev-installed: requirements.txt requirements-dev.txt | $(PY)
	$(call PIP_INSTALL,requirements-dev.txt)
	touch $@

# The catalogues' compiled .mo files are not committed: run and test build them.
CATALOGUES := $(wildcard translations/*/LC_MESSAGES/messages.po)
COMPILED := $(CATALOGUES:.po=.mo)
BABEL_KEYWORDS := -k _l -k lazy_gettext -k Msg -k InGame:1c,2 -k Plural:1,2 -k N_

translations/%/LC_MESSAGES/messages.mo: translations/%/LC_MESSAGES/messages.po | $(VENV)/.run-installed
	$(VENV)/bin/pybabel -q compile -d translations -l $* -i $< -o $@

translations: $(VENV)/.run-installed
	$(VENV)/bin/pybabel -q extract -F babel.cfg $(BABEL_KEYWORDS) --project "Domino Table" --no-location --sort-output \
	  -o translations/messages.pot .
	$(VENV)/bin/pybabel -q update -i translations/messages.pot -d translations --no-fuzzy-matching \
	  --ignore-obsolete
	$(VENV)/bin/pybabel -q compile -d translations --statistics

# The static files the server sends, built once from static/ (minified, our styles and
# scripts joined into app.css and app.js: scripts/build_static.py) into build/static/,
# then compressed once (Brotli and gzip beside each), for WhiteNoise to serve.
STATIC := $(shell find static -type f)

$(VENV)/.static-compressed: $(STATIC) scripts/build_static.py | $(VENV)/.run-installed
	$(PY) scripts/build_static.py
	$(PY) -m whitenoise.compress -q build/static
	touch $@

# Every phone keeps its connection open (it polls every 3 s), and a granian worker serves
# at most backlog/workers connections at once: the default backlog (1024) let about 1,000
# phones in (250 tables of four) and left the next ones waiting half a minute; 4096 lets
# about 4,000 in.
run: $(VENV)/.run-installed $(COMPILED) $(VENV)/.static-compressed
	$(VENV)/bin/flask --app app db upgrade
	@ip=$$($(PY) scripts/lan_address.py || hostname -I 2>/dev/null | awk '{print $$1}' || true); \
	 $(PY) scripts/join_qr.py "http://$${ip:-localhost}:$(PORT)"
	exec $(VENV)/bin/granian --interface wsgi --no-ws --workers 3 --blocking-threads 1 \
	  --backlog 4096 --respawn-failed-workers --workers-kill-timeout 3 \
	  --host 0.0.0.0 --port $(PORT) wsgi:app

# What the app needs to start: the runtime requirements, the catalogues, the static files.
upgrade: $(VENV)/.run-installed $(COMPILED) $(VENV)/.static-compressed
	$(VENV)/bin/flask --app app db upgrade

backup restore: $(VENV)/.run-installed $(COMPILED) $(VENV)/.static-compressed
	@[ -n "$(FILE)" ] || { echo "usage: make $@ FILE=path" >&2; exit 2; }
	$(VENV)/bin/flask --app app $@ "$(FILE)"

# The suite runs on every core (pytest-xdist); WORKERS=1 runs it in one process.
WORKERS ?= auto
test: $(VENV)/.dev-installed $(COMPILED) $(VENV)/.static-compressed
	$(PY) -m pytest -q -n $(WORKERS) $(TESTS)

# bench/load.py runs a quick evening by default; the full search and the long game:
#   make bench LOAD="--search --seconds 20 --long 600"
bench: $(VENV)/.dev-installed $(VENV)/.static-compressed
	@shopt -s nullglob; for script in bench/*.py; do echo "== $$script"; \
	  if [ "$$script" = bench/load.py ]; then $(PY) "$$script" $(LOAD); else $(PY) "$$script"; fi; done
