"""deploy/Dockerfile read as BuildKit reads it: its steps, its build context and its COPY lines."""

from __future__ import annotations

import fnmatch
import json
import os
import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCKERFILE = ROOT / "deploy" / "Dockerfile"
IGNORE = ROOT / "deploy" / "Dockerfile.dockerignore"


@dataclass(frozen=True)
class Step:
    """One instruction: the stage it belongs to ("" before the first FROM), its name, its text."""

    stage: str
    op: str
    args: str


def steps(path: Path = DOCKERFILE) -> list[Step]:
    """The instructions, continuation lines joined and comment lines dropped, as BuildKit does."""
    logical: list[str] = []
    pending = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        pending += line
        if pending.strip():
            logical.append(" ".join(pending.split()))
        pending = ""
    found: list[Step] = []
    stage = ""
    for text in logical:
        op, _, args = text.partition(" ")
        if op.upper() == "FROM":
            stage = args.split(" AS ")[-1] if " AS " in args else args
        found.append(Step(stage, op.upper(), args))
    return found


def arg_defaults(all_steps: list[Step]) -> dict[str, str]:
    """The global ARGs with their default values (those before the first FROM)."""
    defaults: dict[str, str] = {}
    for step in all_steps:
        if step.op == "ARG" and step.stage == "":
            name, _, value = step.args.partition("=")
            defaults[name] = value
    return defaults


def env_of(step: Step) -> dict[str, str]:
    """An ENV instruction's name=value pairs."""
    return dict(pair.split("=", 1) for pair in step.args.split())


def entrypoint(all_steps: list[Step]) -> list[str]:
    """The last stage's ENTRYPOINT, in its JSON form."""
    (last,) = [s for s in all_steps if s.op == "ENTRYPOINT"][-1:]
    command: list[str] = json.loads(last.args)
    return command


def _pattern(rule: str) -> re.Pattern[str]:
    """A .dockerignore rule as a regular expression over context paths (`**` spans folders)."""
    out = ""
    i = 0
    while i < len(rule):
        if rule.startswith("**/", i):
            out, i = out + "(?:.*/)?", i + 3
        elif rule.startswith("**", i):
            out, i = out + ".*", i + 2
        elif rule[i] == "*":
            out, i = out + "[^/]*", i + 1
        elif rule[i] == "?":
            out, i = out + "[^/]", i + 1
        else:
            out, i = out + re.escape(rule[i]), i + 1
    return re.compile(out)


def ignore_rules(path: Path = IGNORE) -> list[re.Pattern[str]]:
    """The ignore file's rules (exceptions with `!` are not used there, and refused here)."""
    rules: list[re.Pattern[str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        rule = line.strip()
        if not rule or rule.startswith("#"):
            continue
        assert not rule.startswith("!"), "exceptions are not reproduced here"
        rules.append(_pattern(rule.strip("/")))
    return rules


def context_files(root: Path = ROOT) -> list[str]:
    """Every file the build context holds: the repository less what the ignore file excludes."""
    rules = ignore_rules()

    def ignored(rel: str) -> bool:
        return any(rule.fullmatch(rel) for rule in rules)

    kept: list[str] = []
    for folder, dirs, files in os.walk(root):
        base = Path(folder).relative_to(root).as_posix()
        prefix = "" if base == "." else base + "/"
        dirs[:] = sorted(d for d in dirs if not ignored(prefix + d))
        kept += [prefix + f for f in sorted(files) if not ignored(prefix + f)]
    return kept


def copy_into(step: Step, files: list[str], workdir: Path, fs_root: Path) -> list[str]:
    """Carry out a COPY from the context; return the context files it copied."""
    words = [w for w in step.args.split() if not w.startswith("--")]
    *sources, dest = words
    target = fs_root / dest.lstrip("/") if dest.startswith("/") else workdir / dest
    copied: list[str] = []
    for source in sources:
        for rel in files:
            if fnmatch.fnmatchcase(rel, source):
                into = target / Path(rel).name if dest.endswith("/") else target
            elif rel.startswith(source.rstrip("/") + "/"):
                into = target / rel[len(source.rstrip("/")) + 1 :]
            else:
                continue
            into.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / rel, into)
            copied.append(rel)
    return copied


def stages(all_steps: list[Step]) -> Iterator[str]:
    """The stage names in order."""
    seen: list[str] = []
    for step in all_steps:
        if step.stage and step.stage not in seen:
            seen.append(step.stage)
            yield step.stage
