//! The candidate rules (spec/gpu.md section 10). Each gives, for one
//! loop, invariants that may hold at its head; Houdini keeps those that do.
//! (The barrier rule is in `barriers`.)

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::exprs::{differ, equal, substitute, Num};
use super::facts::{reads_any, Access, AccessKind, Loop};
use crate::syntax::ast::*;
use crate::syntax::build::{and, apply, implies, not, or, var};
use crate::syntax::rewrite::{conjuncts, same_expr};
use crate::syntax::span::Span;

/// Every rule, by the name its candidates carry (`{:candidate "NAME"}`),
/// with what it states.
pub const RULES: &[(&str, &str)] = &[
    (
        "loop-bound",
        "a variable of the guard stays on one side of its value on entry",
    ),
    (
        "guard-non-negative",
        "a variable compared signed in the guard is not negative",
    ),
    (
        "guard-bound",
        "a variable compared strictly in the guard stays within the bound",
    ),
    (
        "guard-distance",
        "in a loop with a barrier, a variable of the guard differs from its value on entry by the same in both threads",
    ),
    (
        "strided",
        "a counter stepped by a constant keeps its remainder on entry",
    ),
    (
        "pow2",
        "a variable doubled or halved is a power of two or zero",
    ),
    ("pow2-not-zero", "a variable doubled or halved is not zero"),
    (
        "relational-pow2",
        "a variable only doubled times one only halved keeps its value on entry",
    ),
    (
        "no-read",
        "no read of an array logged since the last barrier",
    ),
    (
        "no-write",
        "no write of an array logged since the last barrier",
    ),
    (
        "no-atomic",
        "no atomic access of an array logged since the last barrier",
    ),
    (
        "value-maintained",
        "every write of an array in the loop writes the same value, which the log holds",
    ),
    (
        "access-offsets",
        "each logged access is at one of the offsets the loop accesses",
    ),
    (
        "access-stride",
        "logged accesses keep the remainder their offsets have with the counters zero",
    ),
    (
        "access-lower",
        "logged accesses lie at or above the loop's first offset",
    ),
    (
        "access-upper",
        "logged accesses lie below the offset of the loop's bound",
    ),
    (
        "access-guard",
        "an array is accessed only where conditions the loop does not change hold around every access of it",
    ),
    (
        "loop-predicate-equality",
        "both threads stay in a loop with a barrier together",
    ),
    (
        "predicated-equality",
        "a variable the loop changes is equal in threads both in the loop",
    ),
    (
        super::enabledness::RULE,
        "a thread for which the conditions around a loop and its guard hold is in the loop",
    ),
    (
        super::barriers::RULE,
        "what a thread wrote to a shared array before a barrier is there after it",
    ),
    (
        super::contracts::UNIFORM_PARAMETER,
        "a parameter of a modular procedure is the same in both threads",
    ),
    (
        super::contracts::UNIFORM_RESULT,
        "a result of a modular procedure is the same in both threads",
    ),
];

/// What the rules read about the loop's surroundings.
pub struct Scope<'a> {
    /// The types of the procedure's variables and of the program's globals.
    pub types: &'a HashMap<String, Type>,
    /// Per variable, the value it holds on entry to the loop, where known
    /// (an expression the loop does not change).
    pub entry: &'a HashMap<String, Expr>,
    /// The shared and global arrays, with their index types.
    pub memory: &'a BTreeMap<String, Type>,
    /// The arrays the procedure may write (whose accesses are logged).
    pub logged: &'a [String],
    /// The arrays some atomic statement accesses.
    pub atomic: &'a BTreeSet<String>,
    pub span: Span,
}

