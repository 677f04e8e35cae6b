//! A run's inputs: the launch, kernel arguments, constants and initial
//! memory, given (`--kernel-args`, `--inputs`) or generated from the seed,
//! and satisfying the kernel's preconditions and the program's axioms.
//!
//! Generation: a precondition `x == e` whose right side depends only on
//! values already fixed fixes `x` (a parameter, a constant or a geometry
//! size); every other value is drawn at random, each input with its own
//! bound on magnitude (1 to 64 bits), and the draw is repeated until every
//! precondition holds for every thread (every pair of threads, for a
//! relational one), up to [`MAX_TRIES`] times.

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::Value as Json;

use super::bv::BvOp;
use super::eval::{eval, Env, Ids, Scratch, Stop, View};
use super::functions::Functions;
use super::launch::{self, Launch, Origin};
use super::program::*;
use super::rng::{mix, FastSet, Rng};
use super::value::{mask, Key, MapDefault, MapVal, Recorded, Spread, Value};
use crate::sema::types::Ty;
use crate::syntax::ast::BinaryOp;

pub const MAX_TRIES: u32 = 1000;

/// Seeds the arbitrary elements of a map given without a default.
const GIVEN_SEED: u64 = 0x5eed;

/// Magnitude bounds an input is drawn with.
const PROFILES: &[u32] = &[1, 2, 3, 4, 5, 6, 8, 10, 16, 64];

/// The most pairs a relational precondition is evaluated for.
const MAX_PAIRS: u64 = 1 << 24;

/// What a precondition reads.
#[derive(Default)]
struct Deps {
    thread: bool,
    memory: bool,
    params: Vec<u32>,
    consts: Vec<u32>,
    relational: bool,
}

fn deps(prog: &Compiled, e: &CExpr, d: &mut Deps, seen: &mut Vec<u32>) {
    match e {
        CExpr::ThreadId(..) => d.thread = true,
        CExpr::Var(Place::Local(s)) => d.params.push(*s),
        CExpr::Var(_) | CExpr::MemRead { .. } | CExpr::Accessed { .. } => d.memory = true,
        CExpr::Const(c) => d.consts.push(*c),
        CExpr::Other(_) | CExpr::SameGroup => d.relational = true,
        CExpr::Call(f, _) if !seen.contains(f) => {
            seen.push(*f);
            deps(prog, &prog.funcs[*f as usize].body, d, seen);
        }
        _ => {}
    }
    for_each_child(e, &mut |c| deps(prog, c, d, seen));
}

fn for_each_child(e: &CExpr, f: &mut dyn FnMut(&CExpr)) {
    match e {
        CExpr::MemRead { levels, .. } => levels.iter().flatten().for_each(f),
        CExpr::Not(a)
        | CExpr::Neg(a)
        | CExpr::Bv1(_, a)
        | CExpr::Extract(a, ..)
        | CExpr::Old(a)
        | CExpr::Other(a)
        | CExpr::ToInt(a)
        | CExpr::ToReal(a) => f(a),
        CExpr::Binary(_, a, b) | CExpr::Bv2(_, a, b) => {
            f(a);
            f(b);
        }
        CExpr::Call(_, args) | CExpr::Uninterpreted(_, _, args) | CExpr::Geometry(_, _, args) => {
            args.iter().for_each(f)
        }
        CExpr::NoOverflow {
            overflows, value, ..
        } => {
            f(overflows);
            f(value);
        }
        CExpr::Select(m, ix) => {
            f(m);
            ix.iter().for_each(f);
        }
        CExpr::Store(m, ix, v) => {
            f(m);
            ix.iter().for_each(&mut *f);
            f(v);
        }
        CExpr::Ite(c, a, b) => {
            f(c);
            f(a);
            f(b);
        }
        CExpr::Quant(_, _, b) => f(b),
        CExpr::Let(vs, b) => {
            vs.iter().for_each(&mut *f);
            f(b);
        }
        CExpr::Lambda(b) => f(b),
        CExpr::Accessed {
            offset: Some(o), ..
        } => f(o),
        _ => {}
    }
}

/// One conjunct of a precondition or axiom.
struct Pre<'p> {
    expr: &'p CExpr,
    pos: Pos,
    deps: Deps,
}

