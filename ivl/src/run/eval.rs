//! Evaluating compiled expressions in one thread's view of the state (or
//! two threads', for the relational builtins). Reads of shared and global
//! memory in code are collected as accesses for the caller to log.

use std::hash::{Hash, Hasher};
use std::rc::Rc;

use super::functions::Functions;
use super::memory::Kind;
use super::program::*;
use super::real::Rational;
use super::rng::{mix, FastHasher, FastSet};
use super::value::{mask, values_equal, Key, Lambda, MapDefault, MapVal, Value};
use crate::syntax::ast::{BinaryOp, QuantKind};

/// Why evaluation or execution stopped short of a value.
#[derive(Clone, Debug)]
pub enum Stop {
    /// The execution is not one to check (a false assumption).
    Discard(String),
    /// The interpreter cannot go on: a construct or a value it does not
    /// handle.
    Limit(String),
}

pub type Result<T> = std::result::Result<T, Stop>;

/// A thread's ids, linear group index included.
#[derive(Clone, Copy, Debug)]
pub struct Ids {
    pub local: [u32; 3],
    pub group: [u32; 3],
    pub group_index: u32,
}

/// One entry of a thread's log: for `__read` / `__write`, and for what a
/// specification sees of shared memory.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Logged {
    pub place: Place,
    pub kind: Kind,
    pub key: Key,
}

/// The globals as they were when a procedure was entered (for `old`).
#[derive(Debug)]
pub struct OldState {
    pub private: Vec<Value>,
    pub shared: Vec<Value>,
    pub global: Vec<Value>,
}

/// What one thread sees.
#[derive(Clone, Copy)]
pub struct View<'a> {
    pub ids: Ids,
    pub slots: &'a [Value],
    pub private: &'a [Value],
    pub shared: &'a [Value],
    pub global: &'a [Value],
    pub log: &'a FastSet<Logged>,
    pub old: Option<&'a OldState>,
    /// Shared memory at the group's last barrier: specifications see it,
    /// updated by the thread's own writes (as a thread of the two-thread
    /// reduction does). `None`: they see memory as it is.
    pub settled: Option<&'a [Value]>,
}

#[derive(Clone, Copy)]
pub struct Env<'a> {
    pub prog: &'a Compiled,
    pub consts: &'a [Value],
    /// Group size and number of groups, per dimension.
    pub sizes: [[u32; 3]; 2],
    /// The values of uninterpreted functions.
    pub functions: &'a Functions<'a>,
    pub me: View<'a>,
    pub other: Option<View<'a>>,
}

/// A read of shared or global memory.
#[derive(Clone, Debug)]
pub struct Access {
    pub place: Place,
    pub key: Key,
    pub value: Value,
}

/// Reused buffers: the bound-variable stack and the reads of a statement.
#[derive(Default)]
pub struct Scratch {
    bound: Vec<Value>,
    base: usize,
    depth: u32,
    pub reads: Vec<Access>,
    /// Log reads of read-only arrays too (for the trace).
    pub trace: bool,
    /// Quantifier instances evaluated (they count against the step budget).
    pub work: u64,
}

impl Scratch {
    pub fn new(trace: bool) -> Scratch {
        Scratch {
            trace,
            ..Scratch::default()
        }
    }
}

const MAX_DEPTH: u32 = 2000;
const MAX_ENUMERATION: u64 = 1 << 20;

fn limit<T>(message: impl Into<String>) -> Result<T> {
    Err(Stop::Limit(message.into()))
}

fn int_overflow<T>() -> Result<T> {
    limit("an integer beyond the interpreter's 128 bits")
}

fn real_overflow<T>() -> Result<T> {
    limit("a fraction beyond the interpreter's 128-bit numerator and denominator")
}

pub fn hash_value(v: &Value) -> u64 {
    let mut h = FastHasher::default();
    v.hash(&mut h);
    h.finish()
}

