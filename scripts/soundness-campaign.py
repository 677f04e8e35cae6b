#!/usr/bin/env python3
"""The soundness campaign: mutants of the verified kernels, verified and run.

Every kernel of the corpus that is expected to verify (`//pass` CUDA and
OpenCL kernels under tests/kernels, `// expect: verified` kernel programs
under tests/gpu/verify/ok) is mutated, one change at a time:

  remove-barrier   a barrier statement is deleted
  shift-index      an array index i becomes i + 1 or i - 1
  lt-to-le         a `<` in a condition becomes `<=`
  drop-guard       an `if (c)` becomes `if (1)`
  swap-index       the written and a read index of one assignment swap
  halve-array      a fixed-size shared array gets half its length (checked
                   with --check-array-bounds)
  move-write       a statement next to a barrier moves across it

Each mutant is verified (`ivl verify` with the kernel's flags) and executed
(`ivl run` with the same flags, several seeds; kernels with symbolic sizes
also at two small concrete launches, instances of every size verify
covers). A mutant is *dynamically defective* when some execution reports a
defect (exit code 1: a race, barrier divergence, a failing assertion, an
out-of-bounds access under --check-array-bounds). The count that must be 0
is of mutants verified although an execution shows a defect: each one is a
soundness bug, printed with the commands that show it (exit code 1).

With --originals the kernels themselves are executed, unmutated: the same
corpus, plus the `//pass` kernels of GPUVerify's test suite with
--gpuverify (a checkout, or a git directory whose testsuite/ is extracted).
An execution defect there is a wrong expectation or a verifier bug; each is
printed (exit code 1), and the kernels the interpreter cannot execute are
counted by reason.

Usage: scripts/soundness-campaign.py [--ivl target/release/ivl]
           [--limit N] [--seed S] [--runs R] [--jobs J] [--timeout T]
           [--keep DIR] [--verbose]
       scripts/soundness-campaign.py --originals [--gpuverify PATH] [...]
"""

import argparse
import concurrent.futures
import hashlib
import os
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BARRIER_C = re.compile(r"^\s*(__syncthreads\s*\(\s*\)|barrier\s*\([^;]*\))\s*;\s*(//.*)?$")
BARRIER_IVL = re.compile(r"^\s*(grid\s+)?barrier\b[^;]*;\s*(//.*)?$")
SUBSCRIPT = re.compile(r"\b([A-Za-z_]\w*)\[([^\[\]\n]+)\]")
CONDITION = re.compile(r"\b(if|while|for)\s*\(")
SHARED_DECL = re.compile(r"(__shared__|__local)\s+[\w\s]+?\b(\w+)\[(\d+)\]")


def corpus():
    """The kernels expected to verify, with their flags."""
    for path in sorted((ROOT / "tests" / "kernels").rglob("*")):
        if path.suffix not in (".cu", ".cl"):
            continue
        lines = path.read_text().splitlines()
        if len(lines) >= 2 and lines[0].strip().lower() == "//pass":
            flags = [f.replace("${KERNEL_DIR}", str(path.parent)) for f in lines[1][2:].split()]
            yield path, flags
    for path in sorted((ROOT / "tests" / "gpu" / "verify" / "ok").rglob("*.ivl")):
        text = path.read_text()
        if "// expect: verified" in text:
            test = re.search(r"^// test: verify(.*)$", text, re.M)
            flags = test.group(1).split() if test else []
            yield path, [f for f in flags if not f.startswith("--timeout")]