fn conjuncts<'p>(e: &'p CExpr, out: &mut Vec<&'p CExpr>) {
    match e {
        CExpr::Binary(BinaryOp::And, a, b) => {
            conjuncts(a, out);
            conjuncts(b, out);
        }
        _ => out.push(e),
    }
}

/// Values given on the command line or in the inputs file, by name.
#[derive(Default)]
pub struct Given {
    pub values: Vec<(String, Json)>,
    /// Tables of uninterpreted functions, by name.
    pub functions: Vec<(String, Json)>,
    /// Where they come from, for messages (`--inputs=FILE`).
    pub source: Vec<(String, String)>,
    /// Note here which elements of given arrays without a default are
    /// read.
    pub record: Option<Rc<Reads>>,
}

/// Per given shared or global array whose other elements are arbitrary,
/// the elements read from it.
#[derive(Default)]
pub struct Reads(pub RefCell<Vec<(String, Rc<Recorded>)>>);

/// The inputs of one run.
pub struct Inputs {
    pub consts: Vec<Value>,
    pub params: Vec<Value>,
    pub private: Vec<Value>,
    /// Per group, per shared variable.
    pub shared: Vec<Vec<Value>>,
    pub global: Vec<Value>,
    /// `n = 17, ...`: the kernel's arguments as the output shows them.
    pub arguments: String,
}

pub struct Setup<'p> {
    prog: &'p Compiled,
    functions: &'p Functions<'p>,
    pres: Vec<Pre<'p>>,
    pub launch: Launch,
    consts: Vec<Option<Value>>,
    params: Vec<Option<Value>>,
    private: Vec<Option<Value>>,
    shared: Vec<Option<Value>>,
    global: Vec<Option<Value>>,
    generated_names: Vec<String>,
    /// Elements of arrays that preconditions fix (`A[3bv32] == 7bv32`).
    elements: Vec<(Place, Key, Value)>,
    /// A precondition `__same_group`: threads of different groups are not
    /// checked against each other.
    pub intra_group: bool,
    record: Option<Rc<Reads>>,
}

/// Why no inputs were found.
pub enum NoInputs {
    /// A precondition could not be satisfied (its position).
    Unsatisfied(Pos, u32),
    Limit(String, Pos),
}

