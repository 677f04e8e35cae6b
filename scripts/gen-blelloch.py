#!/usr/bin/env python3
"""Generate a Blelloch prescan kernel in the IVL, with the barrier invariants
of the barrier-invariants paper (Chong, Donaldson, Kelly, Ketema, Qadeer,
"Barrier Invariants", OOPSLA 2013, sections 2, 4 and 4.1).

    gen-blelloch.py --n N --op add|max|or --width 8|16|32
                    [--mutant no-barrier|shifted-index] [--no-spec]
                    [--spec monotonic|exact] [--form loop|unrolled]

prints a kernel program: n elements (a power of two, at least 4), n/2
threads (`group_size n/2; num_groups 1;`), the input in a global array
`input` (read-only), the prescan computed in place in a shared array `A`,
the output written back to a global array `output`.

Form
----
--form loop (the default) is the real loop form of the algorithm (GPU Gems 3,
ch. 39, the paper's Figure 2): an upsweep `while` loop over offset = 1, 2,
..., n/2 and a downsweep `while` loop over offset = n/2, ..., 1, each with
its barrier at the top of the body, then a final barrier. Next to offset the
loops keep k = log2(offset) and compute ai = offset*(2t+1)-1 and bi =
offset*(2t+2)-1 with shifts by k (`ai(k, t)`, `bi(k, t)` below): z3 handles
shifts far better than the product of two variables. Loop invariants give
the (d, offset, k) triples, the thread's own part of the barrier invariant
at the loop head, and thread 1's race logs since the last barrier
(`__write(A, i)`, `__read(A, i)`): a loop head forgets them otherwise.

--form unrolled has one block per offset, each invariant specialised to its
offset from the same formulas (as tests/gpu/verify/ok/blelloch_prescan_4.ivl
does by hand). Both forms verify; the unrolled form exists because the loop
form scales worse: its loop invariants must be proved maintained for every
offset at once, a case split z3 pays for in every query. Largest n verified
within 60 s by scripts/bench-blelloch.sh (bv32, .venv/bin/z3, 2 shared
cores): loop form: add 4 (7 s; 8 times out), max 8 (13 s), or 16 (53 s);
unrolled form: add 8 (12 s), max 8 (7 s), or 32 (43 s).

Invariants
----------
Generated from the paper's definitions and from GPUVerify's encoding of them
(its genspec for the Blelloch prescan):

- phi_us and phi_ds list, per tree level 2^k, the elements a thread t knows
  at the barrier with offset theta, each guarded by `t < n/2^(k+1)` and by
  the offset: the left child ai(t, 2^k) keeps its upsweep value from offset
  2^(k+1) on and gets its downsweep value once the step at offset 2^k is
  done (the paper's `theta >= 2^k/2`), the right child bi(t, 2^k) is stated
  right after the step at offset 2^k only (the paper's bowtie `==`), the
  root from the clear on (`>=`). The load invariant is phi_us at offset 1.
- The instantiation expressions are the paper's: t, 2t, 2t+1 in the upsweep
  (a thread combines the sums threads 2t and 2t+1 formed at the previous
  level), t, t/2 in the downsweep (a thread uses what its parent wrote).
  2t is written t << 1 and t/2 as t >> 1 (see Indices).
- Before each barrier the threads read the elements they keep knowing, so
  that the invariant depends only on locations the pair accessed since the
  last barrier (the paper's __read_permission; here real reads, race-checked
  and race-free). In the loop form the final barrier needs such reads too:
  the downsweep loop head forgets the accesses of its last iteration.
- Each fact is an invariant clause of its own (`invariant ... for ...`,
  repeated): a clause reads one element of A, so the reduction needs one
  unknown location per barrier instead of one per fact, and every access
  assumes one disequality less per fact.
- The per-element values are the paper's upsweep(x, theta) and
  downsweep(x, theta) in closed form over the input: the paper states
  upsweep relationally (sum[x] = flag[x] + sum[x - theta'] + ...) and
  downsweep over a ghost snapshot `sum` taken between the loops; here each
  sum[y] is replaced by its value, the (+)-sum of the 2^j inputs below vertex
  y, written as the balanced tree the upsweep builds (`sumK(input, b)`).
  `input` is read-only, so any element of it may be read in an invariant,
  and no ghost array (which would need a whole-array snapshot) is needed.
  A downsweep value is the chain e (+) s_1 (+) s_2 ..., one term per level
  above the vertex, `if <bit of t> then sumK(...) else e`, in the order the
  downsweep forms it. Both shapes follow the computation, so each step is
  proved by congruence, not by associativity.

Operators
---------
add: bvW_add (bvW_add_noovfl in the kernel under --spec monotonic); max:
`if bvW_ult(a, b) then b else a`; or: bvW_or; identity 0 for all three.

Specification (the final barrier)
---------------------------------
--spec monotonic: the paper's phi_spec, thread-wise as GPUVerify states it
for n/2 threads: `A[2t] (+) in[2t] <= A[2t+1]` and the binary invariant
`t < t' ==> A[2t+1] (+) in[2t+1] <= A[2t']`; together they give `x < y ==>
A[x] (+) in[x] <= A[y]` for all elements. It is the default for max and or.
For add it is false with wrapping addition: the kernel then `requires` that
the sum of all inputs fits in W bits (summed in a wider type), which rules out
overflow in every partial sum (the paper's no-overflow assumption). The
kernel then adds with bvW_add_noovfl, as the paper does; its contract
assumes non-overflow for the pair's own additions only, while the
specification also needs the other threads' sums, hence the precondition. Proving it costs z3 much (the sums have to be
regrouped bit by bit): add verifies for n = 4 only.
--spec exact (the default for add): the exact prescan, A[x] = in[0] (+) ...
(+) in[x-1] for x = 2t, 2t+1, written as the sum of the aligned blocks that
make up [0, x) (phi_ds at the end of the downsweep). It holds for wrapping
addition: the kernel adds with plain bvW_add and assumes nothing.
--no-spec: no final specification (the paper's Figure 12 setting).

Indices
-------
Indices are built from t with shifts and with `or` of constants only (the
blocks are aligned, so b + i is b | i): z3 rewrites these to extractions and
concatenations of t's bits, so that an index one thread computes and the
same index in another thread's instance of an invariant are mostly the same
term, and otherwise differ by wiring only. Written with multiplications and
additions (offset * (2t + 1) - 1, 2 * t) the same kernels are several times
slower (add with n = 8, unrolled, no spec: 19 s against 7 s).

Mutants
-------
no-barrier removes the upsweep's barrier (loop form) or its barrier at
offset 2 (unrolled form): a thread then combines the sums of the previous
level while other threads may still be writing them, a race.
shifted-index makes the upsweep step (unrolled: the step at offset 1) write
A[bi + 1] instead of A[bi]: a race with the thread that reads that element,
and failing invariants. The header's `// error@L:` lines give the line and
message of each error ivl reports, computed from the lines the generator
emits; the errors are worked out in expected_errors() and were checked with
ivl (op add, bv32) for the unrolled form with n = 4 and 8 and the loop form
with n = 4 (the generator refuses the other loop-form mutants). A failing
kernel takes longer than a correct one (each error is one more solver
query): the unrolled mutants take 40-50 s with n = 8, 2-3 s with n = 4.
"""

