#!/usr/bin/env python3
"""How many of `ivl verify`'s failure reports are confirmed by execution,
and what confirmation costs.

Usage:
    python3 scripts/confirmation-share.py [--ivl target/release/ivl]
        [--gpuverify /path/to/gpuverify] [--jobs 2] [--timeout 120]
        [--filter RE] [--list]

Runs `ivl verify --json` on every expected-failing kernel
(`//xfail:NOT_ALL_VERIFIED`) of tests/kernels and, with --gpuverify, of
GPUVerify's testsuite (a checkout or git directory, as for
gpuverify-conformance.py), once with replays and once with --no-confirm.
Prints, per corpus: the failures reported, how many each class (race,
divergence, other check) has, how many are confirmed by execution, the share
for kernels without loops, the reasons of the unconfirmed ones (their first
words), and the median added time of confirmation per failing kernel, as a
share of the kernel's time under --no-confirm. --list prints every
unconfirmed report with its reason.
"""

import argparse
import importlib.util
import json
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
LOOP_RE = re.compile(r"\b(for|while|do)\b")


def conformance_module():
    spec = importlib.util.spec_from_file_location(
        "conformance", REPO_ROOT / "scripts" / "gpuverify-conformance.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def failing_kernels(conf, suite: Path, pattern):
    tests, _ = conf.collect_tests(suite, pattern)
    return [t for t in tests if t.expected_tag == "NOT_ALL_VERIFIED"]


def corpus_kernels(conf, pattern):
    out = []
    for sub in ("cuda", "opencl"):
        folder = REPO_ROOT / "tests" / "kernels" / sub
        for path in sorted(list(folder.glob("*.cu")) + list(folder.glob("*.cl"))):
            if pattern and not re.search(pattern, str(path)):
                continue
            try:
                t = conf.parse_test(path, folder)
            except ValueError:
                continue
            if t.expected_tag == "NOT_ALL_VERIFIED":
                out.append(t)
    return out


def verify(ivl, test, timeout, confirm, witness_dir):
    flags = [] if confirm else ["--no-confirm"]
    start = time.monotonic()
    try:
        proc = subprocess.run(
            [ivl, "verify", "--json", f"--witness-dir={witness_dir}", *flags,
             *test.args, test.path.name],
            cwd=test.path.parent, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, timeout
    seconds = time.monotonic() - start
    try:
        return json.loads(proc.stdout), seconds
    except json.JSONDecodeError:
        return None, seconds


def has_loop(path: Path) -> bool:
    text = re.sub(r"//[^\n]*|/\*.*?\*/", "", path.read_text(errors="replace"), flags=re.S)
    return bool(LOOP_RE.search(text))


def class_of(failure) -> str:
    message = failure.get("message", "")
    if "race" in message:
        return "race"
    if "barrier divergence" in message:
        return "divergence"
    return "other check"


def reason_of(text: str) -> str:
    text = text.removeprefix("not confirmed by execution: ")
    text = re.sub(r"\d+", "N", text)
    text = re.sub(r"\bthread \S+( in group \S+)?", "thread T", text)
    text = re.sub(r"\b\w+\[[^\]]*\]", "A[E]", text)
    return " ".join(text.split()[:9])


def measure(ivl, tests, jobs, timeout, witness_dir):
    def one(test):
        report, with_s = verify(ivl, test, timeout, True, witness_dir)
        _, without_s = verify(ivl, test, timeout, False, witness_dir)
        return test, report, with_s, without_s
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(one, tests))


def summarise(title, results, show_list):
    failures, costs, unconfirmed = [], [], []
    for test, report, with_s, without_s in results:
        if report is None:
            continue
        loops = has_loop(test.path)
        reported = False
        for f in report.get("files", []):
            for imp in f.get("implementations", []):
                for failure in imp.get("failures", []):
                    reported = True
                    replay = failure.get("replay") or {}
                    failures.append((test, failure, replay, loops))
                    if replay and not replay.get("confirmed"):
                        unconfirmed.append((test, replay.get("text", "")))
        if reported and without_s > 0:
            costs.append(((with_s - without_s) / without_s, with_s - without_s, test.rel))
    print(f"== {title}: {len(results)} expected-failing kernels, {len(failures)} failures reported")
    classes = Counter(class_of(f) for _, f, _, _ in failures)
    confirmed = Counter(class_of(f) for _, f, r, _ in failures if r.get("confirmed"))
    for c in ("race", "divergence", "other check"):
        if classes[c]:
            print(f"  {c:12} {confirmed[c]:4} of {classes[c]:4} confirmed by execution")
    no_loop = [(f, r) for _, f, r, loops in failures if not loops]
    no_loop_races = [(f, r) for f, r in no_loop if class_of(f) == "race"]
    share = lambda xs: f"{sum(1 for _, r in xs if r.get('confirmed'))} of {len(xs)}"
    print(f"  without loops: {share(no_loop)} confirmed ({share(no_loop_races)} races)")
    reasons = Counter(reason_of(text) for _, text in unconfirmed)
    if reasons:
        print("  not confirmed, by reason:")
        for reason, n in reasons.most_common():
            print(f"    {n:4}  {reason}")
    if costs:
        shares = [c[0] for c in costs]
        print(f"  confirmation's added time per failing kernel: median {statistics.median(shares):.1%}, "
              f"mean {statistics.mean(shares):.1%} of the time with --no-confirm; the most:")
        for share_, seconds, rel in sorted(costs, reverse=True)[:3]:
            print(f"    {share_:7.1%} ({seconds:+.2f} s)  {rel}")
    if show_list:
        for test, text in unconfirmed:
            print(f"    {test.rel}: {text}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ivl", default=str(REPO_ROOT / "target" / "release" / "ivl"))
    parser.add_argument("--gpuverify")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--filter")
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args()
    ivl = str(Path(args.ivl).resolve())
    conf = conformance_module()
    with tempfile.TemporaryDirectory() as tmp:
        witness_dir = Path(tmp) / "witness"
        corpora = [("tests/kernels", corpus_kernels(conf, args.filter))]
        if args.gpuverify:
            suite = conf.materialise_testsuite(Path(args.gpuverify), Path(tmp))
            corpora.append(("GPUVerify testsuite", failing_kernels(conf, suite, args.filter)))
        for title, tests in corpora:
            results = measure(ivl, tests, args.jobs, args.timeout, witness_dir)
            summarise(title, results, args.list)
    return 0


if __name__ == "__main__":
    sys.exit(main())