impl<'p> Setup<'p> {
    /// Fixes what the command line, the program and the preconditions fix,
    /// and picks the launch.
    pub fn new(
        prog: &'p Compiled,
        given: &Given,
        sizes: [Option<Vec<u32>>; 2],
        functions: &'p Functions<'p>,
    ) -> Result<Setup<'p>, String> {
        let kernel = &prog.procs[prog.kernel as usize];
        let mut pres = Vec::new();
        let clauses = kernel
            .requires
            .iter()
            .chain(kernel.wheres.iter().map(|(_, c)| c))
            .chain(&prog.axioms);
        let mut intra_group = false;
        for c in clauses {
            let mut parts = Vec::new();
            conjuncts(&c.expr, &mut parts);
            for expr in parts {
                // GPUVerify's --only-intra-group: pairs of one group only.
                if let CExpr::SameGroup = expr {
                    intra_group = true;
                    continue;
                }
                let mut d = Deps::default();
                deps(prog, expr, &mut d, &mut Vec::new());
                pres.push(Pre {
                    expr,
                    pos: c.pos,
                    deps: d,
                });
            }
        }
        let mut setup = Setup {
            prog,
            functions,
            pres,
            launch: Launch {
                sizes: [[1; 3]; 2],
                description: String::new(),
            },
            consts: vec![None; prog.consts.len()],
            params: vec![None; kernel.ins as usize],
            private: vec![None; prog.private.len()],
            shared: vec![None; prog.shared.len()],
            global: vec![None; prog.global.len()],
            generated_names: Vec::new(),
            elements: Vec::new(),
            intra_group,
            record: given.record.clone(),
        };
        setup.given(given)?;
        let mut fixed = [[None; 3]; 2];
        for (k, given) in sizes.iter().enumerate() {
            if let Some(dims) = given {
                for (d, f) in fixed[k].iter_mut().enumerate() {
                    *f = Some((dims.get(d).copied().unwrap_or(1), Origin::Given));
                }
            }
        }
        for (i, c) in prog.consts.iter().enumerate() {
            if let Some((size, d)) = c.size {
                let k = (size == Size::NumGroups) as usize;
                match (&fixed[k][d as usize], &setup.consts[i]) {
                    (Some(_), Some(_)) => {
                        return Err(format!("{} is given both as a size and as a value", c.name))
                    }
                    (Some((n, _)), None) => setup.consts[i] = Some(Value::bv(32, u128::from(*n))),
                    (None, Some(v)) => {
                        fixed[k][d as usize] = Some((v.bits() as u32, Origin::Given))
                    }
                    (None, None) => {}
                }
            }
        }
        setup.fix_by_equalities();
        for (i, c) in prog.consts.iter().enumerate() {
            if let (Some((size, d)), Some(v)) = (c.size, &setup.consts[i]) {
                let k = (size == Size::NumGroups) as usize;
                fixed[k][d as usize].get_or_insert((v.bits() as u32, Origin::Preconditions));
            }
        }
        let launch = launch::choose(fixed, &mut |sizes| setup.geometry_holds(sizes))?;
        if launch.threads() > launch::MAX_THREADS {
            return Err(format!(
                "the launch has {} threads; ivl run runs at most {} (set smaller --group-size/--num-groups, or --blockDim/--gridDim)",
                launch.threads(),
                launch::MAX_THREADS
            ));
        }
        setup.set_sizes(&launch.sizes);
        setup.launch = launch;
        setup.fix_by_equalities();
        Ok(setup)
    }

    fn given(&mut self, given: &Given) -> Result<(), String> {
        let prog = self.prog;
        let kernel = &prog.procs[prog.kernel as usize];
        for (name, json) in &given.values {
            let from = given
                .source
                .iter()
                .find(|(n, _)| n == name)
                .map_or("", |(_, s)| s.as_str());
            let at = |e: String| format!("{from}{name}: {e}");
            let slot = kernel_param(prog, name);
            if let Some(i) = slot {
                self.params[i] = Some(value_of(prog, &kernel.slots[i], json).map_err(at)?);
            } else if let Some(i) = prog.consts.iter().position(|c| c.name == *name) {
                self.consts[i] = Some(value_of(prog, &prog.consts[i].ty, json).map_err(at)?);
            } else if let Some(i) = prog.private.iter().position(|v| v.name == *name) {
                self.private[i] = Some(value_of(prog, &prog.private[i].ty, json).map_err(at)?);
            } else if let Some(i) = prog.shared.iter().position(|v| v.name == *name) {
                let v = value_of(prog, &prog.shared[i].ty, json).map_err(at)?;
                self.shared[i] = Some(self.recording(name, v));
            } else if let Some(i) = prog.global.iter().position(|v| v.name == *name) {
                let v = value_of(prog, &prog.global[i].ty, json).map_err(at)?;
                self.global[i] = Some(self.recording(name, v));
            } else {
                return Err(format!(
                    "{from}{name}: no parameter of {}, constant or global variable has this name",
                    kernel.name
                ));
            }
        }
        Ok(())
    }

    /// `v`, its arbitrary elements noted when read if reads are recorded.
    fn recording(&mut self, name: &str, v: Value) -> Value {
        let (Value::Map(map), Some(record)) = (&v, &self.record) else {
            return v;
        };
        let MapDefault::Random(gen, seed) = &map.default else {
            return v;
        };
        let recorded = Rc::new(Recorded {
            gen: gen.clone(),
            seed: *seed,
            reads: Default::default(),
        });
        record
            .0
            .borrow_mut()
            .push((name.to_string(), recorded.clone()));
        Value::Map(Rc::new(MapVal {
            default: MapDefault::Recorded(recorded),
            entries: map.entries.clone(),
        }))
    }

    fn set_sizes(&mut self, sizes: &[[u32; 3]; 2]) {
        for (i, c) in self.prog.consts.iter().enumerate() {
            if let Some((size, d)) = c.size {
                let k = (size == Size::NumGroups) as usize;
                self.consts[i] = Some(Value::bv(32, u128::from(sizes[k][d as usize])));
            }
        }
    }

    /// Whether every precondition about the geometry alone holds.
    fn geometry_holds(&self, sizes: &[[u32; 3]; 2]) -> bool {
        let mut consts = self.consts.clone();
        for (i, c) in self.prog.consts.iter().enumerate() {
            if let Some((size, d)) = c.size {
                let k = (size == Size::NumGroups) as usize;
                consts[i] = Some(Value::bv(32, u128::from(sizes[k][d as usize])));
            }
        }
        let known: Vec<Value> = consts
            .iter()
            .map(|c| c.clone().unwrap_or(Value::Bool(false)))
            .collect();
        self.pres.iter().all(|p| {
            let closed = !p.deps.thread
                && !p.deps.memory
                && !p.deps.relational
                && p.deps.params.is_empty()
                && p.deps.consts.iter().all(|&c| consts[c as usize].is_some());
            !closed
                || self
                    .eval_closed(p.expr, &known, *sizes)
                    .is_some_and(|v| v.as_bool())
        })
    }

    /// A precondition's value where it reads no thread, memory or
    /// unfixed value.
    fn eval_closed(&self, e: &CExpr, consts: &[Value], sizes: [[u32; 3]; 2]) -> Option<Value> {
        let params: Vec<Value> = self
            .params
            .iter()
            .map(|p| p.clone().unwrap_or(Value::Bool(false)))
            .collect();
        let empty = FastSet::default();
        let env = Env {
            prog: self.prog,
            consts,
            sizes,
            functions: self.functions,
            me: View {
                ids: Ids {
                    local: [0; 3],
                    group: [0; 3],
                    group_index: 0,
                },
                slots: &params,
                private: &[],
                shared: &[],
                global: &[],
                log: &empty,
                old: None,
                settled: None,
            },
            other: None,
        };
        eval(&env, &mut Scratch::default(), e).ok()
    }

    /// `x == e` with `e` known fixes `x`, until nothing changes.
    fn fix_by_equalities(&mut self) {
        loop {
            let mut changed = false;
            for p in &self.pres {
                let CExpr::Binary(BinaryOp::Eq, a, b) = p.expr else {
                    continue;
                };
                for (target, value) in [(a, b), (b, a)] {
                    // `zext(x) == v` and `sext(x) == v` fix `x` too.
                    let (target, extended) = match &**target {
                        CExpr::Bv1(BvOp::ZeroExtend(n) | BvOp::SignExtend(n), inner) => (inner, *n),
                        _ => (target, 0),
                    };
                    let element = self.fixed_element(target);
                    let unfixed = match **target {
                        CExpr::Var(Place::Local(s)) => self.params[s as usize].is_none(),
                        CExpr::Const(c) => self.consts[c as usize].is_none(),
                        _ => element.as_ref().is_some_and(|(p, k)| {
                            !self.elements.iter().any(|(q, j, _)| q == p && j == k)
                        }),
                    };
                    let mut d = Deps::default();
                    deps(self.prog, value, &mut d, &mut Vec::new());
                    let known = !d.thread
                        && !d.memory
                        && !d.relational
                        && d.params.iter().all(|&s| self.params[s as usize].is_some())
                        && d.consts.iter().all(|&c| self.consts[c as usize].is_some());
                    if !unfixed || !known {
                        continue;
                    }
                    let consts: Vec<Value> = self
                        .consts
                        .iter()
                        .map(|c| c.clone().unwrap_or(Value::Bool(false)))
                        .collect();
                    let sizes = self.launch.sizes;
                    let Some(v) = self.eval_closed(value, &consts, sizes) else {
                        continue;
                    };
                    let v = match v {
                        Value::Bv { width, bits } if extended > 0 => {
                            Value::bv(width.saturating_sub(extended), bits)
                        }
                        v => v,
                    };
                    match (&**target, element) {
                        (CExpr::Var(Place::Local(s)), _) => self.params[*s as usize] = Some(v),
                        (CExpr::Const(c), _) => self.consts[*c as usize] = Some(v),
                        (_, Some((place, key))) => self.elements.push((place, key, v)),
                        _ => {}
                    }
                    changed = true;
                }
            }
            if !changed {
                return;
            }
        }
    }

    /// `A[i]` of a shared or global array not given, `i` closed: the
    /// element.
    fn fixed_element(&self, e: &CExpr) -> Option<(Place, Key)> {
        let CExpr::MemRead { place, levels, .. } = e else {
            return None;
        };
        let given = match place {
            Place::Shared(i) => &self.shared[*i as usize],
            Place::Global(i) => &self.global[*i as usize],
            _ => return None,
        };
        let ([level], None) = (levels.as_slice(), given) else {
            return None;
        };
        let consts: Vec<Value> = self
            .consts
            .iter()
            .map(|c| c.clone().unwrap_or(Value::Bool(false)))
            .collect();
        let mut key = Vec::new();
        for i in level {
            let mut d = Deps::default();
            deps(self.prog, i, &mut d, &mut Vec::new());
            let closed = !d.thread
                && !d.memory
                && !d.relational
                && d.params.iter().all(|&s| self.params[s as usize].is_some())
                && d.consts.iter().all(|&c| self.consts[c as usize].is_some());
            if !closed {
                return None;
            }
            key.push(self.eval_closed(i, &consts, self.launch.sizes)?);
        }
        Some((
            *place,
            match key.len() {
                1 => Key::One(key.pop().expect("one index")),
                _ => Key::Many(key.into_boxed_slice()),
            },
        ))
    }

    /// Inputs satisfying every precondition, drawn from `seed`.
    pub fn find(&mut self, seed: u64) -> Result<Inputs, NoInputs> {
        let mut last = None;
        for attempt in 0..MAX_TRIES {
            let inputs = self.draw(mix(seed, u64::from(attempt)));
            match self.first_false(&inputs) {
                Ok(None) => return Ok(inputs),
                Ok(Some(pos)) => last = Some(pos),
                Err(e) => return Err(e),
            }
            // With nothing to draw, another try cannot differ.
            if self.generated_names.is_empty() && !self.draws_memory() {
                break;
            }
        }
        Err(NoInputs::Unsatisfied(last.unwrap_or(0), MAX_TRIES))
    }

    fn draws_memory(&self) -> bool {
        self.private
            .iter()
            .chain(&self.shared)
            .chain(&self.global)
            .any(Option::is_none)
    }

    fn draw(&mut self, seed: u64) -> Inputs {
        let mut rng = Rng::new(seed);
        let prog = self.prog;
        let kernel = &prog.procs[prog.kernel as usize];
        let mut generated = Vec::new();
        let mut unique_next = 0u128;
        let consts: Vec<Value> = prog
            .consts
            .iter()
            .enumerate()
            .map(|(i, c)| match &self.consts[i] {
                Some(v) => v.clone(),
                None if c.unique => {
                    unique_next += 1;
                    unique_value(&c.ty, unique_next, prog)
                }
                None => {
                    generated.push(c.name.clone());
                    arbitrary(prog, &c.ty, &mut rng)
                }
            })
            .collect();
        let params: Vec<Value> = (0..kernel.ins as usize)
            .map(|i| match &self.params[i] {
                Some(v) => v.clone(),
                None => {
                    generated.push(i.to_string());
                    arbitrary(prog, &kernel.slots[i], &mut rng)
                }
            })
            .collect();
        let private = fill(&self.private, &prog.private, prog, &mut rng);
        let mut global = fill(&self.global, &prog.global, prog, &mut rng);
        let mut shared: Vec<Vec<Value>> = (0..self.launch.groups())
            .map(|_| fill(&self.shared, &prog.shared, prog, &mut rng))
            .collect();
        for (place, key, v) in &self.elements {
            let targets: Vec<&mut Value> = match place {
                Place::Global(i) => vec![&mut global[*i as usize]],
                Place::Shared(i) => shared.iter_mut().map(|g| &mut g[*i as usize]).collect(),
                _ => Vec::new(),
            };
            for target in targets {
                let map = std::mem::replace(target, Value::Bool(false));
                *target = super::eval::store(map, key.clone(), v.clone());
            }
        }
        self.generated_names = generated;
        let arguments = arguments(prog, &params);
        Inputs {
            consts,
            params,
            private,
            shared,
            global,
            arguments,
        }
    }

    /// The first precondition some thread (or pair) violates.
    fn first_false(&self, inputs: &Inputs) -> Result<Option<Pos>, NoInputs> {
        let launch = &self.launch;
        let threads = launch.threads() as u32;
        let empty = FastSet::default();
        let view = |t: u32, ids: Ids| View {
            ids,
            slots: &inputs.params,
            private: &inputs.private,
            shared: &inputs.shared[(t / launch.group_threads() as u32) as usize],
            global: &inputs.global,
            log: &empty,
            old: None,
            settled: None,
        };
        let mut scratch = Scratch::default();
        for p in &self.pres {
            let per_thread = p.deps.thread || p.deps.memory;
            let first = if p.deps.relational {
                let per_group = launch.group_threads() as u32;
                if u64::from(threads) * u64::from(per_group) > MAX_PAIRS {
                    return Err(NoInputs::Limit(
                        format!("a precondition relating two threads, over {threads} threads (at most {MAX_PAIRS} pairs are checked; use a smaller launch)"),
                        p.pos,
                    ));
                }
                // Pairs of one group (as the reduction's shared arrays
                // relate them).
                (0..threads)
                    .flat_map(|t| {
                        let first = t - t % per_group;
                        (first..first + per_group).map(move |u| (t, u))
                    })
                    .find_map(|(t, u)| {
                        if t == u {
                            return None;
                        }
                        let env = Env {
                            prog: self.prog,
                            consts: &inputs.consts,
                            sizes: launch.sizes,
                            functions: self.functions,
                            me: view(t, launch.ids(t)),
                            other: Some(view(u, launch.ids(u))),
                        };
                        match eval(&env, &mut scratch, p.expr) {
                            Ok(v) if v.as_bool() => None,
                            r => Some(r),
                        }
                    })
            } else {
                let count = if per_thread { threads } else { 1 };
                (0..count).find_map(|t| {
                    let env = Env {
                        prog: self.prog,
                        consts: &inputs.consts,
                        sizes: launch.sizes,
                        functions: self.functions,
                        me: view(t, launch.ids(t)),
                        other: None,
                    };
                    match eval(&env, &mut scratch, p.expr) {
                        Ok(v) if v.as_bool() => None,
                        r => Some(r),
                    }
                })
            };
            match first {
                None | Some(Ok(Value::Bool(true))) => {}
                Some(Ok(_)) => return Ok(Some(p.pos)),
                Some(Err(Stop::Discard(_))) => return Ok(Some(p.pos)),
                Some(Err(Stop::Limit(m))) => return Err(NoInputs::Limit(m, p.pos)),
            }
        }
        Ok(None)
    }
}

