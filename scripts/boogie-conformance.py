#!/usr/bin/env python3
"""Run ivl over Boogie's own regression tests and compare outcomes.

Usage:
    scripts/boogie-conformance.py BOOGIE_ROOT [--ivl PATH]
                                  [--mode check|verify|all] [--only SUBSTR] [-v]

BOOGIE_ROOT is a local copy of boogie-org/boogie (the folder holding `Test/`).
The tests come from the lists next to this script, one path per line,
relative to BOOGIE_ROOT (see shared/reference/boogie-conformance.md,
appendices A and E):

    scripts/boogie-conformance/core-verify.txt    plain verification tests
    scripts/boogie-conformance/core-frontend.txt  front-end only tests

Both modes compare ivl with Boogie's expected output (the `.expect` file named
by the test's `%diff` RUN line); `--mode all` runs one after the other.

--mode check (the default) runs `ivl check --diagnostics=short FILE` on every
listed test and compares the front-end outcome:

  * Boogie verified the program (a `Boogie program verifier finished` line):
    ivl must accept it (exit 0, no errors);
  * Boogie reported parse errors: ivl must report parse errors only, and its
    first one must be on Boogie's first error line;
  * name resolution / type checking / static errors without summary line:
    ivl must report errors of the matching phase only (resolve, type,
    program) on exactly Boogie's set of lines.

--mode verify runs `ivl verify --diagnostics=short --timeout=20 FILE` on the
tests of core-verify.txt (appendix A) and judges by the reference's hard
criteria (section 3). Both outputs are reduced to a phase, the verdict counts
(V verified, E errors, implementations without a verdict) and the multiset
of failure keys: (kind, line) for assertions, preconditions and loop
invariants, (postcondition, line of the `ensures`) for postconditions.

  * Boogie verified the program (with or without failures): ivl must reach
    the same verdict counts, report no implementation without a verdict, and
    fail on the same keys; a miss names the differences, e.g.
    `want 1 verified/1 error, got 2/0; missing assert@32`;
  * static errors: judged as in check mode.

Soft differences of a passing test (the primary position of a postcondition
failure, columns, the related `requires`/`ensures` position) are listed as
WARN lines and counted in the total line, not as failures. IVL_Z3 is set to
.venv/bin/z3 of this repository when that file exists and IVL_Z3 is unset.

ivl exit codes other than 0 and 2 (check) or 0 to 3 (verify), signals and
timeouts count as crashes. Non-passing files and warnings are listed (all
files with -v), then a per-folder table and a total line. The exit status is
0 whatever the results; 2 on usage errors.
"""

import argparse
import os
import re
import subprocess
import sys
from collections import Counter, namedtuple
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
LIST_DIR = Path(__file__).resolve().parent / "boogie-conformance"
SOLVER_TIMEOUT_S = 20   # ivl verify --timeout: per solver check

# How ivl's `error[PHASE]` maps to Boogie's phases (parse, resolve, typecheck,
# static, verify; "verify" means the front end accepted the program).
IVL_PHASE_TO_BOOGIE = {
    "parse": "parse",
    "resolve": "resolve",
    "type": "typecheck",
    "program": "static",
}

# Failure kinds by the start of Boogie's message (ivl prints the same ones),
# and the messages of the related location of pre- and postconditions.
FAILURE_KINDS = (
    ("this assertion could not be proved", "assert"),
    ("a precondition for this call could not be proved", "precondition"),
    ("a postcondition could not be proved", "postcondition"),
    ("this loop invariant could not be proved on entry", "inv-entry"),
    ("this invariant could not be proved to be maintained", "inv-maintained"),
)
RELATED_MESSAGES = ("this is the precondition that could not be proved",
                    "this is the postcondition that could not be proved")

# What a mode runs (the ivl subcommand, its normal exit codes, seconds allowed
# per file) and how it judges: judge(expected, result) gives (verdict, reason);
# the reason of a PASS lists soft differences, if any.
Mode = namedtuple("Mode", "lists subcommand exit_codes time_limit judge")

