#!/usr/bin/env python3
"""What invariant inference costs and buys (spec/gpu.md section 10).

For each CUDA and OpenCL kernel under the given folders (default:
tests/kernels; GPUVerify's testsuite folder works too), with the flags of
its GPUVerify header (line 2), it runs `ivl verify --json` twice, with
inference and with --no-infer, and measures each run's wall-clock time.
From the JSON report of the run with inference it reads, per
implementation, Houdini's time, checks, candidates and kept candidates.

It prints, for the kernels with a loop and for those without:
- the median and total wall time with and without inference;
- the share of the total (with inference) spent in Houdini;
- per kernel with candidates: the median and largest number of Houdini
  checks (solver calls), candidates and kept candidates;
- verdicts: kernels verified only with inference, and any verified only
  without it (which would be a bug: inference only adds proved invariants);
- the kernels where inference gave up, with why.

Usage: scripts/bench-inference.py [--ivl target/release/ivl] [--jobs 2]
                                  [--timeout 60] [--filter RE] [FOLDER...]
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def kernels(folders, pattern):
    for folder in folders:
        for path in sorted(Path(folder).rglob("*")):
            if path.suffix in (".cu", ".cl") and (not pattern or re.search(pattern, str(path))):
                yield path


def header_flags(path):
    lines = path.read_text(errors="replace").split("\n")
    if len(lines) < 2 or not lines[0].startswith("//"):
        return None
    flags = lines[1][2:].replace("${KERNEL_DIR}", str(path.parent)).split()
    if "GPUVerify" in str(path) or "gpuverify" in str(path):
        if not any(f.startswith("--pointer-bitwidth") for f in flags):
            flags.insert(0, "--pointer-bitwidth=32")
    return flags


def has_loop(path):
    source = path.read_text(errors="replace")
    source = re.sub(r"/\*.*?\*/", " ", source, flags=re.S)
    source = re.sub(r"//[^\n]*", " ", source)
    return re.search(r"\b(for|while|do)\b", source) is not None


def run(ivl, path, flags, timeout, extra):
    command = [ivl, "verify", "--json", "--no-confirm", f"--timeout={timeout}", "--jobs=1", *extra, *flags, path.name]
    started = time.monotonic()
    try:
        done = subprocess.run(command, cwd=path.parent, capture_output=True, text=True,
                              timeout=timeout * 4 + 30)
        code, out = done.returncode, done.stdout
    except subprocess.TimeoutExpired:
        code, out = -1, ""
    return code, time.monotonic() - started, out


def measure(args, path):
    flags = header_flags(path)
    if flags is None:
        return None
    code_on, wall_on, out = run(args.ivl, path, flags, args.timeout, [])
    code_off, wall_off, _ = run(args.ivl, path, flags, args.timeout, ["--no-infer"])
    houdini_ms, checks, candidates, kept, gave_up = 0.0, 0, 0, 0, []
    try:
        for f in json.loads(out).get("files", []):
            for imp in f.get("implementations", []):
                inf = imp.get("inference")
                if inf:
                    houdini_ms += inf["ms"]
                    checks += inf["checks"]
                    candidates += inf["candidates"]
                    kept += inf["kept"]
                    if inf["gave_up"]:
                        gave_up.append(inf["gave_up"])
    except (json.JSONDecodeError, KeyError):
        pass
    return {
        "path": str(path), "loop": has_loop(path), "code_on": code_on, "code_off": code_off,
        "wall_on": wall_on, "wall_off": wall_off, "houdini_s": houdini_ms / 1e3,
        "checks": checks, "candidates": candidates, "kept": kept, "gave_up": gave_up,
    }


def summary(title, rows):
    print(f"\n{title}: {len(rows)} kernels")
    if not rows:
        return
    on = [r["wall_on"] for r in rows]
    off = [r["wall_off"] for r in rows]
    print(f"  wall time with inference:    median {statistics.median(on):7.3f} s, total {sum(on):8.1f} s")
    print(f"  wall time with --no-infer:   median {statistics.median(off):7.3f} s, total {sum(off):8.1f} s")
    houdini = sum(r["houdini_s"] for r in rows)
    print(f"  Houdini: {houdini:.1f} s, {100 * houdini / max(sum(on), 1e-9):.1f}% of the time with inference")
    inferred = [r for r in rows if r["candidates"]]
    if inferred:
        for key in ("checks", "candidates", "kept"):
            values = [r[key] for r in inferred]
            print(f"  {key:<11} per kernel with candidates ({len(inferred)}): median {statistics.median(values):g}, "
                  f"largest {max(values)}")
    gained = [r for r in rows if r["code_on"] == 0 and r["code_off"] != 0]
    lost = [r for r in rows if r["code_off"] == 0 and r["code_on"] != 0]
    print(f"  verified only with inference: {len(gained)}; only without it: {len(lost)}")
    for r in lost:
        print(f"    ONLY WITHOUT INFERENCE: {r['path']} (exit {r['code_on']} with inference)")
    for r in rows:
        for why in r["gave_up"]:
            print(f"    gave up: {r['path']}: {why}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ivl", default=str(ROOT / "target/release/ivl"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=60)
    parser.add_argument("--filter", default="")
    parser.add_argument("folders", nargs="*", default=[str(ROOT / "tests/kernels")])
    args = parser.parse_args()
    args.ivl = str(Path(args.ivl).resolve())
    paths = list(kernels(args.folders, args.filter))
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        rows = [r for r in pool.map(lambda p: measure(args, p), paths) if r]
    summary("Kernels with a loop", [r for r in rows if r["loop"]])
    summary("Kernels without a loop", [r for r in rows if not r["loop"]])
    return 1 if any(r["code_off"] == 0 and r["code_on"] != 0 for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