fn kernel_param(prog: &Compiled, name: &str) -> Option<usize> {
    prog.params().iter().position(|n| n == name)
}

fn fill(given: &[Option<Value>], vars: &[Variable], prog: &Compiled, rng: &mut Rng) -> Vec<Value> {
    given
        .iter()
        .zip(vars)
        .map(|(g, v)| match g {
            Some(value) => value.clone(),
            None => arbitrary(prog, &v.ty, rng),
        })
        .collect()
}

/// An arbitrary value of `ty`, its magnitude bounded by a random profile.
pub fn arbitrary(prog: &Compiled, ty: &Ty, rng: &mut Rng) -> Value {
    let bits = PROFILES[rng.below(PROFILES.len() as u64) as usize];
    let spread = if rng.flip() {
        Spread::Small
    } else {
        Spread::Mixed
    };
    prog.gen(ty, bits, spread).value(rng.next_u64())
}

fn unique_value(ty: &Ty, n: u128, prog: &Compiled) -> Value {
    match ty {
        Ty::Int => Value::Int(n as i128),
        Ty::Bv(w) => Value::bv(*w, n),
        Ty::Bool => Value::Bool(n == 1),
        Ty::Named(t) => Value::Opaque {
            ty: prog.named_type(t),
            id: n as u64,
        },
        _ => Value::Int(n as i128),
    }
}

