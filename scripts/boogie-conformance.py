#!/usr/bin/env python3
"""Run ivl over Boogie's own regression tests and compare outcomes.

Usage:
    scripts/boogie-conformance.py BOOGIE_ROOT [--ivl PATH] [--mode check]
                                  [--only SUBSTR] [-v]

BOOGIE_ROOT is a local copy of boogie-org/boogie (the folder holding `Test/`).
The tests come from the lists next to this script, one path per line,
relative to BOOGIE_ROOT (see shared/reference/boogie-conformance.md,
appendices A and E):

    scripts/boogie-conformance/core-verify.txt    plain verification tests
    scripts/boogie-conformance/core-frontend.txt  front-end only tests

--mode check (the only mode so far) runs `ivl check --diagnostics=short FILE`
on every listed test and compares the front-end outcome with Boogie's
expected output (the `.expect` file named by the test's `%diff` RUN line):

  * Boogie verified the program (a `Boogie program verifier finished` line):
    ivl must accept it (exit 0, no errors);
  * Boogie reported parse errors: ivl must report parse errors only, and its
    first one must be on Boogie's first error line;
  * name resolution / type checking / static errors without summary line:
    ivl must report errors of the matching phase only (resolve, type,
    program) on exactly Boogie's set of lines.

ivl exit codes other than 0 and 2, signals and timeouts count as crashes.
Non-passing files are listed (all files with -v), then a per-folder table and
a total line. The exit status is 0 whatever the results; 2 on usage errors.
"""

import argparse
import re
import subprocess
import sys
from collections import namedtuple
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
LIST_DIR = Path(__file__).resolve().parent / "boogie-conformance"
TIMEOUT_S = 20

# How ivl's `error[PHASE]` maps to Boogie's phases (parse, resolve, typecheck,
# static, verify; "verify" means the front end accepted the program).
IVL_PHASE_TO_BOOGIE = {
    "parse": "parse",
    "resolve": "resolve",
    "type": "typecheck",
    "program": "static",
}

# What a mode runs and how it judges. To add `verify`: make parse_expected()
# also keep the verdict counts and failure keys (reference, section 3.2),
# write a judge_verify(expected, result), and register it in MODES (near main)
# with its lists and `("verify",)` as the subcommand.
Mode = namedtuple("Mode", "lists subcommand judge")
PLANNED_MODES = ("verify",)

Expected = namedtuple("Expected", "phase lines")  # lines: in printed order
Diagnostic = namedtuple("Diagnostic", "line phase message text")
RunResult = namedtuple("RunResult", "crash diagnostics exit_code stderr")
Outcome = namedtuple("Outcome", "test verdict reason hint")

RUN_DIFF_RE = re.compile(r"//\s*RUN:.*%diff\s+(\"[^\"]+\"|\S+)")
BOOGIE_SUMMARY_RE = re.compile(
    r"^\d+ (parse|name resolution|type checking) errors? detected in ")
BOOGIE_SUMMARY_PHASE = {
    "parse": "parse",
    "name resolution": "resolve",
    "type checking": "typecheck",
}
BOOGIE_VERDICT_RE = re.compile(r"^Boogie program verifier finished with ")
BOOGIE_ERROR_RE = re.compile(r"^\S+\((\d+),(\d+)\): (?:Error|error): ")
IVL_ERROR_RE = re.compile(r"^(.+?):(\d+):(\d+): error\[(\w+)\]: (.*)$")


class SetupError(Exception):
    """A test that cannot be judged because of the Boogie copy, not ivl."""


# ---------------------------------------------------------------- inputs

def read_list(path):
    """Test paths from a list file, skipping blank lines and # comments."""
    lines = path.read_text().splitlines()
    return [s.strip() for s in lines if s.strip() and not s.startswith("#")]


def find_expect_file(test_file):
    """The file named by the first `%diff EXPECT "%t"` RUN line."""
    for line in test_file.read_text(errors="replace").splitlines():
        match = RUN_DIFF_RE.search(line)
        if match:
            name = match.group(1).strip('"').replace("%s", str(test_file))
            return test_file.parent / name
    raise SetupError("no `%diff` RUN line")