pub fn eval(env: &Env, s: &mut Scratch, e: &CExpr) -> Result<Value> {
    Ok(match e {
        CExpr::Lit(v) => v.clone(),
        CExpr::Var(p @ Place::Shared(i)) => match env.me.settled {
            Some(settled) => settled_whole(&env.me, settled, *p, *i),
            None => read_place(&env.me, *p).clone(),
        },
        CExpr::Var(p) => read_place(&env.me, *p).clone(),
        CExpr::Const(i) => env.consts[*i as usize].clone(),
        CExpr::ThreadId(id, d) => Value::bv(32, u128::from(thread_id(env, &env.me.ids, *id, *d))),
        CExpr::Bound(i) => s.bound[s.base + *i as usize].clone(),
        CExpr::MemRead { place, levels, log } => {
            let mut keys = Vec::with_capacity(levels.len());
            for level in levels {
                keys.push(key_of(env, s, level)?);
            }
            let key = match keys.as_slice() {
                [one] => one.clone(),
                _ => Key::Many(
                    keys.iter()
                        .flat_map(|k| k.values().iter().cloned())
                        .collect(),
                ),
            };
            let mut value = match (place, env.me.settled, *log) {
                (Place::Shared(i), Some(settled), false) if !own_write(&env.me, *place, &key) => {
                    settled[*i as usize].clone()
                }
                _ => read_place(&env.me, *place).clone(),
            };
            for k in &keys {
                value = select(env, s, &value, k)?;
            }
            if *log && (s.trace || env.prog.written(*place)) {
                s.reads.push(Access {
                    place: *place,
                    key,
                    value: value.clone(),
                });
            }
            value
        }
        CExpr::Not(a) => Value::Bool(!eval(env, s, a)?.as_bool()),
        CExpr::Neg(a) => match eval(env, s, a)? {
            Value::Int(i) => Value::Int(i.checked_neg().map_or_else(int_overflow, Ok)?),
            Value::Real(r) => Value::Real(r.checked_neg().map_or_else(real_overflow, Ok)?),
            v => v,
        },
        CExpr::Binary(op, a, b) => binary(env, s, *op, a, b)?,
        CExpr::Bv1(op, a) => match eval(env, s, a)? {
            Value::Bv { width, bits } => op.unary(width, bits),
            v => v,
        },
        CExpr::Bv2(op, a, b) => match (peek(env, s, a), peek(env, s, b)) {
            (Some(Value::Bv { width, bits: x }), Some(Value::Bv { bits: y, .. })) => {
                op.binary(*width, *x, *y)
            }
            _ => {
                let (a, b) = (eval(env, s, a)?, eval(env, s, b)?);
                match (a, b) {
                    (Value::Bv { width, bits: x }, Value::Bv { bits: y, .. }) => {
                        op.binary(width, x, y)
                    }
                    (a, _) => a,
                }
            }
        },
        CExpr::Call(f, args) => {
            // All arguments first: a binder inside one counts its variables
            // from the stack as it was when the call began.
            let vals = args
                .iter()
                .map(|a| eval(env, s, a))
                .collect::<Result<Vec<_>>>()?;
            let frame = s.bound.len();
            s.bound.extend(vals);
            let body = &env.prog.funcs[*f as usize].body;
            enter(s, frame, |s| eval(env, s, body))?
        }
        CExpr::Uninterpreted(f, gen, args) => {
            if env.functions.answers(*f) {
                let key = key_of(env, s, args)?;
                if let Some(v) = env.functions.apply(env.prog, *f, &key)? {
                    return Ok(v);
                }
            }
            let mut h = mix(
                env.functions.seed,
                u64::from(env.prog.ufs[*f as usize].decl),
            );
            for a in args {
                h = mix(h, hash_value(&eval(env, s, a)?));
            }
            gen.value(h)
        }
        CExpr::Geometry(geo, d, args) => {
            let mut vals = Vec::with_capacity(2);
            for a in args {
                vals.push(eval(env, s, a)?.bits() as u32);
            }
            let size = env.sizes[0][*d as usize];
            let r = match (geo, vals.as_slice()) {
                (Geo::GroupOf, [id]) => id / size,
                (Geo::LocalOf, [id]) => id % size,
                (Geo::GlobalOf, [g, l]) => g.wrapping_mul(size).wrapping_add(*l),
                _ => return limit("a geometry function with the wrong number of arguments"),
            };
            Value::bv(32, u128::from(r))
        }
        CExpr::NoOverflow {
            name,
            overflows,
            value,
        } => {
            if eval(env, s, overflows)?.as_bool() {
                return Err(Stop::Discard(format!(
                    "{name} overflows here (executions where it overflows are not checked; --wrapping-noovfl checks them)"
                )));
            }
            eval(env, s, value)?
        }
        CExpr::Select(m, ix) => {
            let m = eval(env, s, m)?;
            let key = key_of(env, s, ix)?;
            select(env, s, &m, &key)?
        }
        CExpr::Store(m, ix, v) => {
            let m = eval(env, s, m)?;
            let key = key_of(env, s, ix)?;
            let v = eval(env, s, v)?;
            store(m, key, v)
        }
        CExpr::Extract(b, hi, lo) => {
            let bits = eval(env, s, b)?.bits();
            let width = hi - lo;
            Value::bv(width, bits.checked_shr(*lo).unwrap_or(0) & mask(width))
        }
        CExpr::Ite(c, a, b) => {
            if eval(env, s, c)?.as_bool() {
                eval(env, s, a)?
            } else {
                eval(env, s, b)?
            }
        }
        CExpr::Quant(kind, domains, body) => Value::Bool(quantifier(env, s, *kind, domains, body)?),
        CExpr::Let(values, body) => {
            let vals = values
                .iter()
                .map(|v| eval(env, s, v))
                .collect::<Result<Vec<_>>>()?;
            let depth = s.bound.len();
            s.bound.extend(vals);
            let r = eval(env, s, body);
            s.bound.truncate(depth);
            r?
        }
        CExpr::Lambda(body) => Value::Map(Rc::new(MapVal {
            default: MapDefault::Lambda(Rc::new(Lambda {
                body: body.clone(),
                captured: s.bound[s.base..].to_vec(),
            })),
            entries: Default::default(),
        })),
        CExpr::Old(x) => match env.me.old {
            Some(old) => {
                let mut then = *env;
                then.me.private = &old.private;
                then.me.shared = &old.shared;
                then.me.global = &old.global;
                eval(&then, s, x)?
            }
            None => eval(env, s, x)?,
        },
        CExpr::Other(x) => {
            let Some(other) = env.other else {
                return limit("__other outside a pair of threads");
            };
            let mut swapped = *env;
            swapped.me = other;
            swapped.other = Some(env.me);
            eval(&swapped, s, x)?
        }
        CExpr::SameGroup => match env.other {
            Some(o) => Value::Bool(o.ids.group_index == env.me.ids.group_index),
            None => return limit("__same_group outside a pair of threads"),
        },
        CExpr::Enabled => Value::Bool(true),
        CExpr::Accessed {
            kind,
            place,
            offset,
        } => {
            let offset = match offset {
                Some(o) => Some(eval(env, s, o)?),
                None => None,
            };
            Value::Bool(match offset {
                Some(o) => env.me.log.contains(&Logged {
                    place: *place,
                    kind: *kind,
                    key: Key::One(o),
                }),
                None => env
                    .me
                    .log
                    .iter()
                    .any(|l| l.place == *place && l.kind == *kind),
            })
        }
        CExpr::ToInt(x) => match eval(env, s, x)? {
            Value::Real(r) => Value::Int(r.floor()),
            v => v,
        },
        CExpr::ToReal(x) => match eval(env, s, x)? {
            Value::Int(i) => Value::Real(Rational::int(i)),
            v => v,
        },
    })
}

