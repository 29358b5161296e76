#!/usr/bin/env python3
"""Fuzzes coordviz with mutated specs, snapshots and recordings.

Usage: fuzz.py COORDVIZ [--runs N] [--seed S] [--timeout SECONDS] [--keep DIR]

Each case mutates a seed input (the samples' specs, the spec fixtures, the committed snapshots
and recordings, the hostile corpus) with a seeded random generator: bytes flipped, inserted
(control characters, quotes, brackets, backslashes, separators), deleted, duplicated, spliced
from another seed; JSON values replaced (hostile strings, huge numbers, deep nesting, long
strings). coordviz then validates, reviews (any reporter), renders (DOT, Mermaid, JSON: no layout) or
compares it.

Every run must end within the time limit, by exit (never a signal), with status 0 or 1; status
1 must come with at least one problem; every line on standard error must be one located problem
(`path: error: …` or `path:line:col: error|warning: …`) without control characters and shorter
than 2,000 characters. Failing inputs are kept in DIR (default .build/fuzz-failures).
`make test` runs a bounded pass; run longer with e.g. `scripts/fuzz.sh .build/debug --runs 20000`.
"""
import argparse
import json
import pathlib
import random
import re
import subprocess
import sys
import tempfile

NASTY = ["\x00", "\x01", "\x1b[2J", "\x1b]0;t\x07", "\r", "\r\n", "\u2028", "\u202e", "\ufeff", "\t", "\\", "\\\"", "\"",
         "'", "<", ">", "&", "%%{init: {}}%%", "`", "{", "}", "[", "]", ":", "- ", "? ", "&a ", "*a", "!!binary ", "#",
         "|", ">-", "\n  ", "\n", "é", "\U0001F600", "\xff", "0x7FFFFFFFFFFFFFFF", "1e400", "null", "~", "--- ", "..."]
HOSTILE_VALUES = ["X\" onmouseover=\"alert(1)", "a\\\"b\\", "\x1b]0;pwned\x07\x1b[2J\rfake.yaml:1:1: error: forged",
                  "A" * 5000, "", " ", "coordviz-snapshot", "coordviz-recording", "\u2028", None, 0, -1, 2**70, 1e308, [], {},
                  [[[[[[[[[[[]]]]]]]]]]], True]
LOCATION = re.compile(r"^(:\d+:\d+)?: (error|warning): ")


def seeds(root):
    specs = sorted(root.glob("Samples/*/flow.yaml")) + sorted(root.glob("Tests/CoordVizSpecTests/Fixtures/**/*.yaml"))
    specs += [root / "Tests/CoordVizSpecTests/Fixtures/two-tabs.json", root / "Tests/HostileInputs/hostile-spec.json"]
    snapshots = sorted(root.glob("Output/*/snapshot.json")) + [root / "Tests/CoordVizSpecTests/Fixtures/merge/shop.snapshot.json"]
    recordings = sorted(root.glob("Output/*/recording.json"))
    return [p for p in specs if p.is_file()], snapshots, recordings


def mutate_bytes(rng, data, others):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        choice = rng.random()
        position = rng.randint(0, len(data)) if data else 0
        if choice < 0.3:
            data[position:position] = rng.choice(NASTY).encode("utf-8", "surrogatepass") if rng.random() < 0.9 else bytes([rng.randint(0, 255)])
        elif choice < 0.45 and data:
            data[min(position, len(data) - 1)] = rng.randint(0, 255)
        elif choice < 0.6 and data:
            end = min(len(data), position + rng.randint(1, 64))
            del data[position:end]
        elif choice < 0.75 and data:
            end = min(len(data), position + rng.randint(1, 200))
            data[position:position] = data[position:end] * rng.randint(1, 3)
        elif choice < 0.85:
            other = rng.choice(others)
            start = rng.randint(0, max(0, len(other) - 1))
            data[position:position] = other[start:start + rng.randint(1, 300)]
        else:
            del data[position:]
    return bytes(data)