# lines: static error lines in printed order; verdict and failures: Boogie's
# verification outcome (phase "verify" only, else None and []).
Expected = namedtuple("Expected", "phase lines verdict failures")
# extra: the trailer's counts after the errors, e.g. ("1 time out",)
Verdict = namedtuple("Verdict", "verified errors extra")
# related: (line, col) of the `requires`/`ensures` not proved, or None
Failure = namedtuple("Failure", "kind line col related")
# notes: (line, col, message) of the indented `note:` lines that follow
Diagnostic = namedtuple("Diagnostic", "line col phase message text notes")
RunResult = namedtuple("RunResult", "crash diagnostics exit_code stdout stderr")
Outcome = namedtuple("Outcome", "test verdict reason hint")

RUN_DIFF_RE = re.compile(r"//\s*RUN:.*%diff\s+(\"[^\"]+\"|\S+)")
BOOGIE_SUMMARY_RE = re.compile(
    r"^\d+ (parse|name resolution|type checking) errors? detected in ")
BOOGIE_SUMMARY_PHASE = {
    "parse": "parse",
    "name resolution": "resolve",
    "type checking": "typecheck",
}
VERDICT_TAIL = r"finished with (\d+) verified, (\d+) errors?((?:, \d+ [^,]+)*)$"
BOOGIE_VERDICT_RE = re.compile(r"^Boogie program verifier " + VERDICT_TAIL)
BOOGIE_ERROR_RE = re.compile(r"^\S+\((\d+),(\d+)\): (?:Error|error): (.*)$")
BOOGIE_RELATED_RE = re.compile(r"^\S+\((\d+),(\d+)\): Related location: (.*)$")
IVL_VERDICT_RE = re.compile(r"^ivl " + VERDICT_TAIL)
IVL_ERROR_RE = re.compile(r"^(.+?):(\d+):(\d+): error\[(\w+)\]: (.*)$")
IVL_NOTE_RE = re.compile(r"^  (.+?):(\d+):(\d+): note: (.*)$")


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
    """Boogie's expected output -> Expected."""
    lines = text.replace("\r", "").splitlines()
    error_lines = [int(m.group(1)) for m in map(BOOGIE_ERROR_RE.match, lines)
                   if m]
    for line in lines:
        match = BOOGIE_SUMMARY_RE.match(line)
        if match:
            return Expected(BOOGIE_SUMMARY_PHASE[match.group(1)], error_lines,
                            None, [])
    for line in lines:
        match = BOOGIE_VERDICT_RE.match(line)
        if match:
            return Expected("verify", [], parse_verdict(match),
                            boogie_failures(lines))
    if error_lines:
        return Expected("static", error_lines, None, [])
    raise SetupError("expect file has no summary, verdict or error line")


def parse_verdict(match):
    """A match of VERDICT_TAIL -> Verdict."""
    extra = tuple(s for s in match.group(3).split(", ") if s)
    return Verdict(int(match.group(1)), int(match.group(2)), extra)


def failure_kind(message):
    return next((kind for prefix, kind in FAILURE_KINDS
                 if message.startswith(prefix)), None)


def boogie_failures(lines):
    """Failures of a verify-phase expect file; trace lines are skipped."""
    failures = []
    for line in lines:
        error = BOOGIE_ERROR_RE.match(line)
        related = BOOGIE_RELATED_RE.match(line)
        if error:
            kind = failure_kind(error.group(3))
            if kind is None:
                raise SetupError("unknown failure message: " + error.group(3))
            failures.append(Failure(kind, int(error.group(1)),
                                    int(error.group(2)), None))
        elif related and failures and related.group(3) in RELATED_MESSAGES:
            position = (int(related.group(1)), int(related.group(2)))
            failures[-1] = failures[-1]._replace(related=position)
    return failures


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
    """ivl's `PATH:LINE:COL: error[PHASE]: MSG` lines with their notes."""
    diagnostics = []
    for text in stderr.splitlines():
        error = IVL_ERROR_RE.match(text)
        note = IVL_NOTE_RE.match(text)
        if error:
            diagnostics.append(Diagnostic(int(error.group(2)),
                                          int(error.group(3)), error.group(4),
                                          error.group(5), text, []))
        elif note and diagnostics:
            diagnostics[-1].notes.append((int(note.group(2)),
                                          int(note.group(3)), note.group(4)))
    return diagnostics