fn enter<T>(s: &mut Scratch, frame: usize, f: impl FnOnce(&mut Scratch) -> Result<T>) -> Result<T> {
    if s.depth >= MAX_DEPTH {
        return limit(format!("function calls nested deeper than {MAX_DEPTH}"));
    }
    let base = std::mem::replace(&mut s.base, frame);
    s.depth += 1;
    let r = f(s);
    s.depth -= 1;
    s.base = base;
    s.bound.truncate(frame);
    r
}

/// Whether the thread wrote `key` of `place` since its last barrier.
fn own_write(view: &View, place: Place, key: &Key) -> bool {
    view.log.contains(&Logged {
        place,
        kind: Kind::Write,
        key: key.clone(),
    })
}

/// A whole shared variable as a specification sees it: its contents at
/// the last barrier with the thread's own writes since.
fn settled_whole(view: &View, settled: &[Value], p: Place, i: u32) -> Value {
    let current = read_place(view, p);
    let mut value = settled[i as usize].clone();
    for l in view
        .log
        .iter()
        .filter(|l| l.place == p && l.kind == Kind::Write)
    {
        match (&l.key, current) {
            (Key::Many(k), _) if k.is_empty() => value = current.clone(),
            (key @ Key::One(_), Value::Map(m)) => {
                if let Some(v) = m.get(key) {
                    value = store(value, key.clone(), v);
                }
            }
            _ => {}
        }
    }
    value
}