def parse_expected(text):
    """Boogie's expected output -> Expected(phase, static error lines)."""
    lines = text.replace("\r", "").splitlines()
    error_lines = [int(m.group(1)) for m in map(BOOGIE_ERROR_RE.match, lines)
                   if m]
    for line in lines:
        match = BOOGIE_SUMMARY_RE.match(line)
        if match:
            return Expected(BOOGIE_SUMMARY_PHASE[match.group(1)], error_lines)
    if any(BOOGIE_VERDICT_RE.match(line) for line in lines):
        return Expected("verify", [])
    if error_lines:
        return Expected("static", error_lines)
    raise SetupError("expect file has no summary, verdict or error line")


def load_expected(test_file):
    """Expected outcome of one test file, or SetupError."""
    if not test_file.is_file():
        raise SetupError("no such file")
    expect_file = find_expect_file(test_file)
    if not expect_file.is_file():
        raise SetupError("missing expect file %s" % expect_file.name)
    return parse_expected(expect_file.read_text(errors="replace"))


# ---------------------------------------------------------------- running ivl

def parse_diagnostics(stderr):
    """ivl's `PATH:LINE:COL: error[PHASE]: MSG` lines; notes are skipped."""
    diagnostics = []
    for text in stderr.splitlines():
        match = IVL_ERROR_RE.match(text)
        if match:
            diagnostics.append(Diagnostic(int(match.group(2)), match.group(4),
                                          match.group(5), text))
    return diagnostics