def gpuverify_corpus(gpuverify, scratch):
    """GPUVerify's `//pass` kernels with their flags."""
    suite = Path(gpuverify) / "testsuite"
    if not suite.is_dir():
        archive = subprocess.Popen(["git", "-C", str(gpuverify), "archive", "HEAD", "testsuite"],
                                   stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", scratch], stdin=archive.stdout, check=True)
        archive.stdout.close()
        archive.wait()
        suite = Path(scratch) / "testsuite"
    for path in sorted(p for name in ("kernel.cu", "kernel.cl") for p in suite.rglob(name)):
        lines = path.read_text(errors="replace").splitlines() + ["", ""]
        if lines[0].strip().lower() == "//pass" and lines[1].startswith("//"):
            flags = [f.replace("${KERNEL_DIR}", str(path.parent)) for f in lines[1][2:].split()]
            yield path, flags, suite.parent


def matching_paren(text, open_at):
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return None


def body_start(lines):
    """The first line after the test header (mutations leave it alone)."""
    for i, line in enumerate(lines):
        if not line.startswith("//"):
            return i
    return len(lines)


def mutants(path):
    """(operator, description, text, extra flags) for each mutant of `path`."""
    text = path.read_text()
    lines = text.splitlines(keepends=True)
    start = body_start(lines)
    ivl = path.suffix == ".ivl"
    barrier = BARRIER_IVL if ivl else BARRIER_C

    def with_line(i, new):
        return "".join(lines[:i] + [new] + lines[i + 1:])

    for i in range(start, len(lines)):
        line = lines[i]
        n = i + 1
        if barrier.match(line):
            yield "remove-barrier", f"line {n}: barrier removed", with_line(i, "\n"), []
            for j, where in ((i - 1, "before"), (i + 1, "after")):
                if start <= j < len(lines) and lines[j].strip().endswith(";") \
                        and "=" in lines[j] and not barrier.match(lines[j]):
                    swapped = list(lines)
                    swapped[i], swapped[j] = swapped[j], swapped[i]
                    yield "move-write", f"line {j + 1}: moved across the barrier {where} it", \
                        "".join(swapped), []
        if line.lstrip().startswith("//"):
            continue
        for m in SUBSCRIPT.finditer(line):
            name, index = m.group(1), m.group(2)
            if ":" in index:
                continue  # a bit-vector extract, x[hi:lo]
            for delta in ("+ 1", "- 1"):
                if ivl:
                    op = "bv32_add" if delta == "+ 1" else "bv32_sub"
                    shifted = f"{name}[{op}({index}, 1bv32)]"
                else:
                    shifted = f"{name}[({index}) {delta}]"
                new = line[:m.start()] + shifted + line[m.end():]
                yield "shift-index", f"line {n}: {name}[{index}] {delta}", with_line(i, new), []
        for m in CONDITION.finditer(line):
            close = matching_paren(line, m.end() - 1)
            if close is None:
                continue
            cond = line[m.end():close]
            for k in [k for k in range(len(cond)) if cond[k] == "<"
                      and cond[k + 1:k + 2] not in ("<", "=") and cond[k - 1:k] != "<"]:
                new = line[:m.end() + k] + "<=" + line[m.end() + k + 1:]
                yield "lt-to-le", f"line {n}: < becomes <=", with_line(i, new), []
            if ivl:
                for fn in ("bv32_ult", "bv32_slt"):
                    if fn in cond:
                        new = line.replace(fn, fn[:-1] + "e", 1)
                        yield "lt-to-le", f"line {n}: {fn} becomes {fn[:-1]}e", with_line(i, new), []
            if m.group(1) == "if":
                always = "true" if ivl else "1"
                new = line[:m.end()] + always + line[close:]
                yield "drop-guard", f"line {n}: if ({cond.strip()}) dropped", with_line(i, new), []
        if not ivl:
            assign = re.match(r"^(\s*)([A-Za-z_]\w*)\[([^\[\]]+)\]\s*=(?!=)(.*)$", line)
            if assign:
                indent, lhs, windex, rest = assign.groups()
                for m in SUBSCRIPT.finditer(rest):
                    if m.group(2).strip() == windex.strip():
                        continue
                    new_rest = rest[:m.start()] + f"{m.group(1)}[{windex}]" + rest[m.end():]
                    new = f"{indent}{lhs}[{m.group(2)}] ={new_rest}\n"
                    yield "swap-index", f"line {n}: indices {windex} and {m.group(2)} swapped", \
                        with_line(i, new), []
            decl = SHARED_DECL.search(line)
            if decl and int(decl.group(3)) >= 2:
                half = int(decl.group(3)) // 2
                new = line[:decl.start(3)] + str(half) + line[decl.end(3):]
                yield "halve-array", f"line {n}: {decl.group(2)}[{decl.group(3)}] halved", \
                    with_line(i, new), ["--check-array-bounds"]


def sized(flags):
    return any(f.startswith(("--blockDim", "--gridDim", "--local_size", "--num_groups",
                             "--global_size", "--group-size", "--num-groups")) for f in flags)


def launches(path, flags):
    """The launches to run: the kernel's own, or two small ones."""
    if sized(flags):
        return [flags]
    if path.suffix == ".cu":
        return [flags + ["--blockDim=16", "--gridDim=2"], flags + ["--blockDim=[4,2]", "--gridDim=3"]]
    if path.suffix == ".cl":
        return [flags + ["--local_size=16", "--num_groups=2"], flags + ["--local_size=8", "--num_groups=3"]]
    text = path.read_text()
    declared = [re.search(rf"^\s*{d}\b", text, re.M) for d in ("group_size", "num_groups")]
    if all(declared):
        return [flags]
    return [flags + [f for f, d in zip(sizes, declared) if not d]
            for sizes in (["--group-size=16", "--num-groups=2"], ["--group-size=4,2", "--num-groups=3"])]


def run(command, timeout, env, cwd=None):
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=env,
                              cwd=cwd)
        return done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        return None, "timed out"


