#!/usr/bin/env python3
"""How much real-world kernel code the front ends read, and why the rest is
rejected.

Usage:
    python3 scripts/frontend-corpus.py PATH... [--ivl target/release/ivl]
        [--jobs 2] [--timeout 60] [--exclude RE] [--verify SECONDS]
        [--limit N] [--json out.json] [--examples K] [--flag FLAG]...

Each PATH is a folder (searched recursively) or a file. The denominator is
every `.cu` file that defines a CUDA kernel (`__global__`, with a body:
a file that only declares one does not count), or whose kernels are in a
header it includes (`main.cu` with `#include "kernels.h"`, unless another
file includes `main.cu`), and every `.cl` file that
defines an OpenCL kernel (`__kernel` / `kernel`), includes of CUB,
Thrust or `cuda_fp16.h` and host code included; --exclude drops paths that
match a regular expression (HeCBench keeps its HIP ports in `*-hip/` folders
with a `.cu` suffix: `'--exclude=-(hip|sycl|omp)/'`; the `=` keeps
the leading dash from reading as an option).

A file that another `.cu` file of its project includes (`#include
"kernels.cu"`: a part of a translation unit, which nvcc never compiles on
its own) is checked as that translation unit: the including `.cu` that no
other file includes; its project is the nearest folder at or above it with
a Makefile or CMakeLists.txt. The report counts it once, as itself, and
names the unit it was read through.

Each file runs as `IVL translate FLAGS FILE` in its own folder (so that its
local includes resolve), with a wall-clock limit; FLAGS are the file's
GPUVerify header flags, if it has a header, then the include folders
(`-I`) and the definitions (`-D`, outside Makefile conditionals) its
build names (the nearest Makefile in its folder or above, as a user would
pass them), then each --flag (for example
`--flag=-I/path/to/cuda-samples/Common`, where the SDK samples keep their
helper headers). With
--verify SECONDS, a file that
translates then runs as `IVL verify --timeout=SECONDS FILE` (symbolic sizes,
or those the file states in a GPUVerify header), and the verdicts are counted.

The report gives the share translated, then the rejections grouped by cause
(the first error, with names and numbers replaced), each with a few example
files. --json writes one record per file. Exit status: 1 when a file made ivl
crash (a panic or a signal), 0 otherwise, 2 on usage errors.
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
CUDA_KERNEL = re.compile(r"__global__")
OPENCL_KERNEL = re.compile(r"(^|[^\w])(__kernel|kernel)\s+(__attribute__\s*\(\(.*?\)\)\s*)?void\b", re.S)
GPUVERIFY_HEADER = re.compile(r"^//(pass|xfail:[A-Z_]+)\s*\n//(.*)\n")


def strip_comments(source: str) -> str:
    source = re.sub(r"/\*.*?\*/", " ", source, flags=re.S)
    return re.sub(r"//[^\n]*", " ", source)


def defines_kernel(path: Path) -> bool:
    return defines_kernel_text(path, OPENCL_KERNEL if path.suffix == ".cl" else CUDA_KERNEL)


def defines_kernel_text(path: Path, pattern: re.Pattern = CUDA_KERNEL) -> bool:
    try:
        text = strip_comments(path.read_text(errors="replace"))
    except OSError:
        return False
    # A definition: its body's `{` comes before any `;` (a declaration
    # `__global__ void k(int *a);` defines nothing).
    return any(
        text.find("{", m.end()) != -1
        and (text.find(";", m.end()) == -1 or text.find("{", m.end()) < text.find(";", m.end()))
        for m in pattern.finditer(text)
    )


def kernel_files(paths: list[str], exclude: re.Pattern | None) -> list[Path]:
    """Files that define a kernel, and `.cu` translation units whose kernels
    are in a header they include (`main.cu` with `#include "kernels.h"`)."""
    found, units = [], {}
    for p in map(Path, paths):
        candidates = [p] if p.is_file() else sorted(
            f for f in p.rglob("*") if f.suffix in (".cu", ".cl") and f.is_file()
        )
        for f in candidates:
            if exclude and exclude.search(str(f)):
                continue
            if defines_kernel(f) or f.suffix == ".cu" and header_with_kernel(f.resolve(), units):
                found.append(f.resolve())
    return found


def header_with_kernel(path: Path, cache: dict) -> Path | None:
    """A header (not a `.cu` file, which counts as itself) that `path`
    includes, directly or through other headers, and that defines a kernel;
    None also when another file includes `path` (its unit counts)."""
    project = project_folder(path)
    if project not in cache:
        cache[project] = includers(project)
    graph = cache[project]
    if graph.get(path):
        return None
    included: dict[Path, set[Path]] = defaultdict(set)
    for header, parents in graph.items():
        for parent in parents:
            included[parent].add(header)
    seen, todo = {path}, [path]
    while todo:
        for header in sorted(included.get(todo.pop(0), ())):
            if header in seen or header.suffix in (".cu", ".cl"):
                continue
            seen.add(header)
            if defines_kernel_text(header):
                return header
            todo.append(header)
    return None


def normalise(text: str, limit: int = 80) -> str:
    """Group similar messages: positions, names and numbers replaced."""
    text = re.sub(r"^\S+:\d+:\d+:\s*", "", text.strip())
    text = re.sub(r"^(fatal )?(error|warning)(\[\w+\])?:\s*", "", text)
    text = re.sub(r"`[^`]*`|'[^']*'|\"[^\"]*\"", "`_`", text)
    text = re.sub(r"\b0x[0-9a-fA-F]+\b|\d+", "N", text)
    text = re.split(r" \(", text, maxsplit=1)[0].strip().rstrip(".:")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def first_error(output: str) -> str:
    for line in output.splitlines():
        m = re.search(r"\b(?:fatal )?error(?:\[\w+\])?:\s*(.*)", line) or re.match(r"\s*×\s*(.*)", line)
        if m and m.group(1).strip():
            return m.group(0) if m.group(0).startswith("fatal") else m.group(1)
    lines = [l for l in output.splitlines() if l.strip()]
    return lines[0] if lines else "(no output)"


def header_flags(path: Path) -> list[str]:
    """The flags of a GPUVerify test header, if the file has one."""
    try:
        head = path.read_text(errors="replace")[:2000]
    except OSError:
        return []
    m = GPUVERIFY_HEADER.match(head)
    if not m:
        return []
    args = [a.replace("${KERNEL_DIR}", str(path.parent)) for a in m.group(2).split()]
    # GPUVerify's width, unless the header names one (ivl reads CUDA at 64).
    if not any(a.startswith("--pointer-bitwidth") for a in args):
        args.insert(0, "--pointer-bitwidth=32")
    return args


MAKE_INCLUDE = re.compile(r"(?<![\w-])-I\s*([^\s$()'\"]+)")
MAKE_DEFINE = re.compile(r"(?<![\w-])-D\s*(\w+(?:=[^\s$()'\"\\]+)?)")
MAKE_CONDITIONAL = re.compile(r"^\s*(ifeq|ifneq|ifdef|ifndef)\b\s*(.*)$")
MAKE_COMPARISON = re.compile(r"^\(\s*([^,()$]*?)\s*,\s*([^,()$]*?)\s*\)\s*(#.*)?$")
MAKE_ELSE = re.compile(r"^\s*else\b")
MAKE_END = re.compile(r"^\s*endif\b")
MAKE_VARIABLE = re.compile(r"^\s*(\w+)\s*:?=\s*([^\s#$]+)\s*(#.*)?$", re.M)
MAKE_REFERENCE = re.compile(r"\$[({](\w+)[)}]")


def expand_variables(text: str) -> str:
    """The Makefile's text with references to variables that are set once to a
    single plain word (`INC_DIR = include`, `SPATH = ../boxfilter-sycl`)
    replaced by that word, so that `-I$(INC_DIR)` names its folder."""
    values: dict[str, set[str]] = defaultdict(set)
    for m in MAKE_VARIABLE.finditer(text):
        values[m.group(1)].add(m.group(2))
    single = {name: next(iter(v)) for name, v in values.items() if len(v) == 1}
    return MAKE_REFERENCE.sub(lambda m: single.get(m.group(1), m.group(0)), text)


SOURCE_SUFFIXES = (".cu", ".cuh", ".h", ".hpp", ".hh", ".inc", ".inl", ".cpp", ".c", ".cl")
QUOTE_INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def project_folder(path: Path) -> Path:
    for folder in [path.parent, *path.parents][:4]:
        if (folder / "Makefile").is_file() or (folder / "CMakeLists.txt").is_file():
            return folder
    return path.parent


def includers(project: Path) -> dict[Path, set[Path]]:
    """For each source file of a project, the files that include it with
    `#include "..."` (resolved beside the includer, else by the end of any
    project file's path)."""
    files = [f.resolve() for f in project.rglob("*") if f.suffix in SOURCE_SUFFIXES and f.is_file()]
    by_name: dict[str, list[Path]] = defaultdict(list)
    for f in files:
        by_name[f.name].append(f)
    graph: dict[Path, set[Path]] = defaultdict(set)
    for f in files:
        try:
            text = strip_comments(f.read_text(errors="replace"))
        except OSError:
            continue
        for name in QUOTE_INCLUDE.findall(text):
            beside = (f.parent / name).resolve()
            targets = [beside] if beside.is_file() else [
                g for g in by_name.get(Path(name).name, []) if str(g).endswith(name.lstrip("./"))
            ]
            for t in targets:
                if t != f:
                    graph[t].add(f)
    return graph


def translation_unit(path: Path, cache: dict) -> Path | None:
    """The `.cu` translation unit that includes `path`, if another file
    includes it: one that no file includes, reached through includers."""
    project = project_folder(path)
    if project not in cache:
        cache[project] = includers(project)
    graph = cache[project]
    seen, todo, units = {path}, [path], []
    while todo:
        for parent in sorted(graph.get(todo.pop(0), ())):
            if parent in seen:
                continue
            seen.add(parent)
            todo.append(parent)
            if parent.suffix == ".cu" and not graph.get(parent):
                units.append(parent)
    return units[0] if units else None


def condition_holds(kind: str, test: str) -> bool:
    """Whether a Makefile conditional holds with the variables' default
    values: `ifeq (yes,yes)` once `$(GPU)` is expanded. One that still names
    a variable (set on the command line, or more than once), or tests whether
    one is defined, counts as not holding."""
    m = MAKE_COMPARISON.match(test)
    if kind in ("ifeq", "ifneq") and m:
        return (m.group(1) == m.group(2)) == (kind == "ifeq")
    return False


def makefile_flags(path: Path) -> list[str]:
    """The `-I` folders (that exist, as absolute flags) and the `-D`
    definitions of the nearest Makefile at or above the file's folder (three
    levels at most), with its simple variables expanded; definitions inside a
    conditional count when it holds with those values (`GPU = yes` makes
    `ifeq ($(GPU),yes)` hold), and are left out otherwise."""
    for folder in [path.parent, *path.parents][:4]:
        makefile = folder / "Makefile"
        if makefile.is_file():
            try:
                text = expand_variables(makefile.read_text(errors="replace"))
            except OSError:
                return []
            found = (folder / m.group(1) for m in MAKE_INCLUDE.finditer(text))
            includes = [f"-I{d.resolve()}" for d in dict.fromkeys(found) if d.is_dir()]
            taken, defines = [], []
            for line in text.splitlines():
                if m := MAKE_CONDITIONAL.match(line):
                    taken.append(condition_holds(m.group(1), m.group(2)))
                elif MAKE_ELSE.match(line) and taken:
                    taken[-1] = not taken[-1]
                elif MAKE_END.match(line):
                    taken = taken[:-1]
                elif all(taken):
                    defines += [f"-D{m.group(1)}" for m in MAKE_DEFINE.finditer(line)]
            return includes + list(dict.fromkeys(defines))
    return []


def run(cmd: list[str], cwd: Path, timeout: float) -> tuple[int | None, str, float]:
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace", timeout=timeout)
        return p.returncode, p.stdout + p.stderr, time.monotonic() - start
    except subprocess.TimeoutExpired:
        return None, "", time.monotonic() - start


def check(path: Path, args, units: dict) -> dict:
    unit = translation_unit(path, units) or path
    flags = header_flags(path) + makefile_flags(unit) + args.flag
    code, output, seconds = run([args.ivl, "translate", *flags, str(unit)], unit.parent, args.timeout)
    record = {"path": str(path), "translate_exit": code, "translate_seconds": round(seconds, 3)}
    if unit != path:
        record["unit"] = str(unit)
    if not defines_kernel(path):
        record["kernels_in"] = str(header_with_kernel(path, units))
    if code is None:
        record["cause"] = "timeout"
    elif code == 101 or code < 0:
        record["cause"] = "CRASH: " + normalise(first_error(output))
    elif code != 0:
        record["cause"] = normalise(first_error(output))
    record["error"] = first_error(output) if code != 0 else ""
    if code == 0 and args.verify:
        vcode, voutput, vseconds = run(
            [args.ivl, "verify", f"--timeout={args.verify}", *flags, str(unit)],
            unit.parent,
            args.verify * 4 + 30,
        )
        record["verify_exit"] = vcode
        record["verify_seconds"] = round(vseconds, 3)
        if vcode not in (0, 1):
            record["verify_error"] = normalise(first_error(voutput)) if vcode is not None else "timeout"
    return record


VERDICTS = {0: "verified", 1: "verification failure", 2: "input error", 3: "no verdict (solver)", None: "timeout"}


def report(records: list[dict], args) -> None:
    total = len(records)
    translated = [r for r in records if r["translate_exit"] == 0]
    by_dialect = Counter(Path(r["path"]).suffix for r in records)
    ok_by_dialect = Counter(Path(r["path"]).suffix for r in translated)
    print(f"ivl: {args.ivl}")
    print(f"files defining a kernel: {total} ({by_dialect['.cu']} .cu, {by_dialect['.cl']} .cl)")
    if not total:
        return
    print(f"translated: {len(translated)} of {total} ({100 * len(translated) / total:.1f}%)")
    for suffix in (".cu", ".cl"):
        if by_dialect[suffix]:
            n, ok = by_dialect[suffix], ok_by_dialect[suffix]
            print(f"  {suffix}: {ok} of {n} ({100 * ok / n:.1f}%)")
    times = [r["translate_seconds"] for r in records]
    through = sum(1 for r in records if "unit" in r)
    if through:
        print(f"read through the translation unit that includes them: {through}")
    in_headers = sum(1 for r in records if "kernels_in" in r)
    if in_headers:
        print(f"with their kernels in a header they include: {in_headers}")
    print(f"translate time: median {statistics.median(times):.2f}s, max {max(times):.2f}s")
    causes: dict[str, list[str]] = defaultdict(list)
    for r in records:
        if r["translate_exit"] != 0:
            causes[r["cause"]].append(r["path"])
    if causes:
        print(f"\nrejected: {total - len(translated)}, by cause")
        for cause, files in sorted(causes.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            print(f"  {len(files):5d}  {cause}")
            for f in files[: args.examples]:
                print(f"           {os.path.relpath(f)}")
    if args.verify:
        verdicts = Counter(VERDICTS.get(r.get("verify_exit"), f"exit {r.get('verify_exit')}") for r in translated)
        print(f"\nverify (--timeout={args.verify}) of the {len(translated)} translated:")
        for verdict, n in verdicts.most_common():
            print(f"  {n:5d}  {verdict}")
        errors = Counter(r["verify_error"] for r in translated if "verify_error" in r)
        for cause, n in errors.most_common(20):
            print(f"         {n:5d}  {cause}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--ivl", default=str(REPO_ROOT / "target/release/ivl"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--exclude", type=re.compile)
    parser.add_argument("--verify", type=int, metavar="SECONDS")
    parser.add_argument("--limit", type=int)
    parser.add_argument("--json")
    parser.add_argument("--examples", type=int, default=3)
    parser.add_argument("--flag", action="append", default=[], help="a flag for every run")
    args = parser.parse_args()
    args.ivl = str(Path(args.ivl).resolve())
    if not Path(args.ivl).is_file():
        print(f"no ivl binary at {args.ivl} (cargo build --release)", file=sys.stderr)
        return 2
    files = kernel_files(args.paths, args.exclude)
    if args.limit:
        files = files[: args.limit]
    units: dict = {}
    for f in files:
        translation_unit(f, units)
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        records = list(pool.map(lambda f: check(f, args, units), files))
    report(records, args)
    if args.json:
        Path(args.json).write_text(json.dumps({"ivl": args.ivl, "results": records}, indent=1))
    return 1 if any(r.get("cause", "").startswith("CRASH") for r in records) else 0


if __name__ == "__main__":
    sys.exit(main())
