"""The turn machine drawn from its table: a Mermaid state diagram and a plain-text listing."""

from __future__ import annotations

from fsm.machine import TRANSITIONS, Phase, sources


def mermaid() -> str:
    """The machine as a Mermaid state diagram, generated from `TRANSITIONS`."""
    lines = ["stateDiagram-v2", f"    [*] --> {Phase.LOBBY.value}"]
    for row in TRANSITIONS:
        guards = " and ".join(row.get("conditions", []))
        label = f"{row['trigger']} [{guards}]" if guards else row["trigger"]
        for source in sources(row):
            dest = source if row["dest"] is None else row["dest"]
            lines.append(f"    {source.value} --> {dest.value}: {label}")
    lines += [f"    {Phase.FINISHED.value} --> [*]", f"    {Phase.CANCELLED.value} --> [*]"]
    return "\n".join(lines)


def describe() -> str:
    """The transition table as plain text: trigger, sources, destination, guards and effects."""
    rows = []
    for row in TRANSITIONS:
        dest = "(stays)" if row["dest"] is None else row["dest"].value
        guards = ", ".join(row.get("conditions", [])) or "—"
        starts = ", ".join(s.value for s in sources(row))
        effects = f"; then {', '.join(row['after'])}" if row["after"] else ""
        rows.append(f"{row['trigger']:<15} {starts:<50} → {dest:<16} if {guards}{effects}")
    return "\n".join(rows)