/// How a counter changes in each iteration.
enum Step {
    /// `v := v + s` or `v := v - s`, the same `s` each time.
    Stride(Expr),
    /// Doubling and halving only: whether only doubling, only halving.
    Power(Scaling),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Scaling {
    Up,
    Down,
    Both,
}

pub fn candidates(l: &Loop, scope: &Scope) -> Vec<(&'static str, Expr)> {
    let mut out = Vec::new();
    let steps = counters(l, scope);
    guards(l, scope, &mut out);
    for (v, step) in &steps {
        let Some(num) = scope.types.get(v).and_then(Num::of) else {
            continue;
        };
        let x = var(v, scope.span);
        match step {
            Step::Stride(s) if !is_one(s) => {
                if let Some(e0) = scope.entry.get(v) {
                    out.push((
                        "strided",
                        equal(num.rem(x, s.clone()), num.rem(e0.clone(), s.clone())),
                    ));
                }
            }
            Step::Stride(_) => {}
            Step::Power(_) => {
                let one = num.literal(1, scope.span);
                let zero = num.literal(0, scope.span);
                if let Some(masked) = num.and(x.clone(), num.sub(x.clone(), one)) {
                    out.push((
                        "pow2",
                        or(equal(x.clone(), zero.clone()), equal(masked, zero.clone())),
                    ));
                }
                out.push(("pow2-not-zero", differ(x, zero)));
            }
        }
    }
    relational_pow2(scope, &steps, &mut out);
    accesses(l, scope, &steps, &mut out);
    relational(l, scope, &mut out);
    out
}

/// For a variable `x` only doubled and one `y` only halved, with entry
/// values `x0` and `y0`: `x * y == x0 * y0`, and, for the last iteration
/// that halves `y` to zero, `(y == 0 && x == 2 * x0 * y0) || x * y == x0 *
/// y0`.
fn relational_pow2(
    scope: &Scope,
    steps: &BTreeMap<String, Step>,
    out: &mut Vec<(&'static str, Expr)>,
) {
    let scaled = |way: Scaling| {
        steps
            .iter()
            .filter(move |(_, s)| matches!(s, Step::Power(w) if *w == way))
            .filter_map(|(v, _)| Some((v, scope.entry.get(v)?)))
    };
    for (x, x0) in scaled(Scaling::Up) {
        for (y, y0) in scaled(Scaling::Down) {
            let Some(num) = scope.types.get(x).and_then(Num::of) else {
                continue;
            };
            if scope.types.get(y).and_then(Num::of) != Some(num) {
                continue;
            }
            let span = scope.span;
            let product = num.mul(var(x, span), var(y, span));
            let entry = num.mul(x0.clone(), y0.clone());
            let kept = equal(product, entry.clone());
            out.push(("relational-pow2", kept.clone()));
            let last = and(
                equal(var(y, span), num.literal(0, span)),
                equal(var(x, span), num.mul(num.literal(2, span), entry)),
            );
            out.push(("relational-pow2", or(last, kept)));
        }
    }
}

/// The loop's counters: variables changed only by one stride, or only by
/// doubling and halving.
fn counters(l: &Loop, scope: &Scope) -> BTreeMap<String, Step> {
    let mut out = BTreeMap::new();
    for (v, values) in &l.updates {
        let Some(num) = scope.types.get(v).and_then(Num::of) else {
            continue;
        };
        let mut stride: Option<Expr> = None;
        let mut power = true;
        let mut scaling: Option<Scaling> = None;
        let mut strided = true;
        for value in values {
            let Some(value) = value else {
                power = false;
                strided = false;
                break;
            };
            match step_of(v, value, num) {
                Some(Change::By(s)) if !l.varies(&s) => {
                    power = false;
                    match &stride {
                        Some(t) if !same_expr(t, &s) => strided = false,
                        _ => stride = Some(s),
                    }
                }
                Some(Change::Scale(way)) => {
                    strided = false;
                    scaling = Some(match scaling {
                        Some(w) if w != way => Scaling::Both,
                        _ => way,
                    });
                }
                _ => {
                    power = false;
                    strided = false;
                }
            }
        }
        if strided {
            if let Some(s) = stride {
                out.insert(v.clone(), Step::Stride(s));
            }
        } else if power {
            out.insert(v.clone(), Step::Power(scaling.unwrap_or(Scaling::Both)));
        }
    }
    out
}

enum Change {
    /// Plus or minus this.
    By(Expr),
    /// Times two (up) or divided by two (down).
    Scale(Scaling),
}

/// How `v := value` changes `v`.
fn step_of(v: &str, value: &Expr, num: Num) -> Option<Change> {
    let is_v = |e: &Expr| matches!(&e.kind, ExprKind::Var(x) if x.name == v);
    let literal = |e: &Expr, n: u128| constant(e) == Some(n);
    let (op, a, b) = match (&value.kind, num) {
        (ExprKind::Apply(f, args), Num::Bv(w)) if args.len() == 2 => {
            (f.name.strip_prefix(&format!("bv{w}_"))?, &args[0], &args[1])
        }
        (ExprKind::Binary(op, a, b), Num::Int) => (
            match op {
                BinaryOp::Add => "add",
                BinaryOp::Sub => "sub",
                BinaryOp::Mul => "mul",
                BinaryOp::Div => "sdiv",
                _ => return None,
            },
            &**a,
            &**b,
        ),
        _ => return None,
    };
    match op {
        "add" if is_v(a) => Some(Change::By(b.clone())),
        "add" if is_v(b) => Some(Change::By(a.clone())),
        "sub" if is_v(a) => Some(Change::By(b.clone())),
        "mul" if (is_v(a) && literal(b, 2)) || (is_v(b) && literal(a, 2)) => {
            Some(Change::Scale(Scaling::Up))
        }
        "udiv" | "sdiv" if is_v(a) && literal(b, 2) => Some(Change::Scale(Scaling::Down)),
        "shl" if is_v(a) && literal(b, 1) => Some(Change::Scale(Scaling::Up)),
        "lshr" | "ashr" if is_v(a) && literal(b, 1) => Some(Change::Scale(Scaling::Down)),
        _ => None,
    }
}

/// The value of a literal, or of `bvN_and` of two (a front end masks a
/// shift's amount: `bv32_and(1bv32, 31bv32)`).
fn constant(e: &Expr) -> Option<u128> {
    match &e.kind {
        ExprKind::Bv(text, _) | ExprKind::Int(text) => text.parse().ok(),
        ExprKind::Apply(f, args)
            if args.len() == 2 && f.name.starts_with("bv") && f.name.ends_with("_and") =>
        {
            Some(constant(&args[0])? & constant(&args[1])?)
        }
        _ => None,
    }
}

/// A comparison of the guard, read as `v REL bound`.
struct Comparison {
    v: String,
    signed: bool,
    /// `v < bound` (else `v > bound`).
    below: bool,
    strict: bool,
    bound: Expr,
}

/// The comparisons of `guard`'s conjunction between a variable the loop
/// changes and an expression it does not.
fn comparisons(
    guard: &Expr,
    modified: &BTreeSet<String>,
    types: &HashMap<String, Type>,
) -> Vec<Comparison> {
    let mut out = Vec::new();
    let mut terms = Vec::new();
    conjuncts(guard, &mut terms);
    for e in terms {
        match &e.kind {
            ExprKind::Apply(f, args) if args.len() == 2 => {
                let Some((width, op)) = crate::syntax::rewrite::bv_operation(&f.name) else {
                    continue;
                };
                let (signed, below, strict) = match op {
                    "ult" => (false, true, true),
                    "ule" => (false, true, false),
                    "ugt" => (false, false, true),
                    "uge" => (false, false, false),
                    "slt" => (true, true, true),
                    "sle" => (true, true, false),
                    "sgt" => (true, false, true),
                    "sge" => (true, false, false),
                    _ => continue,
                };
                let how = (signed, below, strict);
                compared(
                    &args[0],
                    &args[1],
                    how,
                    Num::Bv(width),
                    (modified, types),
                    &mut out,
                );
            }
            ExprKind::Binary(
                op @ (BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge),
                a,
                b,
            ) => {
                let below = matches!(op, BinaryOp::Lt | BinaryOp::Le);
                let strict = matches!(op, BinaryOp::Lt | BinaryOp::Gt);
                compared(
                    a,
                    b,
                    (true, below, strict),
                    Num::Int,
                    (modified, types),
                    &mut out,
                );
            }
            _ => {}
        }
    }
    out
}

/// `a REL b`, a comparison of numbers of type `num`, as one of a variable
/// the loop changes (of that type) with an expression it does not.
fn compared(
    a: &Expr,
    b: &Expr,
    (signed, below, strict): (bool, bool, bool),
    num: Num,
    (modified, types): (&BTreeSet<String>, &HashMap<String, Type>),
    out: &mut Vec<Comparison>,
) {
    let counter = |e: &Expr| match &e.kind {
        ExprKind::Var(x)
            if modified.contains(&x.name) && types.get(&x.name).and_then(Num::of) == Some(num) =>
        {
            Some(x.name.clone())
        }
        _ => None,
    };
    if let (Some(v), false) = (counter(a), reads_any(b, modified)) {
        out.push(Comparison {
            v,
            signed,
            below,
            strict,
            bound: b.clone(),
        });
    } else if let (Some(v), false) = (counter(b), reads_any(a, modified)) {
        out.push(Comparison {
            v,
            signed,
            below: !below,
            strict,
            bound: a.clone(),
        });
    }
}

/// `loop-bound`, `guard-non-negative`, `guard-bound`.
fn guards(l: &Loop, scope: &Scope, out: &mut Vec<(&'static str, Expr)>) {
    let Some(guard) = l.guard else { return };
    let mut bounded = Vec::new();
    for c in comparisons(guard, &l.modified, scope.types) {
        let Some(num) = scope.types.get(&c.v).and_then(Num::of) else {
            continue;
        };
        let x = var(&c.v, scope.span);
        if !bounded.contains(&c.v) {
            bounded.push(c.v.clone());
            if let Some(e0) = scope.entry.get(&c.v) {
                for signed in [true, false] {
                    if num == Num::Int && !signed {
                        continue;
                    }
                    out.push(("loop-bound", num.le(signed, x.clone(), e0.clone())));
                    out.push(("loop-bound", num.le(signed, e0.clone(), x.clone())));
                }
                // Threads that start from different values and step alike
                // leave a loop with a barrier together (a literal entry
                // value makes this `predicated-equality`'s).
                if l.barrier && !is_literal(e0) {
                    let distance = uniform_at(num.sub(x.clone(), e0.clone()), scope.span);
                    let same_group = builtin("__same_group", scope.span);
                    out.push(("guard-distance", distance.clone()));
                    out.push(("guard-distance", implies(same_group, distance)));
                }
            }
        }
        if c.signed {
            out.push((
                "guard-non-negative",
                num.le(true, num.literal(0, scope.span), x.clone()),
            ));
        }
        if c.strict {
            let e = if c.below {
                num.le(c.signed, x, c.bound)
            } else {
                num.le(c.signed, c.bound, x)
            };
            out.push(("guard-bound", e));
        }
    }
}

/// `no-read`, `no-write`, `no-atomic`, `value-maintained`,
/// `access-offsets`, `access-lower`, `access-upper`.
fn accesses(
    l: &Loop,
    scope: &Scope,
    steps: &BTreeMap<String, Step>,
    out: &mut Vec<(&'static str, Expr)>,
) {
    if l.barrier {
        for a in scope.logged {
            out.push((
                "no-read",
                not(logged(AccessKind::Read, a, None, scope.span)),
            ));
            out.push((
                "no-write",
                not(logged(AccessKind::Write, a, None, scope.span)),
            ));
            if scope.atomic.contains(a) {
                out.push((
                    "no-atomic",
                    not(logged(AccessKind::Atomic, a, None, scope.span)),
                ));
            }
        }
    }
    value_maintained(l, scope, out);
    access_guards(l, scope, out);
    let bounds: Vec<Comparison> = l
        .guard
        .map(|g| comparisons(g, &l.modified, scope.types))
        .unwrap_or_default();
    let mut groups: BTreeMap<(String, AccessKind), Vec<&Access>> = BTreeMap::new();
    for a in &l.accesses {
        if scope.logged.contains(&a.array) && a.kind != AccessKind::Atomic {
            groups.entry((a.array.clone(), a.kind)).or_default().push(a);
        }
    }
    let hints = stride_hints(l, scope);
    for ((array, kind), group) in groups {
        let Some(index) = scope.memory.get(&array) else {
            continue;
        };
        let Some(num) = Num::of(index) else { continue };
        let o = format!("{array}$offset");
        let offset = var(&o, scope.span);
        let at = |p: Expr| logged(kind, &array, Some((&o, index, p)), scope.span);
        // Where each access may be, as a predicate of the offset.
        let mut places = Vec::new();
        for a in &group {
            let counters: Vec<String> = counters_in(&a.offset, l);
            if let [v] = counters.as_slice() {
                if let (Some(Step::Stride(s)), Some(e0)) = (steps.get(v), scope.entry.get(v)) {
                    if let Some(m) = modulus(&a.offset, v, s, num, scope) {
                        let first = substitute(&a.offset, v, e0);
                        places.push(equal(num.rem(offset.clone(), m.clone()), num.rem(first, m)));
                    }
                }
                if let Some(e0) = scope.entry.get(v) {
                    let first = substitute(&a.offset, v, e0);
                    out.push(("access-lower", at(num.le(false, first, offset.clone()))));
                }
                for c in bounds.iter().filter(|c| &c.v == v && c.below && c.strict) {
                    let last = substitute(&a.offset, v, &c.bound);
                    out.push(("access-upper", at(num.lt(false, offset.clone(), last))));
                }
            }
            if counters.is_empty() {
                places.push(equal(offset.clone(), a.offset.clone()));
            }
            // Every counter a multiple of its stride: the offset keeps the
            // remainder it has with all of them zero.
            let mut base = a.offset.clone();
            for c in &counters {
                let Some(cnum) = scope.types.get(c).and_then(Num::of) else {
                    continue;
                };
                base = substitute(&base, c, &cnum.literal(0, scope.span));
            }
            for c in &counters {
                for s in hints.get(c).into_iter().flatten() {
                    if let Some(m) = modulus(&a.offset, c, s, num, scope) {
                        out.push((
                            "access-stride",
                            at(equal(
                                num.rem(offset.clone(), m.clone()),
                                num.rem(base.clone(), m),
                            )),
                        ));
                    }
                }
            }
        }
        if let Some(any) = places.into_iter().reduce(or) {
            out.push(("access-offsets", at(any)));
        }
    }
}

/// For an array every write of the loop writes with the same value `v`,
/// which the loop does not change: `__write(A) ==> __write_value(A) == v`
/// (GPUVerify's access-value-maintained, for any such value, not only a
/// literal).
fn value_maintained(l: &Loop, scope: &Scope, out: &mut Vec<(&'static str, Expr)>) {
    let mut values: BTreeMap<&str, Vec<Option<&Expr>>> = BTreeMap::new();
    for a in &l.accesses {
        if a.kind == AccessKind::Write && scope.logged.contains(&a.array) {
            values.entry(&a.array).or_default().push(a.value.as_ref());
        }
    }
    for (array, written) in values {
        let Some(Some(v)) = written.first() else {
            continue;
        };
        let same = written.iter().all(|w| w.is_some_and(|w| same_expr(w, v)));
        if !same || l.varies(v) {
            continue;
        }
        let mut value = apply("__write_value", vec![var(array, scope.span)]);
        value.span = scope.span;
        out.push((
            "value-maintained",
            implies(
                logged(AccessKind::Write, array, None, scope.span),
                equal(value, (*v).clone()),
            ),
        ));
    }
}

/// The step of offset `e` when counter `v` steps by `s`: `k * s` for
/// `e` linear in `v` with coefficient `k` (in `e`'s type `num`).
fn modulus(e: &Expr, v: &str, s: &Expr, num: Num, scope: &Scope) -> Option<Expr> {
    let vnum = scope.types.get(v).and_then(Num::of)?;
    let s = vnum.widen(s.clone(), num)?;
    let m = match coefficient(e, v, num)? {
        None => s,
        Some(k) if is_one(&s) => k,
        Some(k) => num.mul(k, s),
    };
    // Every number is a multiple of 1.
    (!is_one(&m)).then_some(m)
}

fn is_one(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Bv(t, _) | ExprKind::Int(t) if t == "1")
}

fn is_literal(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Bv(..) | ExprKind::Int(_))
}

/// The coefficient of `v` in `e` (of type `num`), when `e` is `v` times
/// expressions that do not read `v`, plus or minus such expressions:
/// `Some(None)` for 1.
fn coefficient(e: &Expr, v: &str, num: Num) -> Option<Option<Expr>> {
    let has = |e: &Expr| {
        let mut vars = Vec::new();
        super::exprs::variables(e, &mut vars);
        vars.iter().any(|x| x == v)
    };
    let times = |k: Option<Expr>, f: Expr| {
        Some(Some(match k {
            None => f,
            Some(k) => num.mul(k, f),
        }))
    };
    match &e.kind {
        ExprKind::Var(x) if x.name == v => Some(None),
        ExprKind::Apply(f, args) => {
            if let (Some((from, to)), [a]) = (zext_widths(&f.name), args.as_slice()) {
                if Num::Bv(to) != num {
                    return None;
                }
                let k = coefficient(a, v, Num::Bv(from))?;
                return Some(match k {
                    None => None,
                    Some(k) => Some(Num::Bv(from).widen(k, num)?),
                });
            }
            let op = match num {
                Num::Bv(w) => f.name.strip_prefix(&format!("bv{w}_"))?,
                Num::Int => return None,
            };
            let [a, b] = args.as_slice() else { return None };
            match (op, has(a), has(b)) {
                ("add", true, false) | ("sub", true, false) => coefficient(a, v, num),
                ("add", false, true) => coefficient(b, v, num),
                ("mul", true, false) => times(coefficient(a, v, num)?, b.clone()),
                ("mul", false, true) => times(coefficient(b, v, num)?, a.clone()),
                ("shl", true, false) => {
                    let shift = literal_value(b)?;
                    let factor =
                        num.literal(1u128.checked_shl(u32::try_from(shift).ok()?)?, e.span);
                    times(coefficient(a, v, num)?, factor)
                }
                _ => None,
            }
        }
        ExprKind::Binary(op, a, b) if num == Num::Int => match (op, has(a), has(b)) {
            (BinaryOp::Add | BinaryOp::Sub, true, false) => coefficient(a, v, num),
            (BinaryOp::Add, false, true) => coefficient(b, v, num),
            (BinaryOp::Mul, true, false) => times(coefficient(a, v, num)?, (**b).clone()),
            (BinaryOp::Mul, false, true) => times(coefficient(b, v, num)?, (**a).clone()),
            _ => None,
        },
        _ => None,
    }
}

/// `zext_A_B` or `sext_A_B`: the widths.
fn zext_widths(name: &str) -> Option<(u32, u32)> {
    let widths = name
        .strip_prefix("zext_")
        .or_else(|| name.strip_prefix("sext_"))?;
    let (a, b) = widths.split_once('_')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

fn literal_value(e: &Expr) -> Option<u128> {
    match &e.kind {
        ExprKind::Bv(t, _) | ExprKind::Int(t) => t.parse().ok(),
        _ => None,
    }
}

/// Per variable the loop steps (at any depth), the strides it is stepped
/// by that the loop does not change.
fn stride_hints(l: &Loop, scope: &Scope) -> BTreeMap<String, Vec<Expr>> {
    let mut out: BTreeMap<String, Vec<Expr>> = BTreeMap::new();
    for (v, values) in &l.updates {
        let Some(num) = scope.types.get(v).and_then(Num::of) else {
            continue;
        };
        for value in values.iter().flatten() {
            if let Some(Change::By(s)) = step_of(v, value, num) {
                let hints = out.entry(v.clone()).or_default();
                if !l.varies(&s) && !hints.iter().any(|h| same_expr(h, &s)) {
                    hints.push(s);
                }
            }
        }
    }
    out
}

/// `access-lower`, `access-upper` for accesses whose offsets read several
/// counters of the loop and of the loops inside it (`M[r * W + c]` in
/// nested loops): with every counter at its first value, and at the last
/// below its strict bound. These hold at the head of every loop of the
/// nest alike.
pub fn nest_ranges(l: &Loop, scope: &Scope) -> Vec<(&'static str, Expr)> {
    // Per counter: its first value, and its last (the bound minus one).
    let mut ranges: BTreeMap<String, (Expr, Expr)> = BTreeMap::new();
    let mut add = |guard: Option<&Expr>,
                   modified: &BTreeSet<String>,
                   entry: &dyn Fn(&str) -> Option<Expr>| {
        let Some(guard) = guard else { return };
        for c in comparisons(guard, modified, scope.types) {
            let (Some(num), true, true) =
                (scope.types.get(&c.v).and_then(Num::of), c.below, c.strict)
            else {
                continue;
            };
            if let Some(first) = entry(&c.v) {
                let last = num.sub(c.bound.clone(), num.literal(1, scope.span));
                ranges.entry(c.v.clone()).or_insert((first, last));
            }
        }
    };
    add(l.guard, &l.modified, &|v| scope.entry.get(v).cloned());
    for n in &l.nested {
        add(n.guard.as_ref(), &n.modified, &|v| n.entry.get(v).cloned());
    }
    let mut out = Vec::new();
    for a in &l.accesses {
        let counters = counters_in(&a.offset, l);
        if counters.len() < 2 || !counters.iter().all(|c| ranges.contains_key(c)) {
            continue;
        }
        let (Some(index), true) = (scope.memory.get(&a.array), scope.logged.contains(&a.array))
        else {
            continue;
        };
        let Some(num) = Num::of(index) else { continue };
        // First values may read other counters (`c = r * W` inside).
        let at = |pick: fn(&(Expr, Expr)) -> &Expr| {
            let mut e = a.offset.clone();
            for _ in 0..3 {
                for (v, r) in &ranges {
                    e = substitute(&e, v, pick(r));
                }
            }
            (!l.varies(&e)).then_some(e)
        };
        let (Some(lo), Some(hi)) = (at(|r| &r.0), at(|r| &r.1)) else {
            continue;
        };
        let o = format!("{}$offset", a.array);
        let offset = var(&o, scope.span);
        let mk = |p: Expr| logged(a.kind, &a.array, Some((&o, index, p)), scope.span);
        out.push(("access-lower", mk(num.le(false, lo, offset.clone()))));
        out.push(("access-upper", mk(num.le(false, offset, hi))));
    }
    out
}

/// The variables the loop changes that `e` reads.
fn counters_in(e: &Expr, l: &Loop) -> Vec<String> {
    let mut vars = Vec::new();
    super::exprs::variables(e, &mut vars);
    vars.retain(|v| l.modified.contains(v));
    vars
}

/// `__K(A)`, or with a predicate of the offset `o` (of type `index`):
/// `(forall o: index :: __K(A, o) ==> P)`.
/// `access-guard`: `__write(A) ==> G`, `__read(A) ==> G` ..., where G
/// is the conditions of the `if`s around every access of that kind to A
/// in the loop that the loop does not change and that read no memory
/// (`p.base == 0` around the accesses through a pointer that may reach
/// several arrays).
fn access_guards(l: &Loop, scope: &Scope, out: &mut Vec<(&'static str, Expr)>) {
    let mut groups: BTreeMap<(String, AccessKind), Vec<&Access>> = BTreeMap::new();
    for a in &l.accesses {
        if scope.logged.contains(&a.array) {
            groups.entry((a.array.clone(), a.kind)).or_default().push(a);
        }
    }
    let memory: BTreeSet<String> = scope.memory.keys().cloned().collect();
    for ((array, kind), group) in groups {
        let Some((first, rest)) = group.split_first() else {
            continue;
        };
        let common: Vec<Expr> = first
            .guards
            .iter()
            .filter(|g| !l.varies(g) && !reads_any(g, &memory))
            .filter(|g| {
                rest.iter()
                    .all(|a| a.guards.iter().any(|h| same_expr(g, h)))
            })
            .cloned()
            .collect();
        if let Some(all) = common.into_iter().reduce(and) {
            out.push((
                "access-guard",
                implies(logged(kind, &array, None, scope.span), all),
            ));
        }
    }
}

fn logged(kind: AccessKind, array: &str, at: Option<(&str, &Type, Expr)>, span: Span) -> Expr {
    let f = kind.predicate();
    match at {
        None => {
            let mut e = apply(f, vec![var(array, span)]);
            e.span = span;
            e
        }
        Some((o, index, p)) => {
            let mut has = apply(f, vec![var(array, span), var(o, span)]);
            has.span = span;
            Expr::new(
                ExprKind::Quant(Box::new(Quantifier {
                    kind: QuantKind::Forall,
                    vars: vec![crate::syntax::build::typed(o, index.clone())],
                    attrs: Vec::new(),
                    triggers: Vec::new(),
                    body: implies(has, p),
                })),
                span,
            )
        }
    }
}

/// The builtin variable `name` (`__enabled`, `__same_group`).
pub(super) fn builtin(name: &str, span: Span) -> Expr {
    Expr::new(ExprKind::Var(crate::syntax::build::ident(name, span)), span)
}

/// `__uniform(e)`.
fn uniform_at(e: Expr, span: Span) -> Expr {
    let mut u = apply("__uniform", vec![e]);
    u.span = span;
    u
}

/// `loop-predicate-equality`, `predicated-equality`.
fn relational(l: &Loop, scope: &Scope, out: &mut Vec<(&'static str, Expr)>) {
    let span = scope.span;
    let enabled = || builtin("__enabled", span);
    let uniform = |e: Expr| uniform_at(e, span);
    let same_group = || builtin("__same_group", span);
    if l.barrier {
        out.push(("loop-predicate-equality", uniform(enabled())));
        out.push((
            "loop-predicate-equality",
            implies(same_group(), uniform(enabled())),
        ));
    }
    let mut other = apply("__other", vec![enabled()]);
    other.span = span;
    for v in l.updates.keys() {
        if scope.types.get(v).and_then(Num::of).is_none() {
            continue;
        }
        out.push((
            "predicated-equality",
            implies(and(enabled(), other.clone()), uniform(var(v, span))),
        ));
        // Where both threads go round together, also once they have left
        // (threads of different groups need not: only those of one group
        // wait for each other).
        if l.barrier {
            out.push(("predicated-equality", uniform(var(v, span))));
            out.push((
                "predicated-equality",
                implies(same_group(), uniform(var(v, span))),
            ));
        }
    }
}