/// The value of a literal, constant, bound or plain variable, without
/// copying it; `None` for anything that must be evaluated.
#[inline]
fn peek<'v>(env: &Env<'v>, s: &'v Scratch, e: &'v CExpr) -> Option<&'v Value> {
    match e {
        CExpr::Lit(v) => Some(v),
        CExpr::Const(i) => Some(&env.consts[*i as usize]),
        CExpr::Bound(i) => Some(&s.bound[s.base + *i as usize]),
        CExpr::Var(Place::Shared(_)) => None,
        CExpr::Var(p) => Some(read_place(&env.me, *p)),
        _ => None,
    }
}

pub fn read_place<'v>(view: &View<'v>, p: Place) -> &'v Value {
    match p {
        Place::Local(i) => &view.slots[i as usize],
        Place::Private(i) => &view.private[i as usize],
        Place::Shared(i) => &view.shared[i as usize],
        Place::Global(i) => &view.global[i as usize],
    }
}

pub fn thread_id(env: &Env, ids: &Ids, id: Id, d: u8) -> u32 {
    let d = d as usize;
    match id {
        Id::Local => ids.local[d],
        Id::Group => ids.group[d],
        Id::Global => ids.group[d]
            .wrapping_mul(env.sizes[0][d])
            .wrapping_add(ids.local[d]),
    }
}

pub fn key_of(env: &Env, s: &mut Scratch, ix: &[CExpr]) -> Result<Key> {
    if let [one] = ix {
        return Ok(Key::One(eval(env, s, one)?));
    }
    let mut vals = Vec::with_capacity(ix.len());
    for i in ix {
        vals.push(eval(env, s, i)?);
    }
    Ok(Key::Many(vals.into_boxed_slice()))
}

pub fn select(env: &Env, s: &mut Scratch, m: &Value, key: &Key) -> Result<Value> {
    let Value::Map(map) = m else {
        return Ok(m.clone());
    };
    if let Some(v) = map.get(key) {
        return Ok(v);
    }
    let MapDefault::Lambda(l) = &map.default else {
        unreachable!("only a lambda's elements are computed")
    };
    let frame = s.bound.len();
    s.bound.extend(l.captured.iter().cloned());
    s.bound.extend(key.values().iter().cloned());
    enter(s, frame, |s| eval(env, s, &l.body))
}

/// `m[key := v]`, copying `m` only if it is shared.
pub fn store(m: Value, key: Key, v: Value) -> Value {
    let Value::Map(mut map) = m else {
        return v;
    };
    Rc::make_mut(&mut map).entries.insert(key, v);
    Value::Map(map)
}

fn binary(env: &Env, s: &mut Scratch, op: BinaryOp, a: &CExpr, b: &CExpr) -> Result<Value> {
    use BinaryOp::*;
    let truth = |env: &Env, s: &mut Scratch, e: &CExpr| eval(env, s, e).map(|v| v.as_bool());
    match op {
        And => return Ok(Value::Bool(truth(env, s, a)? && truth(env, s, b)?)),
        Or => return Ok(Value::Bool(truth(env, s, a)? || truth(env, s, b)?)),
        Implies => return Ok(Value::Bool(!truth(env, s, a)? || truth(env, s, b)?)),
        Explies => return Ok(Value::Bool(truth(env, s, a)? || !truth(env, s, b)?)),
        _ => {}
    }
    if let (Eq | Neq, Some(Value::Bv { bits: p, .. }), Some(Value::Bv { bits: q, .. })) =
        (op, peek(env, s, a), peek(env, s, b))
    {
        return Ok(Value::Bool((p == q) == (op == Eq)));
    }
    let (x, y) = (eval(env, s, a)?, eval(env, s, b)?);
    let r = match (op, &x, &y) {
        (Iff, _, _) => Value::Bool(x.as_bool() == y.as_bool()),
        (Eq | Neq, _, _) => {
            let Some(eq) = values_equal(&x, &y) else {
                return limit("comparing maps made by lambda expressions");
            };
            Value::Bool(eq == (op == Eq))
        }
        (Concat, Value::Bv { width: w, bits: hi }, Value::Bv { width: v, bits: lo }) => {
            if w + v > super::value::MAX_WIDTH {
                return limit(format!("a bv{} value (at most 128 bits)", w + v));
            }
            Value::bv(w + v, hi.checked_shl(*v).unwrap_or(0) | lo)
        }
        (_, Value::Int(p), Value::Int(q)) => int_op(op, *p, *q)?,
        (_, _, _) => real_op(op, as_real(&x), as_real(&y))?,
    };
    Ok(r)
}

