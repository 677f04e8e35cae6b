#!/usr/bin/env python3
"""Run ivl over GPUVerify's test suite and report how many outcomes match.

Usage:
    python3 scripts/gpuverify-conformance.py --gpuverify /path/to/gpuverify
        [--ivl target/release/ivl] [--jobs 2] [--timeout 60] [--filter RE]
        [--json out.json] [--list-misses]

--gpuverify is a local copy of mc-imperial/gpuverify: either a checkout (a
folder holding `testsuite/`) or a git directory without a work tree, whose
`testsuite/` is then extracted into a temporary folder with
`git -C PATH archive HEAD testsuite | tar -x -C TMP` (kernels refer to sibling
files such as `${KERNEL_DIR}/axioms.bpl` and to headers).

The tests are the files `kernel.cu` and `kernel.cl` under testsuite/, in the
format of GPUVerify's gvtester.py:

    line 1   `//pass` or `//xfail:<CODE>`
    line 2   `//` and GPUVerify's command-line arguments; `${KERNEL_DIR}`
             stands for the kernel's folder
    line 3.. `//REGEX` lines on GPUVerify's own output: ignored here (ivl's
             messages differ), only counted

Each test runs as `IVL verify ARGS... kernel.cu` in the kernel's folder
(`--pointer-bitwidth=32` first when ARGS name no width: GPUVerify's default,
where ivl reads CUDA at nvcc's 64 bits), with
a wall-clock limit (--timeout, seconds) and the caller's environment (IVL_Z3
included). It matches when ivl's exit code is the expected one:

    //pass                    0  (verified)
    //xfail:NOT_ALL_VERIFIED  1  (verification failure)
    //xfail:<any other code>  2  (input error: flag, clang, `unsupported: ...`)

Exit 3 means no verdict (solver timeout/unknown), 101 a Rust panic. The report
gives the totals, a line per folder (the component under testsuite/CUDA or
testsuite/OpenCL), the misses grouped by cause, the false alarms of kernels
with loops but no `__invariant` (they need inferred invariants), timeouts,
and a loud MISSED BUGS section: xfail:NOT_ALL_VERIFIED kernels that ivl
verified (except those in MODEL_DIFFERENCES, checked by hand, where the
failure is an artefact of GPUVerify's model; they are listed apart). A
kernel ivl verifies (or, under --loop-unwind or --findbugs, finds nothing
in) only because its racing writes write equal values (which ivl tolerates
unless --no-benign, as GPUVerify does, but where GPUVerify's abstraction of
memory sees different values) is run again with --no-benign; if that
reports it, it is a "benign race" miss, not a missed bug.
--json writes one record per test for later comparison.

Exit status: 1 when there is a missed bug or a crash (exit 101 or a signal),
0 otherwise, 2 on usage errors.
"""

import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
HEADER_RE = re.compile(r"^//(pass|xfail:([A-Z_]+))", re.IGNORECASE)
KERNEL_NAMES = ("kernel.cu", "kernel.cl")
EXAMPLES_PER_CAUSE = 5
ERROR_LINES_KEPT = 3


@dataclass
class Test:
    path: Path            # absolute path of kernel.cu / kernel.cl
    rel: str              # path relative to testsuite/, e.g. CUDA/basic1/kernel.cu
    expected_tag: str     # "pass" or the xfail code, e.g. "NOT_ALL_VERIFIED"
    expected: int         # expected exit code of ivl
    args: list[str]
    regexes: int          # number of GPUVerify output regex lines (ignored)


@dataclass
class Result:
    path: str
    expected: int
    expected_tag: str
    exit_code: int | None  # None on timeout; negative: killed by a signal
    verdict: str           # "match" or "miss"
    cause: str             # "" for a match
    seconds: float
    error_lines: list[str] = field(default_factory=list)
    needs_invariants: bool = False


# ---------------------------------------------------------------- test suite

def materialise_testsuite(gpuverify: Path, tmp: Path) -> Path:
    """The testsuite/ folder of a checkout, or extracted from a git dir."""
    if (gpuverify / "testsuite").is_dir():
        return gpuverify / "testsuite"
    archive = subprocess.Popen(
        ["git", "-C", str(gpuverify), "archive", "HEAD", "testsuite"],
        stdout=subprocess.PIPE)
    untar = subprocess.run(["tar", "-x", "-C", str(tmp)], stdin=archive.stdout)
    archive.stdout.close()
    if archive.wait() != 0 or untar.returncode != 0:
        sys.exit(f"error: cannot extract testsuite/ from {gpuverify}")
    return tmp / "testsuite"


