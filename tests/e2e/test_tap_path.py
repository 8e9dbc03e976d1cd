"""One Roll tap, traced through the real bot (`bench/trace_tap.py`): the phase is read once.

The game's phase is read from its data once, when it is loaded; after that the session's
machine holds it, and the chat is shown from fsm's answer (its view as data).
"""

from __future__ import annotations

from bench.trace_tap import ROOT, trace_roll


async def test_a_roll_tap_reads_the_phase_once(embedded_redis, redis, tmp_path) -> None:
    """A Roll tap loads the game once and reads its phase once: no recomputation on the save,
    the result or the view."""
    tracer = await trace_roll(tmp_path, embedded_redis)
    assert tracer.phases == 1
    assert "fsm/session.py" in tracer.files and "tgbot/outbox/show.py" in tracer.files


async def test_the_trace_counts_the_lines_a_tap_runs(embedded_redis, redis, tmp_path) -> None:
    """Every file the tap enters has lines it ran, each a line of that file, and together a
    small part of the files' lines (what docs/ARCHITECTURE.md's 'A module' weighs)."""
    tracer = await trace_roll(tmp_path, embedded_redis)
    assert set(tracer.run) == set(tracer.files)
    lengths = {path: len((ROOT / path).read_text(encoding="utf-8").splitlines())
               for path in tracer.files}  # fmt: skip
    assert all(min(lines) > 0 and max(lines) <= lengths[path] for path, lines in tracer.run.items())
    assert sum(map(len, tracer.run.values())) < sum(lengths.values()) // 2