def run_ivl(ivl, subcommand, test_file):
    """Run ivl on one file; crash is a reason string or None."""
    cmd = [str(ivl), *subcommand, "--diagnostics=short", str(test_file)]
    try:
        proc = subprocess.run(cmd, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return RunResult("timeout after %d s" % TIMEOUT_S, [], None, "")
    stderr = proc.stderr.decode("utf-8", errors="replace")
    code = proc.returncode
    crash = None
    if code < 0:
        crash = "killed by signal %d" % -code
    elif code not in (0, 2):
        crash = "exit code %d" % code
    return RunResult(crash, parse_diagnostics(stderr), code, stderr)


# ---------------------------------------------------------------- judging

def fmt_lines(lines):
    return "{%s}" % ",".join(str(n) for n in sorted(set(lines)))


def describe_ours(diagnostics):
    """`typecheck errors at {3,5}`, or a per-phase list when phases mix."""
    by_phase = {}
    for d in diagnostics:
        by_phase.setdefault(boogie_phase(d.phase), []).append(d.line)
    parts = ["%s errors at %s" % (p, fmt_lines(ls)) for p, ls in by_phase.items()]
    return ("mixed phases: " if len(parts) > 1 else "") + ", ".join(parts)


def boogie_phase(ivl_phase):
    return IVL_PHASE_TO_BOOGIE.get(ivl_phase, ivl_phase)


def judge_check(expected, result):
    """(verdict, reason) for `ivl check` against Boogie's front-end outcome."""
    if result.crash:
        return "CRASH", result.crash
    diags = result.diagnostics
    if result.exit_code == 2 and not diags:
        return "FAIL", "exit code 2 without any error diagnostic"
    if result.exit_code == 0 and diags:
        return "FAIL", "exit code 0 but %s" % describe_ours(diags)
    if expected.phase == "verify":
        if not diags:
            return "PASS", ""
        first = diags[0]
        return "FAIL", "expected acceptance, got %s error at %d: %s" % (
            boogie_phase(first.phase), first.line, first.message)
    return judge_static(expected, diags)


def judge_static(expected, diags):
    """Same phase, and same first line (parse) or same line set (others)."""
    want = "expected %s errors at lines %s" % (expected.phase,
                                               fmt_lines(expected.lines))
    if not diags:
        return "FAIL", want + ", got acceptance"
    phases = {boogie_phase(d.phase) for d in diags}
    if phases != {expected.phase}:
        return "FAIL", "%s, got %s" % (want, describe_ours(diags))
    if expected.phase == "parse":
        if diags[0].line == expected.lines[0]:
            return "PASS", ""
        return "FAIL", "expected first parse error at line %d, got line %d" % (
            expected.lines[0], diags[0].line)
    want_set, got_set = set(expected.lines), {d.line for d in diags}
    if want_set == got_set:
        return "PASS", ""
    diff = [label + " " + fmt_lines(ls) for label, ls in
            (("missing", want_set - got_set), ("extra", got_set - want_set))
            if ls]
    return "FAIL", "%s, got %s (%s)" % (want, fmt_lines(got_set),
                                        ", ".join(diff))


def triage_hint(verdict, result):
    """What to show under a non-passing line: our first diagnostic, or the
    first stderr line of a crash (usually the panic message)."""
    if verdict == "FAIL" and result.diagnostics:
        return result.diagnostics[0].text
    if verdict == "CRASH":
        return next((s for s in result.stderr.splitlines() if s.strip()), "")
    return ""


def check_one(boogie_root, ivl, mode, test):
    """Outcome of one listed test; raises SetupError."""
    test_file = boogie_root / test
    expected = load_expected(test_file)
    result = run_ivl(ivl, mode.subcommand, test_file)
    verdict, reason = mode.judge(expected, result)
    return Outcome(test, verdict, reason, triage_hint(verdict, result))


# ---------------------------------------------------------------- report

def folder_of(test):
    parts = Path(test).parts
    return "/".join(parts[1:-1] if parts[0] == "Test" else parts[:-1])


def print_outcome(outcome):
    line = "%-5s  %s" % (outcome.verdict, outcome.test)
    print(line + ("  " + outcome.reason if outcome.reason else ""))
    if outcome.hint:
        print("         ivl: " + outcome.hint)


def print_summary(mode_name, outcomes, skipped):
    rows = {}
    for o in outcomes:
        row = rows.setdefault(folder_of(o.test), {"PASS": 0, "FAIL": 0, "CRASH": 0})
        row[o.verdict] += 1
    width = max([len("folder")] + [len(f) for f in rows])
    header = "%-*s %6s %6s %6s %6s" % (width, "folder", "files", "pass",
                                        "fail", "crash")
    print()
    print(header)
    print("-" * len(header))
    for folder in sorted(rows):
        r = rows[folder]
        print("%-*s %6d %6d %6d %6d" % (width, folder, sum(r.values()),
                                         r["PASS"], r["FAIL"], r["CRASH"]))
    count = {v: sum(o.verdict == v for o in outcomes)
             for v in ("PASS", "FAIL", "CRASH")}
    total = len(outcomes)
    pct = 100.0 * count["PASS"] / total if total else 0.0
    line = "%s conformance: %d/%d pass (%.1f%%), %d fail, %d crash" % (
        mode_name, count["PASS"], total, pct, count["FAIL"], count["CRASH"])
    print(line + (", %d skipped" % skipped if skipped else ""))


# ---------------------------------------------------------------- main

MODES = {
    "check": Mode(("core-verify.txt", "core-frontend.txt"), ("check",),
                  judge_check),
}


def default_ivl():
    release = REPO_ROOT / "target" / "release" / "ivl"
    return release if release.exists() else REPO_ROOT / "target" / "debug" / "ivl"


def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="Compare ivl with Boogie's regression-test outcomes.")
    parser.add_argument("boogie_root", metavar="BOOGIE_ROOT", type=Path,
                        help="local copy of boogie-org/boogie (holds Test/)")
    parser.add_argument("--ivl", type=Path, default=None,
                        help="ivl binary (default: target/release/ivl if "
                             "present, else target/debug/ivl)")
    parser.add_argument("--mode", default="check",
                        choices=sorted(set(MODES) | set(PLANNED_MODES)))
    parser.add_argument("--only", metavar="SUBSTR", default="",
                        help="run only tests whose path contains SUBSTR")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="also list passing files")
    args = parser.parse_args(argv)
    if args.mode not in MODES:
        parser.error("--mode %s is not implemented yet" % args.mode)
    if not (args.boogie_root / "Test").is_dir():
        parser.error("%s has no Test/ folder" % args.boogie_root)
    args.ivl = args.ivl or default_ivl()
    if not args.ivl.is_file():
        parser.error("ivl binary not found: %s" % args.ivl)
    args.ivl = args.ivl.resolve()
    return args


def main(argv):
    args = parse_args(argv)
    mode = MODES[args.mode]
    tests = [t for name in mode.lists for t in read_list(LIST_DIR / name)
             if args.only in t]
    outcomes, skipped = [], 0
    for test in tests:
        try:
            outcome = check_one(args.boogie_root, args.ivl, mode, test)
        except SetupError as err:
            print("SKIP   %s  %s" % (test, err), file=sys.stderr)
            skipped += 1
            continue
        outcomes.append(outcome)
        if args.verbose or outcome.verdict != "PASS":
            print_outcome(outcome)
        sys.stdout.flush()
    print_summary(args.mode, outcomes, skipped)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