def expected_code(tag: str) -> int:
    if tag == "pass":
        return 0
    return 1 if tag == "NOT_ALL_VERIFIED" else 2


def parse_test(path: Path, suite: Path) -> Test:
    """Read gvtester's header; raises ValueError on a malformed one."""
    lines = [l.rstrip("\r\n").rstrip("\r")
             for l in path.read_text(errors="replace").splitlines()]
    lines += ["", ""]
    m = HEADER_RE.match(lines[0])
    if not m:
        raise ValueError("line 1 is not //pass or //xfail:CODE")
    tag = "pass" if m.group(1).lower() == "pass" else m.group(2).upper()
    if not lines[1].startswith("//"):
        raise ValueError("line 2 does not start with //")
    kernel_dir = str(path.parent)
    args = [a.replace("${KERNEL_DIR}", kernel_dir).replace("$KERNEL_DIR", kernel_dir)
            for a in lines[1][2:].split()]
    # GPUVerify reads kernels with 32-bit pointers unless told otherwise;
    # ivl's CUDA default is nvcc's 64.
    if not any(a.startswith("--pointer-bitwidth") for a in args):
        args.insert(0, "--pointer-bitwidth=32")
    regexes = 0
    for line in lines[2:]:
        if not (line.startswith("//") and len(line) > 2):
            break
        regexes += 1
    return Test(path, path.relative_to(suite).as_posix(), tag,
                expected_code(tag), args, regexes)


def collect_tests(suite: Path, filter_re: str | None) -> tuple[list[Test], list[str]]:
    """All tests under suite (sorted), and the malformed ones with why."""
    pattern = re.compile(filter_re) if filter_re else None
    tests, bad = [], []
    for path in sorted(p for name in KERNEL_NAMES for p in suite.rglob(name)):
        rel = path.relative_to(suite).as_posix()
        if pattern and not pattern.search(rel):
            continue
        try:
            tests.append(parse_test(path, suite))
        except ValueError as e:
            bad.append(f"{rel}: {e}")
    return tests, bad


def folder_of(rel: str) -> str:
    """`OpenCL/barrier_invariants` for OpenCL/barrier_invariants/x/kernel.cl."""
    parts = rel.split("/")
    return "/".join(parts[:2]) if len(parts) > 2 else parts[0]


# ---------------------------------------------------------------- running