def mutate_json(rng, data):
    try:
        document = json.loads(data)
    except ValueError:
        return None
    paths = []

    def walk(value, path):
        paths.append(path)
        if isinstance(value, dict):
            for key in value:
                walk(value[key], path + [key])
        elif isinstance(value, list):
            for index, item in enumerate(value):
                walk(item, path + [index])
    walk(document, [])
    for _ in range(rng.randint(1, 3)):
        path = rng.choice(paths[1:] or paths)
        parent = document
        for key in path[:-1]:
            parent = parent[key]
        if not path:
            break
        try:
            if isinstance(parent, dict) and rng.random() < 0.2:
                parent[rng.choice(HOSTILE_VALUES[:4]) or "k"] = parent.pop(path[-1])
            else:
                parent[path[-1]] = rng.choice(HOSTILE_VALUES)
        except (KeyError, IndexError, TypeError):
            pass
        paths = []
        walk(document, [])
    return json.dumps(document, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")


def commands(rng, kind, path, spec_seed):
    review = ["review", path, "--reporter", rng.choice(["text", "json", "sarif", "github", "junit", "markdown"])]
    if kind == "spec":
        return [["validate", path], review, ["render", path, "--view", rng.choice(["hierarchy", "tabs", "flows", "overview", "deeplinks"]),
                                     "--format", rng.choice(["dot", "mermaid", "json"]), "-o", "-"]]
    if kind == "snapshot":
        return [["validate", path], review, ["render", path, "--view", rng.choice(["hierarchy", "tabs", "flows"]), "--format", rng.choice(["dot", "mermaid", "json"])]]
    return [["compare", str(spec_seed), path], ["render", path, "--view", "flows", "--format", rng.choice(["dot", "mermaid"])]]


def located(line, paths):
    """Whether the line starts with one of the input paths, then `:line:col`, then a severity."""
    return any(line.startswith(path) and LOCATION.match(line[len(path):]) for path in paths)


def check(result, arguments, timed_out):
    if timed_out:
        return "did not finish in time"
    if result.returncode < 0:
        return f"died with signal {-result.returncode}"
    if result.returncode not in (0, 1):
        return f"exit status {result.returncode}"
    stderr = result.stderr.decode("utf-8", "replace")
    lines = [line for line in stderr.split("\n") if line]
    # compare and review report on standard output; their status 1 may come with no stderr.
    if result.returncode == 1 and not lines and not (arguments[0] in ("compare", "review") and result.stdout.strip()):
        return "exit 1 without a problem"
    for line in lines:
        if re.search(r"[\x00-\x1f\x7f\u2028\u2029\u202a-\u202e]", line):
            return f"a control character on standard error: {line[:120]!r}"
        if len(line) > 2000:
            return f"a line of {len(line)} characters"
        if not located(line, [a for a in arguments[1:] if not a.startswith("-")]):
            return f"a problem without a location: {line[:160]!r}"
    if arguments[0] in ("validate", "compare", "review") and re.search(rb"[\x00-\x09\x0b-\x1f\x7f]", result.stdout):
        return "a control character on standard output"
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("coordviz")
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--timeout", type=float, default=20)
    parser.add_argument("--keep", default=".build/fuzz-failures")
    options = parser.parse_args()
    root = pathlib.Path(__file__).resolve().parent.parent
    rng = random.Random(options.seed)
    specs, snapshots, recordings = seeds(root)
    corpus = {"spec": specs, "snapshot": snapshots, "recording": recordings}
    raw = [p.read_bytes() for p in specs + snapshots + recordings]
    failures = 0
    work = pathlib.Path(tempfile.mkdtemp(prefix="coordviz-fuzz-"))
    for run in range(options.runs):
        kind = rng.choices(["spec", "snapshot", "recording"], weights=[6, 2, 2])[0]
        seed = rng.choice(corpus[kind])
        data = seed.read_bytes()
        mutated = (mutate_json(rng, data) if seed.suffix == ".json" and rng.random() < 0.5 else None) or mutate_bytes(rng, data, raw)
        path = work / f"case-{run}{seed.suffix}"
        path.write_bytes(mutated)
        spec_seed = root / "Samples/love-story/flow.yaml"
        for arguments in commands(rng, kind, str(path), spec_seed)[: 1 + (run % 3)]:
            timed_out = False
            try:
                result = subprocess.run([options.coordviz, *arguments], capture_output=True, timeout=options.timeout, cwd=root)
            except subprocess.TimeoutExpired:
                result, timed_out = None, True
            problem = check(result, arguments, timed_out)
            if problem:
                failures += 1
                keep = pathlib.Path(options.keep)
                keep.mkdir(parents=True, exist_ok=True)
                kept = keep / f"seed{options.seed}-case{run}{seed.suffix}"
                kept.write_bytes(mutated)
                shown = " ".join(str(kept) if a == str(path) else a for a in arguments)
                print(f"FAIL coordviz {shown}: {problem}")
        path.unlink()
    print(f"fuzz: {options.runs} mutated inputs (seed {options.seed}), {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