fn arguments(prog: &Compiled, params: &[Value]) -> String {
    prog.params()
        .iter()
        .zip(params)
        .map(|(n, v)| format!("{n} = {v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A value of `ty` written in JSON: `true`, `17`, `"0xff"`, `"-3"`; for a
/// map, `{"default": V, "elements": {"KEY": V}}` (a missing default: the
/// other elements are arbitrary) or a plain value for every element.
pub fn value_of(prog: &Compiled, ty: &Ty, json: &Json) -> Result<Value, String> {
    match (ty, json) {
        (Ty::Bool, Json::Bool(b)) => Ok(Value::Bool(*b)),
        (Ty::Bool, Json::String(s)) if s == "true" || s == "false" => Ok(Value::Bool(s == "true")),
        (Ty::Bool, Json::Number(n)) if n.as_u64().is_some_and(|n| n <= 1) => {
            Ok(Value::Bool(n.as_u64() == Some(1)))
        }
        (Ty::Int, _) => number(json).map(Value::Int),
        (Ty::Bv(w), _) => {
            let n = number(json)?;
            let bits = n as u128 & mask(*w);
            if n < 0 && *w < 128 && super::value::signed(bits, *w) != n
                || n >= 0 && bits != n as u128
            {
                return Err(format!("{n} does not fit in bv{w}"));
            }
            Ok(Value::bv(*w, bits))
        }
        (Ty::Real, _) => match json {
            Json::Number(n) => super::real::Rational::parse(&n.to_string())
                .map(Value::Real)
                .ok_or_else(|| format!("{n} is not a decimal the interpreter can represent")),
            _ => Err(format!("expected a number, not {json}")),
        },
        (Ty::Map(m), Json::Object(o))
            if o.contains_key("default") || o.contains_key("elements") =>
        {
            let default = match o.get("default") {
                Some(d) => MapDefault::Const(value_of(prog, &m.result, d)?),
                None => {
                    MapDefault::Random(Rc::new(prog.gen(&m.result, 64, Spread::Mixed)), GIVEN_SEED)
                }
            };
            let mut map = MapVal {
                default,
                entries: Default::default(),
            };
            if let Some(elements) = o.get("elements") {
                let Json::Object(elements) = elements else {
                    return Err("\"elements\" must be an object from indices to values".into());
                };
                for (k, v) in elements {
                    let key = key_of(prog, &m.args, k)?;
                    map.entries.insert(key, value_of(prog, &m.result, v)?);
                }
            }
            Ok(Value::Map(Rc::new(map)))
        }
        (Ty::Map(m), _) => Ok(Value::Map(Rc::new(MapVal::constant(value_of(
            prog, &m.result, json,
        )?)))),
        // `#N`, as runs print them: equal exactly when N is.
        (Ty::Named(n), Json::String(s)) if s.starts_with('#') => s[1..]
            .parse()
            .map(|id| Value::Opaque {
                ty: prog.named_type(n),
                id,
            })
            .map_err(|_| format!("{s} is not a value of {n} (`#` and a number)")),
        (Ty::Named(n), _) => Err(format!(
            "a value of the uninterpreted type {n} is `#` and a number, not {json}"
        )),
        _ => Err(format!("expected a value of type {ty}, not {json}")),
    }
}

fn number(json: &Json) -> Result<i128, String> {
    let text = match json {
        Json::Number(n) => n.to_string(),
        Json::String(s) => s.trim().to_string(),
        Json::Bool(b) => return Ok(i128::from(*b)),
        _ => return Err(format!("expected a number, not {json}")),
    };
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.as_str()),
    };
    let magnitude = match digits.strip_prefix("0x") {
        Some(hex) => u128::from_str_radix(hex, 16),
        None => digits.parse::<u128>(),
    }
    .map_err(|_| format!("`{text}` is not a number (decimal or 0x hexadecimal)"))?;
    let n = i128::try_from(magnitude).map_err(|_| format!("`{text}` is too large"))?;
    Ok(if negative { -n } else { n })
}

/// An element index written as a JSON key: `"5"`, `"0x10"`, `"1,2"`.
fn key_of(prog: &Compiled, args: &[Ty], text: &str) -> Result<Key, String> {
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() != args.len() {
        return Err(format!("the index `{text}` needs {} values", args.len()));
    }
    let mut vals = Vec::new();
    for (ty, part) in args.iter().zip(parts) {
        vals.push(value_of(prog, ty, &Json::String(part.trim().to_string()))?);
    }
    Ok(match vals.len() {
        1 => Key::One(vals.pop().expect("one value")),
        _ => Key::Many(vals.into_boxed_slice()),
    })
}