def check(ivl, mutant, args, env):
    """Verifies and runs one mutant: (verify code, run codes, defect)."""
    path, flags, op, what, text, extra = mutant
    with tempfile.TemporaryDirectory(prefix="mutant-") as folder:
        file = Path(folder) / path.name
        file.write_text(text)
        verify, _ = run([ivl, "verify", "--no-confirm", *flags, *extra, f"--timeout={args.timeout}",
                          str(file)],
                        args.timeout + 30, env)
        runs, defect = [], None
        for launch in launches(path, flags):
            for s in range(args.runs):
                seed = args.seed * 1000 + s
                code, out = run([ivl, "run", *launch, *extra, f"--seed={seed}", str(file)],
                                args.timeout, env)
                runs.append(code)
                if code == 1 and defect is None:
                    defect = (launch, seed, out)
            if defect:
                break
    if args.keep and verify == 0 and defect:
        keep = Path(args.keep)
        keep.mkdir(parents=True, exist_ok=True)
        digest = hashlib.sha1(text.encode()).hexdigest()[:8]
        (keep / f"{op}-{digest}-{path.name}").write_text(text)
    return verify, runs, defect


def execute(ivl, path, flags, args, env):
    """Runs one unmutated kernel: (run codes, output of the first defect or of the last run)."""
    codes, shown = [], ""
    for launch in launches(path, flags):
        for s in range(args.runs):
            code, out = run([ivl, "run", *launch, f"--seed={args.seed * 1000 + s}", path.name],
                            args.timeout, env, cwd=path.parent)
            codes.append(code)
            shown = out
            if code == 1:
                return codes, f"ivl run {' '.join(launch)} --seed={args.seed * 1000 + s}\n{out}"
    return codes, shown


def first_message(out):
    for line in out.splitlines():
        m = re.search(r"\b(error|unsupported)(\[\w+\])?:\s*(.*)", line)
        if m:
            return re.sub(r"`[^`]*`", "`_`", m.group(3))[:90]
    return out.strip().splitlines()[0][:90] if out.strip() else "no output"


def originals(args, env):
    """Executes every kernel expected to verify; 1 if an execution shows a defect."""
    with tempfile.TemporaryDirectory(prefix="gpuverify-") as scratch:
        kernels = [(p, f, ROOT) for p, f in corpus()]
        if args.gpuverify:
            kernels += list(gpuverify_corpus(args.gpuverify, scratch))
        print(f"{len(kernels)} kernels expected to verify")
        outcome = {"no defect": 0, "defect": 0, "cannot run": 0, "no verdict": 0}
        defects, reasons = [], {}
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            ivl = os.path.abspath(args.ivl)
            futures = {pool.submit(execute, ivl, p, f, args, env): (p, base)
                       for p, f, base in kernels}
            for done in concurrent.futures.as_completed(futures):
                path, base = futures[done]
                codes, out = done.result()
                name = path.relative_to(base)
                if 1 in codes:
                    outcome["defect"] += 1
                    defects.append((name, out))
                elif 2 in codes:
                    outcome["cannot run"] += 1
                    reasons.setdefault(first_message(out), []).append(name)
                elif all(c == 0 for c in codes):
                    outcome["no defect"] += 1
                else:
                    outcome["no verdict"] += 1
                    last = out.strip().splitlines()[-1] if out.strip() else "no output"
                    reasons.setdefault(f"no verdict: {re.sub(r'^ivl run: [^:]*: ', '', last)[:80]}",
                                       []).append(name)
                if args.verbose:
                    print(f"{name}: runs {codes}")
    print(", ".join(f"{n} {k}" for k, n in outcome.items()))
    for reason, names in sorted(reasons.items(), key=lambda r: -len(r[1])):
        print(f"  {len(names):4}  {reason}  (e.g. {names[0]})")
    for name, out in sorted(defects):
        print(f"\nDEFECT: {name}")
        for line in out.strip().splitlines()[:12]:
            print(f"    {line}")
    return 1 if defects else 0