def run_ivl(ivl: str, test: Test, timeout: float,
            extra: tuple[str, ...] = ()) -> tuple[int | None, str, float]:
    """Exit code (None on timeout), stdout+stderr, seconds."""
    start = time.monotonic()
    proc = subprocess.Popen(
        [ivl, "verify", *test.args, *extra, test.path.name], cwd=test.path.parent,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        kill_group(proc)
        out, _ = proc.communicate()
        code = None
    return code, out.decode(errors="replace"), time.monotonic() - start


def kill_group(proc: subprocess.Popen) -> None:
    """Kill ivl and the solvers it started (its own process group)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass


# ---------------------------------------------------------------- causes

def normalise(text: str, limit: int = 70) -> str:
    """Group similar messages: names and numbers replaced, details cut."""
    text = re.sub(r"^\S+:\d+:\d+:\s*", "", text.strip())       # position
    text = re.sub(r"^(fatal )?(error|warning|note)(\[\w+\])?:\s*", "", text)
    text = re.sub(r"`[^`]*`|'[^']*'|\"[^\"]*\"", "`_`", text)  # quoted names
    text = re.sub(r"\b0x[0-9a-fA-F]+\b|\d+", "N", text)
    text = re.split(r" \(|: ", text, maxsplit=1)[0].strip().rstrip(".:")
    return text[:limit] if len(text) <= limit else text[:limit - 1] + "…"


def message_lines(output: str) -> list[str]:
    """Diagnostic messages, in order: `error[...]: M`, `error: M`, `× M`."""
    found = []
    for line in output.splitlines():
        m = re.search(r"\berror(?:\[\w+\])?:\s*(.*)", line) or re.match(r"\s*×\s*(.*)", line)
        if m and m.group(1).strip():
            found.append(m.group(1).strip())
    return found


def first_error_lines(output: str) -> list[str]:
    lines = [l for l in output.splitlines() if re.search(r"error|×|panick", l, re.I)]
    lines = lines or [l for l in output.splitlines() if l.strip()]
    return [l.strip() for l in lines[:ERROR_LINES_KEPT]]


def input_error_cause(output: str) -> str:
    """Cause of an exit 2: unsupported construct, flag, clang, other."""
    for line in output.splitlines():
        m = re.search(r"unsupported:\s*(.*)", line)
        if m:
            return "unsupported: " + normalise(m.group(1))
    for line in output.splitlines():
        if re.search(r"unknown (option|flag)|\bflag\b|\boption\b", line, re.I):
            return "flag: " + flag_name(line)
    for line in output.splitlines():
        m = re.search(r":\d+:\d+: (?:fatal )?error: (.*)", line)
        if m:
            return "clang error: " + normalise(m.group(1))
    messages = message_lines(output)
    first = messages[0] if messages else (first_error_lines(output) or ["no message"])[0]
    return "input error: " + normalise(first)


def flag_name(line: str) -> str:
    m = re.search(r"[`'\"](-[^`'\"=\s]*)", line) or re.search(r"(--?[\w-]+)", line)
    return m.group(1) if m else normalise(line)


def false_alarm_kind(output: str) -> str:
    messages = message_lines(output)
    if messages:
        return normalise(messages[0])
    lines = [l for l in output.splitlines() if "error" in l.lower()]
    return normalise(lines[0]) if lines else "no message"


def no_verdict_reason(output: str) -> str:
    for line in output.splitlines():
        if re.search(r"timeout|timed out|unknown|no verdict|solver|incomplete", line, re.I):
            return normalise(line)
    messages = message_lines(output)
    return normalise(messages[0]) if messages else "no message"


# The summary of a bounded check (--loop-unwind, --findbugs) that found
# nothing: no proof is claimed, so it is no missed bug, but a miss.
BOUNDED_RE = re.compile(r"ivl finished with 0 verified, 0 errors, \d+ bounded \(")
NOTHING_WITHIN_BOUND = "nothing found within the loop bound"


def classify(test: Test, code: int | None, output: str) -> str:
    """The cause of a miss ("" when the exit code is the expected one)."""
    if code == test.expected:
        return ""
    if code is None:
        return "timeout"
    if code == 101 or code < 0:
        return "crash"
    if code == 3 and test.expected == 1 and BOUNDED_RE.search(output):
        return NOTHING_WITHIN_BOUND
    if code == 3:
        return "no verdict: " + no_verdict_reason(output)
    if test.expected == 2 and code in (0, 1):
        return "accepted invalid input"
    if code == 2:
        return input_error_cause(output)
    if code == 1:
        return "false alarm: " + false_alarm_kind(output)
    if code == 0:
        return "MISSED BUG"
    return f"unexpected exit code {code}"


def strip_comments(source: str) -> str:
    source = re.sub(r"/\*.*?\*/", " ", source, flags=re.S)
    return re.sub(r"//[^\n]*", " ", source)


def needs_inferred_invariants(path: Path) -> bool:
    """A loop and no `__invariant` / `__global_invariant` in the kernel."""
    source = strip_comments(path.read_text(errors="replace"))
    has_loop = re.search(r"\b(for|while|do)\b", source) is not None
    has_invariant = re.search(r"\b__(global_)?invariant\b", source) is not None
    return has_loop and not has_invariant


# xfail:NOT_ALL_VERIFIED kernels whose failure is GPUVerify's model, not a
# defect of the kernel, each with why ivl verifies it. Each was checked by
# hand; a kernel here is still listed in the report, never silently passed.
MODEL_DIFFERENCES = {
    "OpenCL/reducedstrengthnonloopbug":
        "a --no-inline function that nothing calls: GPUVerify verifies it for any "
        "pointer argument, each thread's own; ivl for the calls the program makes "
        "(none: the pointer is its array, offset 0), where thread t writes only "
        "elements t mod 64 of its group's array. Called with buf + t, ivl reports the "
        "race (tests/kernels/opencl/noinline_pointer_offset_race.cl)",
}


def run_test(ivl: str, test: Test, timeout: float) -> Result:
    code, output, seconds = run_ivl(ivl, test, timeout)
    cause = classify(test, code, output)
    folder = test.rel.rsplit("/", 1)[0]
    if cause == "MISSED BUG" and folder in MODEL_DIFFERENCES:
        cause = "model difference: " + MODEL_DIFFERENCES[folder]
    if cause in ("MISSED BUG", NOTHING_WITHIN_BOUND) and "--no-benign" not in test.args:
        # ivl tolerates two writes of equal values (as GPUVerify does); with
        # memory modelled exactly, reads GPUVerify abstracts as arbitrary
        # may make the values equal. Not a miss if --no-benign reports it.
        strict, _, _ = run_ivl(ivl, test, timeout, ("--no-benign",))
        if strict == 1:
            cause = "benign race: equal values written (reported with --no-benign)"
    return Result(
        path=test.rel, expected=test.expected, expected_tag=test.expected_tag,
        exit_code=code, verdict="miss" if cause else "match", cause=cause,
        seconds=round(seconds, 3), error_lines=first_error_lines(output),
        needs_invariants=cause.startswith("false alarm") and needs_inferred_invariants(test.path))


def run_all(ivl: str, tests: list[Test], jobs: int, timeout: float) -> list[Result]:
    results, show = [], sys.stderr.isatty()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(run_test, ivl, t, timeout) for t in tests]
        for done, future in enumerate(as_completed(futures), 1):
            results.append(future.result())
            if show:
                print(f"\r[{done}/{len(tests)}]", end="", file=sys.stderr, flush=True)
    if show:
        print(file=sys.stderr)
    return sorted(results, key=lambda r: r.path)


# ---------------------------------------------------------------- report

def share(matched: int, total: int) -> str:
    return f"{100.0 * matched / total:5.1f}%" if total else "    -"


def count_line(label: str, rs: list[Result], width: int = 28) -> str:
    m = sum(r.verdict == "match" for r in rs)
    return f"  {label:<{width}} {m:>4} / {len(rs):<4} {share(m, len(rs))}"


def heading(title: str) -> None:
    print(f"\n{title}\n{'-' * len(title)}")


def report_overall(results: list[Result], tests: list[Test]) -> None:
    heading("Overall")
    print(count_line("all", results))
    print(count_line("CUDA", [r for r in results if r.path.startswith("CUDA/")]))
    print(count_line("OpenCL", [r for r in results if r.path.startswith("OpenCL/")]))
    print(count_line("expected pass (//pass)", [r for r in results if r.expected == 0]))
    print(count_line("expected fail (//xfail)", [r for r in results if r.expected != 0]))
    by_tag = defaultdict(list)
    for r in results:
        by_tag[r.expected_tag].append(r)
    for tag in sorted(by_tag, key=lambda t: (t != "pass", t)):
        print(count_line(f"  {tag} -> {by_tag[tag][0].expected}", by_tag[tag]))
    with_regex = sum(t.regexes > 0 for t in tests)
    print(f"  tests with GPUVerify output regexes (ignored): {with_regex}")


def report_folders(results: list[Result]) -> None:
    heading("By folder")
    groups = defaultdict(list)
    for r in results:
        groups[folder_of(r.path)].append(r)
    width = max((len(f) for f in groups), default=10)
    for folder in sorted(groups):
        print(count_line(folder, groups[folder], width))


def test_dir(rel: str) -> str:
    return rel.rsplit("/", 1)[0]


def report_causes(misses: list[Result]) -> None:
    heading(f"Misses by cause ({len(misses)})")
    groups = defaultdict(list)
    for r in misses:
        groups[r.cause].append(r)
    for cause, rs in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        inv = sum(r.needs_invariants for r in rs)
        note = f"  ({inv} need inferred invariants)" if inv else ""
        print(f"  {len(rs):>4}  {cause}{note}")
        for r in rs[:EXAMPLES_PER_CAUSE]:
            print(f"          {test_dir(r.path)}")


def report_list(title: str, rs: list[Result], loud: bool = False) -> None:
    if loud:
        bar = "!" * 60
        print(f"\n{bar}\n!!! {title}: {len(rs)}\n{bar}")
    else:
        heading(f"{title} ({len(rs)})")
    if not rs:
        print("  none")
    for r in rs:
        extra = f"  [{r.cause}]" if r.cause.startswith("false alarm") else ""
        print(f"  {test_dir(r.path)}{extra}")


def report_miss_details(misses: list[Result]) -> None:
    heading("All misses")
    for r in misses:
        code = "timeout" if r.exit_code is None else f"exit {r.exit_code}"
        print(f"  {r.path}  (expected {r.expected}, {code}, {r.seconds:.1f}s)  {r.cause}")
        for line in r.error_lines:
            print(f"      | {line}")


def report(results: list[Result], tests: list[Test], wall: float, list_misses: bool) -> None:
    misses = [r for r in results if r.verdict == "miss"]
    report_overall(results, tests)
    report_folders(results)
    report_causes(misses)
    report_list("Misses that need inferred invariants",
                [r for r in misses if r.needs_invariants])
    report_list("Timeouts", [r for r in misses if r.cause == "timeout"])
    report_list("Crashes", [r for r in misses if r.cause == "crash"])
    report_list("Verified by design (GPUVerify's model reports these)",
                [r for r in misses if r.cause.startswith("model difference")])
    report_list("MISSED BUGS (xfail:NOT_ALL_VERIFIED, ivl verified)",
                [r for r in misses if r.cause == "MISSED BUG"], loud=True)
    if list_misses:
        report_miss_details(misses)
    seconds = [r.seconds for r in results]
    median = statistics.median(seconds) if seconds else 0.0
    print(f"\nwall time {wall:.1f}s, median {median:.2f}s per kernel")
    matched = len(results) - len(misses)
    print(f"matched {matched} of {len(results)} ({share(matched, len(results)).strip()})")


def write_json(path: str, results: list[Result], ivl: str, gpuverify: str) -> None:
    data = {"ivl": ivl, "gpuverify": gpuverify,
            "results": [asdict(r) for r in results]}
    Path(path).write_text(json.dumps(data, indent=1) + "\n")


# ---------------------------------------------------------------- main

def find_ivl(given: str | None) -> str:
    if given:
        found = shutil.which(given) if os.sep not in given else given
        if found and os.access(found, os.X_OK):
            return os.path.abspath(found)
        sys.exit(f"error: ivl binary not found or not executable: {given}")
    for candidate in ("target/release/ivl", "target/debug/ivl"):
        path = REPO_ROOT / candidate
        if os.access(path, os.X_OK):
            return str(path)
    sys.exit("error: no target/release/ivl or target/debug/ivl; build it or pass --ivl")


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser(
        description="Run ivl over GPUVerify's testsuite/ and judge by exit code.")
    p.add_argument("--gpuverify", required=True, type=Path,
                   help="GPUVerify checkout or git directory (mc-imperial/gpuverify)")
    p.add_argument("--ivl", help="ivl binary (default target/release/ivl, then target/debug/ivl)")
    p.add_argument("--jobs", type=int, default=2, help="tests run in parallel (default 2)")
    p.add_argument("--timeout", type=float, default=60,
                   help="wall-clock seconds per kernel (default 60)")
    p.add_argument("--filter", help="regex on the test path relative to testsuite/")
    p.add_argument("--json", help="write per-test results to this file")
    p.add_argument("--list-misses", action="store_true",
                   help="print every miss with its cause and first output lines")
    return p.parse_args()


def main() -> int:
    args = parse_args()
    ivl = find_ivl(args.ivl)
    if args.jobs < 1 or args.timeout <= 0:
        sys.exit("error: --jobs and --timeout must be positive")
    with tempfile.TemporaryDirectory(prefix="gpuverify-conformance-") as tmp:
        suite = materialise_testsuite(args.gpuverify.resolve(), Path(tmp))
        tests, bad = collect_tests(suite, args.filter)
        for line in bad:
            print(f"warning: skipped malformed test {line}", file=sys.stderr)
        if not tests:
            sys.exit("error: no tests selected")
        print(f"ivl: {ivl}\ntests: {len(tests)} from {args.gpuverify}"
              f" (jobs {args.jobs}, timeout {args.timeout:g}s)")
        start = time.monotonic()
        results = run_all(ivl, tests, args.jobs, args.timeout)
        wall = time.monotonic() - start
    report(results, tests, wall, args.list_misses)
    if args.json:
        write_json(args.json, results, ivl, str(args.gpuverify))
    bad_outcome = any(r.cause in ("MISSED BUG", "crash") for r in results)
    return 1 if bad_outcome else 0


if __name__ == "__main__":
    sys.exit(main())