import argparse
import sys

OPS = ("add", "max", "or")
WIDTHS = (8, 16, 32)


def log2(n):
    k = n.bit_length() - 1
    assert 1 << k == n
    return k


class Gen:
    def __init__(self, n, op, width, mutant, spec, form):
        self.form = form
        self.n = n
        self.T = n // 2
        self.L = log2(n)
        self.op = op
        self.W = width
        self.mutant = mutant
        self.spec = spec
        self.lines = []
        self.marks = {}

    # ---- emission -------------------------------------------------------
    def emit(self, text="", mark=None):
        """Append `text` (one or more lines); `mark` names its first line."""
        if mark is not None:
            self.marks[mark] = len(self.lines) + 1
        self.lines.extend(text.split("\n"))

    # ---- expressions ----------------------------------------------------
    def c(self, v):
        """A bv32 literal."""
        return "%dbv32" % v

    def e(self):
        return "0bv%d" % self.W

    def ult(self, a, b):
        return "bv32_ult(%s, %s)" % (a, b)

    def shl(self, x, k):
        return x if k == 0 else "bv32_shl(%s, %s)" % (x, self.c(k))

    def lshr(self, x, k):
        return x if k == 0 else "bv32_lshr(%s, %s)" % (x, self.c(k))

    def ai(self, o, t):
        """The paper's ai(t, o) = o * (2t + 1) - 1."""
        return "ai(%s, %s)" % (self.c(log2(o)), t)

    def bi(self, o, t):
        """The paper's bi(t, o) = o * (2t + 2) - 1."""
        return "bi(%s, %s)" % (self.c(log2(o)), t)

    def bit(self, t, j):
        """Bit j of t is set."""
        return "%s[%d:%d] == 1bv1" % (t, j + 1, j)

    def sumk(self, size, base):
        """The (+)-sum of input[base], ..., input[base + size - 1]."""
        if size == 1:
            return "input[%s]" % base
        return "sum%d(input, %s)" % (size, base)

    def up_value(self, k, t, which):
        """Upsweep value of ai(t, 2^k) (span 2^k) or, for which == 'bi',
        of bi(t, 2^k) after the step at offset 2^k (span 2^(k+1))."""
        size = (1 << k) if which == "ai" else (2 << k)
        return self.sumk(size, self.shl(t, k + 1))

    def chain(self, k, t, which):
        """Downsweep value of the vertex x = ai(t, 2^k) or bi(t, 2^k) after
        the downsweep step at offset 2^k: e (+) one term per tree level
        b >= k where x goes right (x's bits above k are t's bits, bit k is
        0 for ai and 1 for bi). The left sibling of the path at level b is
        the subtree of 2^b elements starting at (x >> (b+1)) << (b+1)."""
        acc = self.e()
        for b in range(self.L - 1, k - 1, -1):
            if b > k:
                base = self.shl(self.lshr(t, b - k), b + 1)
                term = "(if %s then %s else %s)" % (self.bit(t, b - k - 1), self.sumk(1 << b, base), self.e())
            elif which == "bi":
                term = self.sumk(1 << k, self.shl(t, k + 1))
            else:
                continue
            acc = "oplus(%s, %s)" % (acc, term)
        return acc

    # ---- the invariants, as lists of (guard, lhs index, rhs) -------------
    def cmp(self, theta, op, value):
        """`theta op value`, for op in ==, >=, >. theta is a number (the
        unrolled form: the result is a Python bool), or a tuple (e, div, lo,
        hi): theta is e / div, a power of two (or 0) in [lo, hi], where e is
        the offset variable; the result is a bool when the range decides it,
        else the text of the comparison on e."""
        if isinstance(theta, int):
            return {"==": theta == value, ">=": theta >= value, ">": theta > value}[op]
        e, div, lo, hi = theta
        if op == "==" and not lo <= value <= hi:
            return False
        if op == ">=" and value <= lo or op == ">" and value < lo:
            return True
        if op == ">=" and value > hi or op == ">" and value >= hi:
            return False
        if div == 1:
            f = {"==": "%s == %s", ">=": "bv32_uge(%s, %s)", ">": "bv32_ugt(%s, %s)"}[op]
            return f % (e, self.c(value))
        # theta = e / 2 with e a power of two
        if op == "==":
            return "%s == %s" % (e, self.c(2 * value if value else 1))
        if op == ">":
            return "bv32_ugt(%s, %s)" % (e, self.c(2 * value + 1))
        return "bv32_uge(%s, %s)" % (e, self.c(2 * value))

    def fact(self, facts, guards, idx, rhs):
        """Add the fact `guards ==> A[idx] == rhs`, dropping guards that are
        statically true and facts with a statically false guard."""
        if any(g is False for g in guards):
            return
        # t < n/2 holds for every thread, and for every instantiation (the
        # instances are assumed for thread ids within the group only)
        always = self.ult("local_id.x", self.c(self.T))
        facts.append(([g for g in guards if g is not True and g != always], idx, rhs))

    def us_facts(self, t, theta):
        """phi_us for thread t at the upsweep barrier with offset theta (the
        steps at offsets 1, ..., theta/2 are done; theta = n at the loop
        exit): the paper's left children ai(t, 2^k), known from theta =
        2^(k+1) on, and the right child bi(t, theta/2) formed by the last
        step (bi(t, 1) right after the load)."""
        n, L = self.n, self.L
        facts = []
        for k in range(L):
            # ai(t, 2^k) keeps its upsweep value from offset 2^(k+1) on
            lt = self.ult(t, self.c(n >> (k + 1)))
            g = [lt] if k == 0 else [lt, self.cmp(theta, ">=", 2 << k)]
            self.fact(facts, g, self.ai(1 << k, t), self.up_value(k, t, "ai"))
        self.fact(facts, [self.ult(t, self.c(n >> 1)), self.cmp(theta, "==", 1)], self.bi(1, t), "input[%s]" % self.bi(1, t))
        for k in range(L):
            # bi(t, 2^k) right after the step at offset 2^k
            g = [self.ult(t, self.c(n >> (k + 1))), self.cmp(theta, "==", 2 << k)]
            self.fact(facts, g, self.bi(1 << k, t), self.up_value(k, t, "bi"))
        return facts

    def ds_facts(self, t, theta):
        """phi_ds for thread t at the downsweep barrier with offset theta
        (the steps at offsets n/2, ..., 2*theta are done; theta = 0 after
        the last step). A vertex at level 2^k holds its downsweep value once
        the step at offset 2^k is done (theta <= 2^k/2), its upsweep value
        before; the paper's bowtie is == for bi and >= for the root."""
        n, L = self.n, self.L
        facts = []
        for k in range(L):
            half = (1 << k) >> 1
            lt = self.ult(t, self.c(n >> (k + 1)))
            self.fact(facts, [lt, self.cmp(theta, ">", half)], self.ai(1 << k, t), self.up_value(k, t, "ai"))
            self.fact(facts, [lt, self.cmp(theta, "==", half)], self.ai(1 << k, t), self.chain(k, t, "ai"))
        # the root, cleared before the first downsweep barrier
        self.fact(facts, [self.ult(t, "1bv32"), self.cmp(theta, "==", n >> 1)], self.bi(n >> 1, t), self.e())
        for k in range(L):
            half = (1 << k) >> 1
            g = [self.ult(t, self.c(n >> (k + 1))), self.cmp(theta, "==", half)]
            self.fact(facts, g, self.bi(1 << k, t), self.chain(k, t, "bi"))
        return facts

    def fact_text(self, guard, idx, rhs):
        if not guard:
            return "A[%s] == %s" % (idx, rhs)
        return "(%s ==> A[%s] == %s)" % (" && ".join(guard), idx, rhs)

    def clauses(self, facts, indent, keyword, tail="", mark=None):
        """One `invariant` clause per fact: each reads one element of A, so
        the barrier needs one unknown location, not one per fact. The line
        of the clause for A[idx] under guard g is marked (mark, idx, g)."""
        pad = " " * indent
        for f in facts:
            self.emit("%s%s %s%s" % (pad, keyword, self.fact_text(*f), tail), mark=(mark, f[1], " && ".join(f[0])) if mark else None)

    def reads(self, facts, indent):
        """Reads of the elements a thread keeps knowing: one read per element,
        under the disjunction of the guards of its facts."""
        pad = " " * indent
        order, guards = [], {}
        for guard, idx, _ in facts:
            if idx not in guards:
                order.append(idx)
                guards[idx] = []
            conj = " && ".join(guard)
            if conj not in guards[idx]:
                guards[idx].append(conj)
        for idx in order:
            gs = guards[idx]
            if "" in gs:
                self.emit("%sx := A[%s];" % (pad, idx))
                continue
            cond = gs[0] if len(gs) == 1 else " || ".join("(%s)" % g for g in gs)
            self.emit("%sif (%s) {" % (pad, cond))
            self.emit("%s  x := A[%s];" % (pad, idx))
            self.emit("%s}" % pad)

    # ---- the program ----------------------------------------------------
    def combine_code(self, a, b):
        """The kernel's (+): for add under the monotonic specification the
        paper's non-overflowing addition, else plain (wrapping) oplus."""
        if self.op == "add" and self.spec == "monotonic":
            return "bv%d_add_noovfl(%s, %s)" % (self.W, a, b)
        return "oplus(%s, %s)" % (a, b)

    def program(self):
        n, T, L, W = self.n, self.T, self.L, self.W
        ty = "bv%d" % W
        t = "local_id.x"
        self.emit("group_size %d;" % T)
        self.emit("num_groups 1;")
        self.emit()
        self.emit("global var input: [bv32]%s;" % ty)
        self.emit("global var output: [bv32]%s;" % ty)
        self.emit("shared var A: [bv32]%s;" % ty)
        self.emit()
        self.emit("// The operator, with identity %s." % self.e())
        if self.op == "add":
            body = "bv%d_add(a, b)" % W
        elif self.op == "or":
            body = "bv%d_or(a, b)" % W
        else:
            body = "if bv%d_ult(a, b) then b else a" % W
        self.emit("function {:inline} oplus(a: %s, b: %s): %s { %s }" % (ty, ty, ty, body))
        self.emit("// The (+)-sum of in[b], ..., in[b + K - 1], as the upsweep forms it.")
        self.emit("// (b is a multiple of K: b + i is b | i.)")
        self.emit("function {:inline} sum2(in: [bv32]%s, b: bv32): %s { oplus(in[b], in[bv32_or(b, 1bv32)]) }" % (ty, ty))
        size = 4
        while size <= n:
            self.emit(
                "function {:inline} sum%d(in: [bv32]%s, b: bv32): %s { oplus(sum%d(in, b), sum%d(in, bv32_or(b, %s))) }"
                % (size, ty, ty, size // 2, size // 2, self.c(size // 2))
            )
            size *= 2
        self.emit("// The left and right child of thread t at offset 2^k (the paper's ai(t, 2^k) =")
        self.emit("// 2^k * (2t + 1) - 1 and bi(t, 2^k) = 2^k * (2t + 2) - 1), with shifts.")
        self.emit("function {:inline} ai(k: bv32, t: bv32): bv32 { bv32_or(bv32_shl(t, bv32_add(k, 1bv32)), bv32_sub(bv32_shl(1bv32, k), 1bv32)) }")
        self.emit("function {:inline} bi(k: bv32, t: bv32): bv32 { bv32_or(bv32_shl(t, bv32_add(k, 1bv32)), bv32_sub(bv32_shl(2bv32, k), 1bv32)) }")
        self.emit()
        self.emit("kernel procedure Prescan()")
        self.emit("  modifies A, output;")
        if self.op == "add" and self.spec == "monotonic":
            wide = {8: 32, 16: 32, 32: 64}[W]
            terms = ["zext_%d_%d(input[%s])" % (W, wide, self.c(i)) for i in range(n)]
            s = terms[0]
            for x in terms[1:]:
                s = "bv%d_add(%s, %s)" % (wide, s, x)
            self.emit("  // No partial sum of the prescan overflows (the paper's assumption).")
            self.emit("  requires bv%d_ult(%s, %dbv%d);" % (wide, s, 1 << W, wide))
        self.emit("{")
        self.emit("  var t, offset, k, d, ai, bi: bv32;" if self.form == "loop" else "  var t: bv32;")
        self.emit("  var x, tmp: %s;" % ty)
        self.emit("  t := local_id.x;")
        self.emit()
        self.emit("  // Load.")
        self.emit("  A[ai(0bv32, t)] := input[ai(0bv32, t)];")
        self.emit("  A[bi(0bv32, t)] := input[bi(0bv32, t)];")
        self.emit()

        # ---------------- upsweep ----------------
        if self.form == "loop":
            self.loop_body()
        else:
            self.unrolled_body()

        # ---------------- final barrier and output ----------------
        ev = "ai(0bv32, local_id.x)"
        od = "bi(0bv32, local_id.x)"
        le = "bv%d_ule" % W
        if self.spec:
            if self.form == "loop":
                self.emit("  // The reads make the pair's elements known again: the loop head forgot")
                self.emit("  // the accesses of the last iteration.")
                self.emit("  x := A[ai(0bv32, t)];")
                self.emit("  x := A[bi(0bv32, t)];")
            other = "A[ai(0bv32, __other(local_id.x))]"
            if self.spec == "monotonic":
                self.emit("  // The monotonic specification (phi_spec), thread-wise.")
                self.emit("  barrier shared", mark="spec_barrier")
                self.emit("    invariant %s(oplus(A[%s], input[%s]), A[%s])" % (le, ev, ev, od), mark="spec_unary")
                self.emit(
                    "    binary invariant bv32_ult(local_id.x, __other(local_id.x)) ==> %s(oplus(A[%s], input[%s]), %s);"
                    % (le, od, od, other),
                    mark="spec_binary",
                )
            else:
                self.emit("  // The exact specification: A[x] = in[0] (+) ... (+) in[x - 1], the sum of the")
                self.emit("  // aligned blocks that make up [0, x) (one per bit of x), for x = 2t, 2t + 1.")
                self.emit("  barrier shared", mark="spec_barrier")
                self.emit("    invariant A[%s] == %s" % (ev, self.chain(0, "local_id.x", "ai")), mark="spec_even")
                self.emit("    invariant A[%s] == %s;" % (od, self.chain(0, "local_id.x", "bi")), mark="spec_odd")
        else:
            self.emit("  barrier shared;")
        self.emit("  output[ai(0bv32, t)] := A[ai(0bv32, t)];")
        self.emit("  output[bi(0bv32, t)] := A[bi(0bv32, t)];")
        self.emit("}")

    def loop_body(self):
        n, T, L = self.n, self.T, self.L
        t = "local_id.x"
        us_for = "for local_id.x, bv32_shl(local_id.x, 1bv32), bv32_or(bv32_shl(local_id.x, 1bv32), 1bv32)"
        ds_for = "for local_id.x, bv32_lshr(local_id.x, 1bv32)"
        step_guard = "bv32_ult(t, d)"

        # ---------------- upsweep ----------------
        self.emit("  // Upsweep: offset = 2^k = 1, 2, ..., n/2; the barrier at offset 1 is the load's.")
        self.emit("  offset, k, d := 1bv32, 0bv32, %s;" % self.c(T))
        self.emit("  while (bv32_ugt(d, 0bv32))")
        pairs = " || ".join(
            "(d == %s && offset == %s && k == %s)" % (self.c(T >> i), self.c(1 << i), self.c(i)) for i in range(L + 1)
        )
        self.emit("    invariant %s;" % pairs)
        us_head = self.us_facts(t, ("offset", 1, 1, n))
        self.clauses(us_head, 4, "invariant", ";", mark="us_loop_inv")
        # thread 1's accesses since the last barrier: the load, or the last step
        wr = ["(offset == 1bv32 && (__write(A, %s) || __write(A, %s)))" % (self.ai(1, t), self.bi(1, t))]
        rd = []
        for i in range(1, L + 1):
            o = 1 << (i - 1)  # the step just done
            g = "offset == %s" % self.c(2 * o)
            if n // (2 * o) < T:
                g += " && " + self.ult(t, self.c(n // (2 * o)))
            wr.append("(%s && __write(A, %s))" % (g, self.bi(o, t)))
            rd.append("(%s && (__read(A, %s) || __read(A, %s)))" % (g, self.ai(o, t), self.bi(o, t)))
        self.emit("    invariant __write(A) ==> %s;" % "\n        || ".join(wr), mark="us_wlog")
        self.emit("    invariant __read(A) ==> %s;" % "\n        || ".join(rd), mark="us_rlog")
        self.emit("  {")
        us_bar = self.us_facts(t, ("offset", 1, 1, n // 2))
        self.reads(us_bar, 4)
        if self.mutant == "no-barrier":
            self.emit("    // (mutant: the barrier of the upsweep is removed)")
        else:
            self.emit("    barrier shared", mark="us_barrier")
            self.clauses(us_bar, 6, "invariant", "\n        " + us_for, mark="us_inv")
            self.lines[-1] += ";"
        self.emit("    if (%s) {" % step_guard)
        self.emit("      // ai = offset * (2t + 1) - 1, bi = offset * (2t + 2) - 1")
        self.emit("      ai, bi := ai(k, t), bi(k, t);")
        if self.mutant == "shifted-index":
            self.emit("      A[bv32_add(bi, 1bv32)] := %s; // (mutant: bi + 1)" % self.combine_code("A[ai]", "A[bi]"), mark="us_step")
        else:
            self.emit("      A[bi] := %s;" % self.combine_code("A[ai]", "A[bi]"), mark="us_step")
        self.emit("    }")
        self.emit("    offset, k, d := bv32_shl(offset, 1bv32), bv32_add(k, 1bv32), bv32_lshr(d, 1bv32);")
        self.emit("  }")
        self.emit()

        # ---------------- downsweep ----------------
        self.emit("  // Clear the root.")
        self.emit("  if (t == 0bv32) {")
        self.emit("    A[%s] := %s;" % (self.c(n - 1), self.e()))
        self.emit("  }")
        self.emit()
        self.emit("  // Downsweep: offset = 2^k = n/2, ..., 1.")
        self.emit("  d := 1bv32;")
        self.emit("  while (bv32_ult(d, %s))" % self.c(n))
        pairs = " || ".join(
            "(d == %s && offset == %s && k == %s)" % (self.c(1 << i), self.c(n >> i), self.c(L - i)) for i in range(L + 1)
        )
        self.emit("    invariant %s;" % pairs)
        # at the loop head the steps down to offset are done: theta = offset / 2
        ds_head = self.ds_facts(t, ("offset", 2, 0, n // 2))
        self.clauses(ds_head, 4, "invariant", ";", mark="ds_loop_inv")
        # thread 1's accesses since the last barrier: at entry thread 0's last
        # upsweep step and the clear, then the last downsweep step
        root = self.c(n - 1)
        wr = ["(offset == %s && t == 0bv32 && __write(A, %s))" % (self.c(n), root)]
        rd = ["(offset == %s && t == 0bv32 && (__read(A, %s) || __read(A, %s)))" % (self.c(n), self.ai(n // 2, t), self.bi(n // 2, t))]
        for i in range(L):
            o = 1 << i  # the step just done
            g = "offset == %s" % self.c(o)
            if n // (2 * o) < T:
                g += " && " + self.ult(t, self.c(n // (2 * o)))
            wr.append("(%s && (__write(A, %s) || __write(A, %s)))" % (g, self.ai(o, t), self.bi(o, t)))
            rd.append("(%s && (__read(A, %s) || __read(A, %s)))" % (g, self.ai(o, t), self.bi(o, t)))
        self.emit("    invariant __write(A) ==> %s;" % "\n        || ".join(wr), mark="ds_wlog")
        self.emit("    invariant __read(A) ==> %s;" % "\n        || ".join(rd), mark="ds_rlog")
        self.emit("  {")
        self.emit("    offset, k := bv32_lshr(offset, 1bv32), bv32_sub(k, 1bv32);")
        ds_bar = self.ds_facts(t, ("offset", 1, 1, n // 2))
        self.reads(ds_bar, 4)
        self.emit("    barrier shared", mark="ds_barrier")
        self.clauses(ds_bar, 6, "invariant", "\n        " + ds_for, mark="ds_inv")
        self.lines[-1] += ";"
        self.emit("    if (%s) {" % step_guard)
        self.emit("      ai, bi := ai(k, t), bi(k, t);")
        self.emit("      tmp := A[ai];")
        self.emit("      A[ai] := A[bi];")
        self.emit("      A[bi] := %s;" % self.combine_code("A[bi]", "tmp"))
        self.emit("    }")
        self.emit("    d := bv32_shl(d, 1bv32);")
        self.emit("  }")
        self.emit()

    def unrolled_body(self):
        n, T, L = self.n, self.T, self.L
        t = "local_id.x"
        us_for = "for local_id.x, bv32_shl(local_id.x, 1bv32), bv32_or(bv32_shl(local_id.x, 1bv32), 1bv32)"
        ds_for = "for local_id.x, bv32_lshr(local_id.x, 1bv32)"
        # what the thread accessed since the last barrier: (guard, index)
        accessed = [([], self.ai(1, t)), ([], self.bi(1, t))]
        theta = 1
        while theta < n:
            active = self.ult(t, self.c(n // (2 * theta)))
            facts = self.us_facts(t, theta)
            self.emit("  // Upsweep, offset %d%s." % (theta, ": the load's barrier" if theta == 1 else ""))
            self.reads([f for f in facts if (f[0], f[1]) not in accessed], 2)
            if self.mutant == "no-barrier" and theta == 2:
                self.emit("  // (mutant: the barrier at offset 2 is removed)")
            else:
                self.emit("  barrier shared", mark="us_barrier_%d" % theta)
                self.clauses(facts, 4, "invariant", "\n      " + us_for, mark="us_inv_%d" % theta)
                self.lines[-1] += ";"
            target = self.bi(theta, "t")
            if self.mutant == "shifted-index" and theta == 1:
                target = "bv32_add(%s, 1bv32)" % target
            step = "A[%s] := %s;" % (target, self.combine_code("A[%s]" % self.ai(theta, "t"), "A[%s]" % self.bi(theta, "t")))
            if self.mutant == "shifted-index" and theta == 1:
                step += " // (mutant: bi + 1)"
            if n // (2 * theta) == T:
                self.emit("  " + step, mark="us_step_%d" % theta)
            else:
                self.emit("  if (%s) { %s }" % (active, step), mark="us_step_%d" % theta)
            self.emit()
            g = [self.ult(t, self.c(n // (2 * theta)))] if theta > 1 else []
            accessed = [(g, self.ai(theta, t)), (g, self.bi(theta, t))]
            theta *= 2
        self.emit("  // Clear the root.")
        self.emit("  if (t == 0bv32) { A[%s] := %s; }" % (self.c(n - 1), self.e()))
        self.emit()
        accessed += [([self.ult(t, "1bv32")], self.bi(n // 2, t))]
        theta = n // 2
        while theta >= 1:
            active = self.ult(t, self.c(n // (2 * theta)))
            facts = self.ds_facts(t, theta)
            self.emit("  // Downsweep, offset %d." % theta)
            self.reads([f for f in facts if (f[0], f[1]) not in accessed], 2)
            self.emit("  barrier shared", mark="ds_barrier_%d" % theta)
            self.clauses(facts, 4, "invariant", "\n      " + ds_for, mark="ds_inv_%d" % theta)
            self.lines[-1] += ";"
            body = [
                "tmp := A[%s];" % self.ai(theta, "t"),
                "A[%s] := A[%s];" % (self.ai(theta, "t"), self.bi(theta, "t")),
                "A[%s] := %s;" % (self.bi(theta, "t"), self.combine_code("A[%s]" % self.bi(theta, "t"), "tmp")),
            ]
            if n // (2 * theta) == T:
                for b in body:
                    self.emit("  " + b)
            else:
                self.emit("  if (%s) {" % active)
                for b in body:
                    self.emit("    " + b)
                self.emit("  }")
            self.emit()
            g = [active] if n // (2 * theta) != T else []
            accessed = [(g, self.ai(theta, t)), (g, self.bi(theta, t))]
            theta //= 2

    # ---- the expected errors of the mutants ----------------------------
    def clause_line(self, mark, idx, guard=None):
        """The line of the invariant clause about A[idx] emitted under
        `mark` (whose guard contains `guard`)."""
        found = [line for key, line in self.marks.items()
                 if isinstance(key, tuple) and key[0] == mark and key[1] == idx and (guard is None or guard in key[2])]
        assert len(found) == 1, (mark, idx, guard, found)
        return found[0]

    def expected_errors(self):
        """The errors ivl reports for the mutant: (line, message fragment,
        number of reports on that line). Worked out from the reduction and
        checked with ivl (unrolled: n = 4 and 8; loop: n = 4)."""
        if not self.mutant:
            return []
        race = "race on A"
        inv = "this barrier invariant might not hold"
        maintained = "could not be proved to be maintained by the loop"
        t = "local_id.x"
        if self.form == "unrolled" and self.mutant == "no-barrier":
            # Without the barrier at offset 2, thread t reads ai(t, 2) and
            # bi(t, 2), which threads 2t and 2t + 1 wrote at offset 1: a
            # read-write race on each read (for n = 4 only on bi: ai(0, 2) is
            # thread 0's own), and its write of bi(t, 2) races with their
            # reads there (write-read; the logs keep a read apart from the
            # write of the same element). For n >= 8 the barrier at offset 4
            # then fails too: thread t combined values it did not know.
            if self.n == 4:
                return [(self.marks["us_step_2"], race, 2)]
            return [
                (self.marks["us_step_2"], race, 2),
                (self.clause_line("us_inv_4", self.ai(2, t)), inv, 1),
                (self.clause_line("us_inv_4", self.bi(2, t)), inv, 1),
            ]
        if self.form == "unrolled" and self.mutant == "shifted-index":
            # Thread t writes bi(t, 1) + 1 = ai(t + 1, 1), which thread t + 1
            # reads in the same step: a write-read race. At the barrier at
            # offset 2, A[ai(t, 1)] was overwritten and A[bi(t, 1)] never
            # formed: both clauses fail.
            return [
                (self.marks["us_step_1"], race, 1),
                (self.clause_line("us_inv_2", self.ai(1, t)), inv, 1),
                (self.clause_line("us_inv_2", self.bi(1, t)), inv, 1),
            ]
        if self.form == "loop" and self.n == 4 and self.mutant == "no-barrier":
            # Without the barrier the race logs are never emptied: the loop
            # invariants on them are not maintained; the step races with the
            # previous iteration's (a read-write and a write-read race).
            return [
                (self.marks["us_wlog"], maintained, 1),
                (self.marks["us_rlog"], maintained, 1),
                (self.marks["us_step"], race, 2),
            ]
        if self.form == "loop" and self.n == 4 and self.mutant == "shifted-index":
            # The write-read race of the step, the write-log invariant, and
            # the upsweep loop invariants on A[ai(t, 1)], A[bi(t, 1)] (at
            # offset 2) and A[bi(t, 2)] (at offset 4), each for both threads.
            return [
                (self.marks["us_step"], race, 1),
                (self.marks["us_wlog"], maintained, 1),
                (self.clause_line("us_loop_inv", self.ai(1, t)), maintained, 2),
                (self.clause_line("us_loop_inv", self.bi(1, t), "offset == 2bv32"), maintained, 2),
                (self.clause_line("us_loop_inv", self.bi(2, t)), maintained, 2),
            ]
        sys.exit("gen-blelloch.py: the expected errors of --mutant %s are only worked out for --form unrolled, "
                 "and for --form loop with --n 4" % self.mutant)


def main(argv):
    p = argparse.ArgumentParser(description="Generate a Blelloch prescan kernel with barrier invariants.")
    p.add_argument("--n", type=int, required=True, help="number of elements (a power of two, >= 4)")
    p.add_argument("--op", choices=OPS, required=True)
    p.add_argument("--width", type=int, choices=WIDTHS, required=True)
    p.add_argument("--mutant", choices=("no-barrier", "shifted-index"))
    p.add_argument("--no-spec", action="store_true", help="leave out the final specification (phi_spec)")
    p.add_argument("--spec", choices=("monotonic", "exact"),
                   help="the final specification: the paper's monotonic one (default for max, or; for add with "
                   "a no-overflow precondition) or the exact one, A[x] = in[0] (+) ... (+) in[x-1] (default for add)")
    p.add_argument("--form", choices=("loop", "unrolled"), default="loop",
                   help="upsweep and downsweep as while loops (default) or unrolled, one block per offset")
    a = p.parse_args(argv)
    if a.n < 4 or a.n & (a.n - 1):
        p.error("--n must be a power of two, at least 4")
    spec = None if a.no_spec else a.spec or ("exact" if a.op == "add" else "monotonic")
    g = Gen(a.n, a.op, a.width, a.mutant, spec, a.form)
    g.program()
    errors = g.expected_errors()

    command = "scripts/gen-blelloch.py --n %d --op %s --width %d" % (a.n, a.op, a.width)
    if a.mutant:
        command += " --mutant " + a.mutant
    if a.no_spec:
        command += " --no-spec"
    elif a.spec:
        command += " --spec " + a.spec
    if a.form != "loop":
        command += " --form " + a.form
    total = sum(count for _, _, count in errors)
    # From n = 8 a proof takes 10 to 20 s of solver time: a generous limit
    # keeps a loaded machine from turning it into a time-out.
    head = ["// test: verify" + (" --error-limit=20" if total > 5 else "")
            + (" --timeout=120" if a.n >= 8 else "")]
    if errors:
        head.append("// expect: verify errors")
        head.append("// summary: ivl finished with 0 verified, %d error%s" % (total, "" if total == 1 else "s"))
    else:
        head.append("// expect: verified")
        head.append("// summary: ivl finished with 1 verified, 0 errors")
    head.append("// Generated by %s; do not edit." % command)
    head.append("// Blelloch prescan (exclusive scan) of %d elements with %s over bv%d, %d threads," % (a.n, a.op, a.width, a.n // 2))
    head.append("// %s; barrier invariants of the barrier-invariants paper" % (
        "upsweep and downsweep as loops" if a.form == "loop" else "upsweep and downsweep unrolled"))
    head.append("// (load, phi_us, phi_ds%s)." % {
        None: "; no final specification",
        "monotonic": ", and the monotonic specification phi_spec",
        "exact": ", and the exact specification"}[spec])
    if a.mutant == "no-barrier":
        head.append("// Mutant: the %s barrier is removed." % ("upsweep's" if a.form == "loop" else "upsweep's offset-2"))
    elif a.mutant == "shifted-index":
        head.append("// Mutant: the %s writes A[bi + 1] instead of A[bi]." % (
            "upsweep step" if a.form == "loop" else "upsweep step at offset 1"))
    # the error lines come last in the header; the header's length is known
    offset = len(head) + len(errors)
    for line, fragment, _ in errors:
        head.append("// error@%d: %s" % (line + offset, fragment))
    sys.stdout.write("\n".join(head + g.lines) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