def run_ivl(ivl, mode, test_file):
    """Run ivl on one file; crash is a reason string or None."""
    cmd = [str(ivl), *mode.subcommand, "--diagnostics=short", str(test_file)]
    try:
        proc = subprocess.run(cmd, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              timeout=mode.time_limit)
    except subprocess.TimeoutExpired:
        return RunResult("timeout after %d s" % mode.time_limit, [], None,
                         "", "")
    stdout = proc.stdout.decode("utf-8", errors="replace")
    stderr = proc.stderr.decode("utf-8", errors="replace")
    code = proc.returncode
    crash = None
    if code < 0:
        crash = "killed by signal %d" % -code
    elif code not in mode.exit_codes:
        crash = "exit code %d" % code
    return RunResult(crash, parse_diagnostics(stderr), code, stdout, stderr)


def ivl_verdict(stdout):
    """The Verdict of ivl's `ivl finished with ...` line, or None."""
    matches = [m for m in map(IVL_VERDICT_RE.match, stdout.splitlines()) if m]
    return parse_verdict(matches[-1]) if matches else None


def ivl_failure(diagnostic):
    """The Failure an ivl diagnostic reports, or None: front-end errors, and
    error[verify] lines of implementations without a verdict (timed out,
    unknown, solver failure), which the `ivl finished` line counts."""
    kind = failure_kind(diagnostic.message)
    if diagnostic.phase != "verify" or kind is None:
        return None
    related = next(((line, col) for line, col, message in diagnostic.notes
                    if message in RELATED_MESSAGES), None)
    return Failure(kind, diagnostic.line, diagnostic.col, related)


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


def judge_verify(expected, result):
    """(verdict, reason) for `ivl verify` against Boogie's full outcome; the
    front end's outcome (crash, static errors) is judged as in check mode."""
    if result.crash or result.exit_code == 2 or expected.phase != "verify":
        return judge_check(expected, result)
    got = ivl_verdict(result.stdout)
    if got is None:
        return "FAIL", "exit code %d without an `ivl finished` line" % (
            result.exit_code)
    want = expected.verdict
    got_failures = [f for f in map(ivl_failure, result.diagnostics) if f]
    problems = []
    if got != want:
        problems.append("want %s, got %d/%d%s" % (
            fmt_verdict(want), got.verified, got.errors,
            "".join(" and " + s for s in got.extra)))
    want_keys = Counter(map(failure_key, expected.failures))
    got_keys = Counter(map(failure_key, got_failures))
    for label, keys in (("missing", want_keys - got_keys),
                        ("extra", got_keys - want_keys)):
        if keys:
            problems.append(label + " " + ", ".join(
                fmt_key(k) for k in sorted(keys.elements())))
    if problems:
        return "FAIL", "; ".join(problems)
    return "PASS", "; ".join(soft_differences(expected.failures, got_failures))


def fmt_verdict(verdict):
    text = "%d verified/%d error%s" % (verdict.verified, verdict.errors,
                                      "" if verdict.errors == 1 else "s")
    return "".join([text] + [", " + s for s in verdict.extra])


def failure_key(failure):
    """(kind, line); a postcondition's line is that of its `ensures`."""
    if failure.kind == "postcondition" and failure.related:
        return failure.kind, failure.related[0]
    return failure.kind, failure.line


def failure_key_of(diagnostic):
    """The failure key of an ivl diagnostic, or None."""
    failure = ivl_failure(diagnostic)
    return failure and failure_key(failure)


def fmt_key(key):
    return "%s@%d" % key


def soft_differences(want, got):
    """Position differences between failures with equal keys, paired in
    source order: `postcondition@5 at 15:1, Boogie 17:1`."""
    def by_key(failures):
        groups = {}
        for f in sorted(failures, key=lambda f: (f.line, f.col)):
            groups.setdefault(failure_key(f), []).append(f)
        return groups
    got_groups = by_key(got)
    differences = []
    for key, wants in sorted(by_key(want).items()):
        for w, g in zip(wants, got_groups.get(key, [])):
            if (w.line, w.col) != (g.line, g.col):
                differences.append("%s at %d:%d, Boogie %d:%d" % (
                    fmt_key(key), g.line, g.col, w.line, w.col))
            if w.related != g.related and w.related and g.related:
                differences.append("%s related at %d:%d, Boogie %d:%d" % (
                    (fmt_key(key),) + g.related + w.related))
    return differences


