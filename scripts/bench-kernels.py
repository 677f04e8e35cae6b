#!/usr/bin/env python3
"""Times `ivl verify` on the CUDA and OpenCL kernel corpus.

For each kernel under the given folders (default: tests/kernels), with the
flags of its GPUVerify header, it measures, as the median of --repeat runs:

- wall: the whole `ivl verify --json --timings FLAGS FILE` process;
- front end: its `translate` time, and within it Clang's run (`clang`),
  the size of Clang's JSON AST, reading that JSON (`ast`) and the lowering
  to kernel IVL (`lower`), from the `--timings` table;
- solver: the solver's busy time, from the JSON report (`solver_ms`).

It prints a line per kernel (with --verbose), then the median time per
kernel, the medians of the front end's parts and of the JSON size, and the
share of the total spent in the solver, in the front end and in the rest
(the two-thread reduction, VC generation, process start).

Usage: scripts/bench-kernels.py [--ivl target/release/ivl] [--repeat 3]
                                [--verbose] [FOLDER...]
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def kernels(folders):
    for folder in folders:
        for path in sorted(Path(folder).rglob("*")):
            if path.suffix in (".cu", ".cl"):
                yield path


def flags_of(path):
    lines = path.read_text().splitlines()
    if len(lines) < 2 or not lines[1].startswith("//"):
        return None
    return [f.replace("${KERNEL_DIR}", str(path.parent)) for f in lines[1][2:].split()]


def timed(command, env):
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    return time.perf_counter() - start, done


TIMING = re.compile(r"^\s+(translate|clang|ast|lower)\s+([0-9.]+)")
AST_SIZE = re.compile(r"JSON AST of ([0-9.]+) MB")


def front_end(stderr):
    """The front end's times (s) by step, and the JSON size (MB)."""
    times = {m.group(1): float(m.group(2)) / 1e3
             for m in map(TIMING.match, stderr.splitlines()) if m}
    size = AST_SIZE.search(stderr)
    return times, float(size.group(1)) if size else None


def measure(ivl, path, flags, repeat, env):
    runs = []
    for _ in range(repeat):
        wall, done = timed([ivl, "verify", "--json", "--timings", *flags, str(path)], env)
        try:
            report = json.loads(done.stdout)
            solver = sum(
                i["solver_ms"] for f in report["files"] for i in f.get("implementations", [])
            ) / 1e3
        except (json.JSONDecodeError, KeyError):
            return None
        times, mb = front_end(done.stderr)
        runs.append((wall, times.get("translate", 0.0), solver, times.get("clang", 0.0),
                     times.get("ast", 0.0), times.get("lower", 0.0), mb or 0.0))
    return tuple(statistics.median(column) for column in zip(*runs))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folders", nargs="*", default=[str(ROOT / "tests" / "kernels")])
    parser.add_argument("--ivl", default=str(ROOT / "target" / "release" / "ivl"))
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    if not os.access(args.ivl, os.X_OK):
        sys.exit(f"no ivl binary at {args.ivl} (cargo build --release)")
    env = dict(os.environ)
    venv_z3 = ROOT / ".venv" / "bin" / "z3"
    if "IVL_Z3" not in env and venv_z3.exists():
        env["IVL_Z3"] = str(venv_z3)

    rows = []
    for path in kernels(args.folders):
        flags = flags_of(path)
        if flags is None:
            continue
        m = measure(args.ivl, path, flags, args.repeat, env)
        if m is None:
            print(f"  {path}: no JSON report (input error?)", file=sys.stderr)
            continue
        rows.append((path, *m))
        if args.verbose:
            wall, front, solver, clang, ast, lower, mb = m
            print(f"  {wall * 1e3:8.1f} ms  front end {front * 1e3:6.1f} (clang {clang * 1e3:6.1f}, "
                  f"{mb:5.2f} MB, ast {ast * 1e3:5.1f}, lower {lower * 1e3:5.1f})  "
                  f"solver {solver * 1e3:7.1f}  "
                  f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    if not rows:
        sys.exit("no kernels measured")
    walls = [r[1] for r in rows]
    total = sum(walls)
    front = sum(r[2] for r in rows)
    solver = sum(r[3] for r in rows)
    print(f"kernels: {len(rows)} (median of {args.repeat} runs each)")
    print(f"median time per kernel: {statistics.median(walls) * 1e3:.1f} ms "
          f"(mean {total / len(rows) * 1e3:.1f} ms, max {max(walls) * 1e3:.1f} ms)")
    def median(i):
        return statistics.median(r[i] for r in rows)

    print(f"front end, median per kernel: clang {median(4) * 1e3:.1f} ms, "
          f"JSON AST {median(7):.2f} MB, reading it {median(5) * 1e3:.1f} ms, "
          f"lowering {median(6) * 1e3:.1f} ms")
    print(f"total: {total:.2f} s; solver {solver / total:.1%}, "
          f"front end (Clang + lowering to IVL) {front / total:.1%}, "
          f"rest (reduction, VC, processes) {max(total - front - solver, 0) / total:.1%}")


if __name__ == "__main__":
    main()