def balanced_sample(all_mutants, limit, rng):
    """`limit` mutants, the operators taking turns: shift-index, which has most
    of the mutants, does not crowd out the rare operators."""
    by_op = {}
    for m in all_mutants:
        by_op.setdefault(m[2], []).append(m)
    for group in by_op.values():
        rng.shuffle(group)
    chosen, turn = [], 0
    while len(chosen) < limit:
        for group in by_op.values():
            if turn < len(group) and len(chosen) < limit:
                chosen.append(group[turn])
        turn += 1
    return chosen


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ivl", default=str(ROOT / "target" / "release" / "ivl"))
    p.add_argument("--limit", type=int,
                   help="at most this many mutants, chosen with --seed, the operators taking turns")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--runs", type=int, default=3, help="seeds per launch")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--timeout", type=int, default=60, help="seconds per verify or run")
    p.add_argument("--keep", help="write the unsound mutants into this folder")
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--originals", action="store_true",
                   help="execute the kernels expected to verify instead of mutants")
    p.add_argument("--gpuverify", help="with --originals: also GPUVerify's //pass kernels")
    args = p.parse_args()
    env = dict(os.environ)
    venv_z3 = ROOT / ".venv" / "bin" / "z3"
    if "IVL_Z3" not in env and venv_z3.is_file():
        env["IVL_Z3"] = str(venv_z3)
    if args.originals:
        return originals(args, env)

    all_mutants = [(path, flags, op, what, text, extra)
                   for path, flags in corpus()
                   for op, what, text, extra in mutants(path)]
    if args.limit is not None and args.limit < len(all_mutants):
        all_mutants = balanced_sample(all_mutants, args.limit, random.Random(args.seed))
    print(f"{len(all_mutants)} mutants of {len({m[0] for m in all_mutants})} kernels")

    counts = {"verified": 0, "reported": 0, "rejected": 0, "no verdict": 0}
    defective = 0
    unsound = []
    by_op = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(check, args.ivl, m, args, env): m for m in all_mutants}
        for done in concurrent.futures.as_completed(futures):
            path, flags, op, what, _, extra = futures[done]
            verify, runs, defect = done.result()
            verdict = {0: "verified", 1: "reported", 2: "rejected"}.get(verify, "no verdict")
            counts[verdict] += 1
            stats = by_op.setdefault(op, [0, 0, 0])
            stats[0] += 1
            if defect:
                defective += 1
                stats[1] += 1
            if verify == 0 and defect:
                stats[2] += 1
                launch, seed, out = defect
                unsound.append((path, what, flags + extra, launch + extra, seed, out))
            if args.verbose:
                print(f"{path.relative_to(ROOT)} {op} ({what}): verify {verdict}, "
                      f"runs {runs}{' DEFECT' if defect else ''}")

    print(f"verify: {counts['verified']} verified, {counts['reported']} reported, "
          f"{counts['rejected']} rejected, {counts['no verdict']} no verdict")
    print(f"dynamically defective: {defective}")
    for op, (n, d, u) in sorted(by_op.items()):
        print(f"  {op:15} {n:5} mutants, {d:5} defective, {u} verified although defective")
    print(f"verified although an execution shows a defect: {len(unsound)}")
    for path, what, vflags, rflags, seed, out in unsound:
        print(f"\nUNSOUND: {path.relative_to(ROOT)} ({what})")
        print(f"  ivl verify {' '.join(vflags)}  -> verified")
        print(f"  ivl run {' '.join(rflags)} --seed={seed}  -> defect:")
        for line in out.strip().splitlines()[:8]:
            print(f"    {line}")
    return 1 if unsound else 0


if __name__ == "__main__":
    sys.exit(main())