fn as_real(v: &Value) -> Rational {
    match v {
        Value::Int(i) => Rational::int(*i),
        Value::Real(r) => *r,
        _ => Rational::int(0),
    }
}

fn int_op(op: BinaryOp, p: i128, q: i128) -> Result<Value> {
    use BinaryOp::*;
    let checked = |r: Option<i128>| r.map(Value::Int).map_or_else(int_overflow, Ok);
    match op {
        Lt => Ok(Value::Bool(p < q)),
        Le => Ok(Value::Bool(p <= q)),
        Gt => Ok(Value::Bool(p > q)),
        Ge => Ok(Value::Bool(p >= q)),
        Add => checked(p.checked_add(q)),
        Sub => checked(p.checked_sub(q)),
        Mul => checked(p.checked_mul(q)),
        // SMT-LIB's Euclidean division; by zero an unspecified value: 0.
        Div if q == 0 => Ok(Value::Int(0)),
        Mod if q == 0 => Ok(Value::Int(0)),
        Div => checked(p.checked_div_euclid(q)),
        Mod => checked(p.checked_rem_euclid(q)),
        _ => real_op(op, Rational::int(p), Rational::int(q)),
    }
}

fn real_op(op: BinaryOp, p: Rational, q: Rational) -> Result<Value> {
    use BinaryOp::*;
    let checked = |r: Option<Rational>| r.map(Value::Real).map_or_else(real_overflow, Ok);
    match op {
        Lt => Ok(Value::Bool(p < q)),
        Le => Ok(Value::Bool(p <= q)),
        Gt => Ok(Value::Bool(p > q)),
        Ge => Ok(Value::Bool(p >= q)),
        Add => checked(p.checked_add(q)),
        Sub => checked(p.checked_sub(q)),
        Mul => checked(p.checked_mul(q)),
        RealDiv if q.is_zero() => Ok(Value::Real(Rational::int(0))),
        RealDiv => checked(p.checked_div(q)),
        Pow => match p.pow(q) {
            Some(r) => Ok(Value::Real(r)),
            None => limit(format!(
                "{p} ** {q} (only whole exponents, within 128-bit fractions)"
            )),
        },
        _ => limit(format!("the operator {} on these values", op.symbol())),
    }
}

fn quantifier(
    env: &Env,
    s: &mut Scratch,
    kind: QuantKind,
    domains: &[Domain],
    body: &CExpr,
) -> Result<bool> {
    let mut values: Vec<Vec<Value>> = Vec::with_capacity(domains.len());
    let mut total: u64 = 1;
    for d in domains {
        let vs: Vec<Value> = match d {
            Domain::Bool => vec![Value::Bool(false), Value::Bool(true)],
            Domain::Bv(w) => (0..1u128 << w).map(|b| Value::bv(*w, b)).collect(),
            Domain::Accessed { kind, place } => env
                .me
                .log
                .iter()
                .filter(|l| l.place == *place && l.kind == *kind)
                .filter_map(|l| match &l.key {
                    Key::One(v) => Some(v.clone()),
                    Key::Many(_) => None,
                })
                .collect(),
        };
        total = total.saturating_mul(vs.len() as u64);
        values.push(vs);
    }
    s.work += total;
    if total > MAX_ENUMERATION {
        return limit(format!(
            "a quantifier over {total} values (at most {MAX_ENUMERATION})"
        ));
    }
    let want = kind == QuantKind::Exists;
    let depth = s.bound.len();
    let mut index = vec![0usize; values.len()];
    if values.iter().any(Vec::is_empty) {
        return Ok(!want);
    }
    loop {
        s.bound.truncate(depth);
        for (vs, i) in values.iter().zip(&index) {
            s.bound.push(vs[*i].clone());
        }
        let r = eval(env, s, body);
        s.bound.truncate(depth);
        if r?.as_bool() == want {
            return Ok(want);
        }
        let mut d = 0;
        loop {
            if d == index.len() {
                return Ok(!want);
            }
            index[d] += 1;
            if index[d] < values[d].len() {
                break;
            }
            index[d] = 0;
            d += 1;
        }
    }
}
