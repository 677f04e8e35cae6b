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

With --engines CONF..., it instead runs each kernel with a loop under
each configuration of refutation engines (`ivl verify --infer-engines`)
and prints, per configuration, the total and median wall time, the solver
checks, and the candidates refuted by engines other than Houdini. It fails
if a kernel's verdict or set of kept candidates depends on the
configuration (it must not: spec/ivl.md section 9.10).

With --rule-needs, it instead lists, for each inference rule, the kernels
with a loop or a barrier that verify with inference but not under
`--omit-infer=RULE`: the kernels that need that rule. It fails if a rule
has none.

Usage: scripts/bench-inference.py [--ivl target/release/ivl] [--jobs 2]
                                  [--timeout 60] [--filter RE]
                                  [--engines CONF... | --rule-needs] [FOLDER...]
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


def engine_run(args, path, flags, conf):
    code, wall, out = run(args.ivl, path, flags, args.timeout, [f"--infer-engines={conf}"])
    refuted, checks, by_engines, candidates = [], 0, 0, 0
    try:
        for f in json.loads(out).get("files", []):
            for imp in f.get("implementations", []):
                inf = imp.get("inference")
                if inf:
                    candidates += inf["candidates"]
                    checks += inf["checks"]
                    refuted.append((imp["name"], imp["outcome"], tuple(inf["refuted"])))
                    by_engines += sum(e["refuted"] for e in inf["engines"] if e["engine"] != "houdini")
    except (json.JSONDecodeError, KeyError):
        pass
    return {"code": code, "wall": wall, "refuted": refuted, "checks": checks,
            "by_engines": by_engines, "candidates": candidates}


def compare_engines(args, paths):
    confs = args.engines

    def measure_all(path):
        flags = header_flags(path)
        if flags is None or not has_loop(path):
            return None
        return path, [engine_run(args, path, flags, c) for c in confs]

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        rows = [r for r in pool.map(measure_all, paths) if r and r[1][0]["candidates"]]
    print(f"Engine configurations over {len(rows)} kernels with a loop and candidates:")
    print(f"  {'configuration':<28} {'total s':>9} {'median s':>9} {'checks':>7} {'refuted before/beside Houdini':>30}")
    for i, conf in enumerate(confs):
        walls = [runs[i]["wall"] for _, runs in rows]
        checks = sum(runs[i]["checks"] for _, runs in rows)
        early = sum(runs[i]["by_engines"] for _, runs in rows)
        print(f"  {conf:<28} {sum(walls):9.1f} {statistics.median(walls) if walls else 0:9.3f} "
              f"{checks:7} {early:30}")
    for i, conf in enumerate(confs[1:], 1):
        deltas = sorted(((runs[i]["wall"] - runs[0]["wall"], path) for path, runs in rows), key=lambda d: d[0])
        shown = [d for d in deltas[:3] + deltas[-3:] if abs(d[0]) >= 0.5]
        for delta, path in dict.fromkeys(shown):
            print(f"    {conf}: {delta:+.1f} s against {confs[0]} on {path}")
    differ = [(path, runs) for path, runs in rows
              if any((r["code"], r["refuted"]) != (runs[0]["code"], runs[0]["refuted"]) for r in runs)]
    for path, runs in differ:
        print(f"  DEPENDS ON THE CONFIGURATION: {path}: exit codes {[r['code'] for r in runs]}, "
              f"refuted counts {[sum(len(x[2]) for x in r['refuted']) for r in runs]}")
    if not differ:
        print("  verdicts and kept candidates: the same under every configuration")
    return 1 if differ else 0


def rule_needs(args, paths):
    help_text = subprocess.run([args.ivl, "verify", "--omit-infer=?", "x.ivl"],
                               capture_output=True, text=True).stderr
    rules = re.search(r"\(rules: ([^)]*)\)", help_text).group(1).split(", ")

    def verified_with_inference(path):
        flags = header_flags(path)
        if flags is None or "--no-infer" in flags:
            return None
        code, _, out = run(args.ivl, path, flags, args.timeout, [])
        if code != 0 or '"candidates"' not in out:
            return None
        return path, flags

    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        inferred = [r for r in pool.map(verified_with_inference, paths) if r]

    def needs(rule):
        return rule, [str(path) for path, flags in inferred
                      if run(args.ivl, path, flags, args.timeout, [f"--omit-infer={rule}"])[0] != 0]

    print(f"Kernels that verify with inference: {len(inferred)}; per rule, those that fail without it:",
          flush=True)
    found = []
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for rule, kernels_needing in pool.map(needs, rules):
            found.append((rule, kernels_needing))
            shown = ", ".join(Path(k).name if "tests/kernels" in k else k for k in kernels_needing[:4])
            more = f" and {len(kernels_needing) - 4} more" if len(kernels_needing) > 4 else ""
            print(f"  {rule:<24} {len(kernels_needing):3}  {shown}{more}", flush=True)
    return 1 if any(not k for _, k in found) else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ivl", default=str(ROOT / "target/release/ivl"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=60)
    parser.add_argument("--filter", default="")
    parser.add_argument("--engines", nargs="+", metavar="CONF")
    parser.add_argument("--rule-needs", action="store_true")
    parser.add_argument("folders", nargs="*", default=[str(ROOT / "tests/kernels")])
    args = parser.parse_args()
    args.ivl = str(Path(args.ivl).resolve())
    paths = list(kernels(args.folders, args.filter))
    if args.engines:
        return compare_engines(args, paths)
    if args.rule_needs:
        return rule_needs(args, paths)
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        rows = [r for r in pool.map(lambda p: measure(args, p), paths) if r]
    summary("Kernels with a loop", [r for r in rows if r["loop"]])
    summary("Kernels without a loop", [r for r in rows if not r["loop"]])
    return 1 if any(r["code_off"] == 0 and r["code_on"] != 0 for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