def triage_hint(verdict, expected, result):
    """What to show under a non-passing line: our first diagnostic that is
    not one of Boogie's failures, or the first stderr line of a crash
    (usually the panic message)."""
    if verdict == "FAIL":
        expected_keys = set(map(failure_key, expected.failures))
        return next((d.text for d in result.diagnostics
                     if failure_key_of(d) not in expected_keys), "")
    if verdict == "CRASH":
        return next((s for s in result.stderr.splitlines() if s.strip()), "")
    return ""


def check_one(boogie_root, ivl, mode, test):
    """Outcome of one listed test; raises SetupError."""
    test_file = boogie_root / test
    expected = load_expected(test_file)
    result = run_ivl(ivl, mode, test_file)
    verdict, reason = mode.judge(expected, result)
    return Outcome(test, verdict, reason,
                   triage_hint(verdict, expected, result))


# ---------------------------------------------------------------- report

def folder_of(test):
    parts = Path(test).parts
    return "/".join(parts[1:-1] if parts[0] == "Test" else parts[:-1])


def print_outcome(outcome):
    label = "WARN" if outcome.verdict == "PASS" and outcome.reason else (
        outcome.verdict)
    line = "%-5s  %s" % (label, outcome.test)
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
    line = "%s conformance: %d/%d pass (%.1f%%)" % (mode_name, count["PASS"],
                                                    total, pct)
    warned = sum(o.verdict == "PASS" and bool(o.reason) for o in outcomes)
    if warned:
        line += " (%d with warnings)" % warned
    line += ", %d fail, %d crash" % (count["FAIL"], count["CRASH"])
    print(line + (", %d skipped" % skipped if skipped else ""))


# ---------------------------------------------------------------- main

MODES = {
    "check": Mode(("core-verify.txt", "core-frontend.txt"), ("check",),
                  (0, 2), 20, judge_check),
    # Boogie's lit setup allows 110 s per process.
    "verify": Mode(("core-verify.txt",),
                   ("verify", "--timeout=%d" % SOLVER_TIMEOUT_S),
                   (0, 1, 2, 3), 120, judge_verify),
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
                        choices=sorted(MODES) + ["all"],
                        help="what to compare (default: check); all: every "
                             "mode in turn")
    parser.add_argument("--only", metavar="SUBSTR", default="",
                        help="run only tests whose path contains SUBSTR")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="also list passing files")
    args = parser.parse_args(argv)
    if not (args.boogie_root / "Test").is_dir():
        parser.error("%s has no Test/ folder" % args.boogie_root)
    args.ivl = args.ivl or default_ivl()
    if not args.ivl.is_file():
        parser.error("ivl binary not found: %s" % args.ivl)
    args.ivl = args.ivl.resolve()
    return args


def main(argv):
    args = parse_args(argv)
    z3 = REPO_ROOT / ".venv" / "bin" / "z3"
    if z3.is_file():
        os.environ.setdefault("IVL_Z3", str(z3))
    names = list(MODES) if args.mode == "all" else [args.mode]
    for i, name in enumerate(names):
        if i:
            print()
        run_mode(args, name)
    return 0


def run_mode(args, name):
    """Run one mode over its lists and print the report."""
    mode = MODES[name]
    tests = [t for list_name in mode.lists
             for t in read_list(LIST_DIR / list_name) if args.only in t]
    outcomes, skipped = [], 0
    for test in tests:
        try:
            outcome = check_one(args.boogie_root, args.ivl, mode, test)
        except SetupError as err:
            print("SKIP   %s  %s" % (test, err), file=sys.stderr)
            skipped += 1
            continue
        outcomes.append(outcome)
        if args.verbose or outcome.verdict != "PASS" or outcome.reason:
            print_outcome(outcome)
        sys.stdout.flush()
    print_summary(name, outcomes, skipped)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
