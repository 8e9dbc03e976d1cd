# The two set-up commands of the README: `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

## Install into .venv and run the bot (embedded Redis unless REDIS_URL is set).
run: $(STAMP)
	$(BIN)/robinson-bot run

## Install into .venv and run linters, type checks and the whole test suite.
test: $(STAMP) lint
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python bench/engine.py
	$(BIN)/python bench/bot.py
	$(BIN)/python bench/picture.py

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache
