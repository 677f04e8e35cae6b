//! What a loop of the kernel program does, as the rules need it: the
//! variables it changes and how, the memory it accesses, whether it
//! synchronises.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use crate::syntax::ast::*;
use crate::syntax::build::not;

/// A kind of access that the race logs record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum AccessKind {
    Read,
    Write,
    Atomic,
}

impl AccessKind {
    /// The access predicate's name (`__read`, `__write`, `__atomic`).
    pub fn predicate(self) -> &'static str {
        match self {
            AccessKind::Read => "__read",
            AccessKind::Write => "__write",
            AccessKind::Atomic => "__atomic",
        }
    }
}

/// An access to one element of a shared or global array.
#[derive(Clone, Debug)]
pub struct Access {
    pub array: String,
    pub kind: AccessKind,
    pub offset: Expr,
    /// For a write, the value written (in terms of the values at the start
    /// of the iteration; `None` where it reads memory).
    pub value: Option<Expr>,
    /// The conditions of the `if`s around it in the loop's body (a guard,
    /// or the negation of an earlier arm's for an `else`), in terms of the
    /// values at the start of the iteration.
    pub guards: Vec<Expr>,
}

/// What the program around the loops offers the analysis.
pub struct Program<'a> {
    /// The shared and global arrays of one index, by name, with their
    /// index types.
    pub memory: BTreeMap<String, Type>,
    /// The shared arrays among them.
    pub shared: BTreeSet<String>,
    /// The arrays some `atomic` statement accesses.
    pub atomic: BTreeSet<String>,
    /// The procedures that may reach a group or grid barrier.
    pub synchronising: HashSet<&'a str>,
}

impl<'a> Program<'a> {
    pub fn new(program: &'a crate::syntax::ast::Program) -> Program<'a> {
        let mut memory = BTreeMap::new();
        let mut shared = BTreeSet::new();
        let mut atomic = BTreeSet::new();
        let mut bodies: Vec<(&str, &Block)> = Vec::new();
        for d in &program.decls {
            match &d.kind {
                DeclKind::Var(v) if v.space != MemorySpace::Plain => {
                    for x in &v.vars {
                        if let TypeKind::Map(args, _) = &x.ty.kind {
                            if let [index] = args.as_slice() {
                                memory.insert(x.name.name.clone(), index.clone());
                                if v.space == MemorySpace::Shared {
                                    shared.insert(x.name.name.clone());
                                }
                            }
                        }
                    }
                }
                DeclKind::Procedure(p) => {
                    if let Some(b) = &p.body {
                        bodies.push((&p.name.name, &b.stmts));
                    }
                }
                DeclKind::Implementation(i) => bodies.push((&i.name.name, &i.body.stmts)),
                _ => {}
            }
        }
        for (_, body) in &bodies {
            crate::gpu::atomic_arrays(&body.stmts, &mut atomic);
        }
        // Procedures that synchronise, and those that call them, to the
        // fixpoint.
        let mut synchronising: HashSet<&str> = HashSet::new();
        loop {
            let before = synchronising.len();
            for (name, body) in &bodies {
                if !synchronising.contains(name) && synchronises(&body.stmts, &synchronising) {
                    synchronising.insert(name);
                }
            }
            if synchronising.len() == before {
                break;
            }
        }
        Program {
            memory,
            shared,
            atomic,
            synchronising,
        }
    }
}

/// Whether `stmts` reach a group or grid barrier (directly or through a
/// call of one of `synchronising`).
pub fn synchronises(stmts: &[Stmt], synchronising: &HashSet<&str>) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Barrier(b) => b.reach != Reach::Warp,
        StmtKind::Call(c) => synchronising.contains(c.callee.name.as_str()),
        StmtKind::If(i) => i
            .blocks()
            .iter()
            .any(|b| synchronises(&b.stmts, synchronising)),
        StmtKind::While(w) => synchronises(&w.body.stmts, synchronising),
        _ => false,
    })
}

/// What one loop does.
pub struct Loop<'a> {
    pub guard: Option<&'a Expr>,
    /// The variables it assigns, havocs or receives from calls and
    /// atomics; arrays included.
    pub modified: BTreeSet<String>,
    /// Per variable it assigns whole: each value assigned (`None` for a
    /// havoc, a call's result, an atomic's).
    pub updates: BTreeMap<String, Vec<Option<Expr>>>,
    /// It reaches a group or grid barrier.
    pub barrier: bool,
    /// It accesses shared or global memory, synchronises, asserts or
    /// calls: a loop inference is for.
    pub essential: bool,
    pub accesses: Vec<Access>,
    /// The loops inside it, at any depth.
    pub nested: Vec<Nested>,
    /// The conditions around the statement being read (see `Access`).
    path: Vec<Expr>,
}

/// A loop inside the loop analysed.
pub struct Nested {
    pub guard: Option<Expr>,
    /// The variables it changes.
    pub modified: BTreeSet<String>,
    /// What its enclosing iteration knows on entry to it: per variable,
    /// its value in terms of the values at the start of that iteration.
    pub entry: HashMap<String, Expr>,
}

impl<'a> Loop<'a> {
    pub fn of(w: &'a WhileStmt, program: &Program) -> Loop<'a> {
        let mut l = Loop {
            guard: match &w.guard {
                Guard::Expr(e) => Some(e),
                Guard::Star(_) => None,
            },
            modified: BTreeSet::new(),
            updates: BTreeMap::new(),
            barrier: false,
            essential: false,
            accesses: Vec::new(),
            nested: Vec::new(),
            path: Vec::new(),
        };
        if let Some(g) = l.guard {
            l.reads(g, program, &HashMap::new());
        }
        l.stmts(&w.body.stmts, program, &mut HashMap::new());
        l
    }

    /// Whether `e` reads a variable the loop changes.
    pub fn varies(&self, e: &Expr) -> bool {
        reads_any(e, &self.modified)
    }

    /// `defs` holds, per variable assigned so far in this iteration, its
    /// value in terms of the values at the start of the iteration (so that
    /// an access through a temporary, `t := i + 20; C[t]`, is at `i + 20`).
    fn stmts(&mut self, stmts: &[Stmt], program: &Program, defs: &mut HashMap<String, Expr>) {
        for s in stmts {
            self.stmt(s, program, defs);
        }
    }

    fn stmt(&mut self, s: &Stmt, program: &Program, defs: &mut HashMap<String, Expr>) {
        match &s.kind {
            StmtKind::Assign(lhss, rhss) => {
                let mut assigned = Vec::new();
                for (l, r) in lhss.iter().zip(rhss) {
                    self.reads(r, program, defs);
                    for ix in l.indices.iter().flatten() {
                        self.reads(ix, program, defs);
                    }
                    self.modified.insert(l.name.name.clone());
                    if l.indices.is_empty() && !reads_memory(r, program) {
                        assigned.push((l.name.name.clone(), Some(resolved(r, defs))));
                    } else {
                        assigned.push((l.name.name.clone(), None));
                    }
                    match (l.indices.as_slice(), program.memory.get(&l.name.name)) {
                        ([], _) => self
                            .updates
                            .entry(l.name.name.clone())
                            .or_default()
                            .push(Some(r.clone())),
                        ([ix], Some(_)) if ix.len() == 1 => {
                            self.essential = true;
                            self.accesses.push(Access {
                                array: l.name.name.clone(),
                                kind: AccessKind::Write,
                                offset: resolved(&ix[0], defs),
                                value: (!reads_memory(r, program)).then(|| resolved(r, defs)),
                                guards: self.path.clone(),
                            });
                        }
                        (_, Some(_)) => self.essential = true,
                        _ => {}
                    }
                }
                for (x, value) in assigned {
                    match value {
                        Some(v) => defs.insert(x, v),
                        None => defs.remove(&x),
                    };
                }
            }
            StmtKind::Havoc(xs) => {
                for x in xs {
                    self.changed(&x.name, defs);
                }
            }
            StmtKind::Call(c) => {
                self.essential = true;
                self.barrier |= program.synchronising.contains(c.callee.name.as_str());
                for a in &c.args {
                    self.reads(a, program, defs);
                }
                for x in &c.outs {
                    self.changed(&x.name, defs);
                }
            }
            StmtKind::Atomic(a) => {
                self.essential = true;
                self.modified.insert(a.location.name.name.clone());
                for ix in a.location.indices.iter().flatten() {
                    self.reads(ix, program, defs);
                }
                if let ([ix], true) = (
                    a.location.indices.as_slice(),
                    program.memory.contains_key(&a.location.name.name),
                ) {
                    if let [i] = ix.as_slice() {
                        self.accesses.push(Access {
                            array: a.location.name.name.clone(),
                            kind: AccessKind::Atomic,
                            offset: resolved(i, defs),
                            value: None,
                            guards: self.path.clone(),
                        });
                    }
                }
                if let Some(x) = &a.target {
                    self.changed(&x.name, defs);
                }
            }
            StmtKind::Assert(..) => self.essential = true,
            StmtKind::Barrier(b) => {
                self.essential = true;
                self.barrier |= b.reach != Reach::Warp;
                for when in b.scope.iter().filter_map(|s| s.when.as_ref()) {
                    self.reads(when, program, defs);
                }
            }
            StmtKind::If(i) => {
                let (arms, els) = i.chain();
                let mut changed = Vec::new();
                // Each arm runs where its guard holds and no earlier one's.
                let depth = self.path.len();
                for (guard, block) in arms {
                    let g = match guard {
                        Guard::Expr(g) => {
                            self.reads(g, program, defs);
                            Some(resolved(g, defs))
                        }
                        Guard::Star(_) => None,
                    };
                    let earlier = self.path.len();
                    self.path.extend(g.clone());
                    let mut inner = defs.clone();
                    self.stmts(&block.stmts, program, &mut inner);
                    changed.extend(differing(defs, &inner));
                    self.path.truncate(earlier);
                    self.path.extend(g.map(not));
                }
                if let Some(b) = els {
                    let mut inner = defs.clone();
                    self.stmts(&b.stmts, program, &mut inner);
                    changed.extend(differing(defs, &inner));
                }
                self.path.truncate(depth);
                for x in changed {
                    defs.remove(&x);
                }
            }
            StmtKind::While(w) => {
                // The inner loop's variables vary from one of its
                // iterations to the next.
                let own = Loop::of(w, program);
                self.nested.push(Nested {
                    guard: own.guard.cloned(),
                    modified: own.modified.clone(),
                    entry: defs.clone(),
                });
                let mut inner = HashMap::new();
                if let Guard::Expr(g) = &w.guard {
                    self.reads(g, program, &inner);
                }
                self.stmts(&w.body.stmts, program, &mut inner);
                for x in &own.modified {
                    defs.remove(x);
                }
                defs.retain(|_, v| !own.varies(v));
            }
            _ => {}
        }
    }

    /// `x` gets a value the analysis does not follow.
    fn changed(&mut self, x: &str, defs: &mut HashMap<String, Expr>) {
        self.modified.insert(x.to_string());
        self.updates.entry(x.to_string()).or_default().push(None);
        defs.remove(x);
    }

    /// The accesses of evaluating `e`.
    fn reads(&mut self, e: &Expr, program: &Program, defs: &HashMap<String, Expr>) {
        if let ExprKind::Select(m, ix) = &e.kind {
            if let ExprKind::Var(a) = &m.kind {
                if program.memory.contains_key(&a.name) {
                    self.essential = true;
                    if let [i] = ix.as_slice() {
                        self.accesses.push(Access {
                            array: a.name.clone(),
                            kind: AccessKind::Read,
                            offset: resolved(i, defs),
                            value: None,
                            guards: self.path.clone(),
                        });
                    }
                }
            }
        }
        e.for_each_child(&mut |c| self.reads(c, program, defs));
    }
}

/// `e` with the variables assigned so far in the iteration replaced by
/// their values.
fn resolved(e: &Expr, defs: &HashMap<String, Expr>) -> Expr {
    crate::syntax::rewrite::substitute_all(e, defs)
}

/// The variables whose values `inner` knows differently from `outer`.
fn differing(outer: &HashMap<String, Expr>, inner: &HashMap<String, Expr>) -> Vec<String> {
    outer
        .keys()
        .chain(inner.keys())
        .filter(|x| match (outer.get(*x), inner.get(*x)) {
            (Some(a), Some(b)) => !crate::syntax::rewrite::same_expr(a, b),
            _ => true,
        })
        .cloned()
        .collect()
}

/// Whether `e` reads shared or global memory, which changes under it.
fn reads_memory(e: &Expr, program: &Program) -> bool {
    let mut vars = Vec::new();
    super::exprs::variables(e, &mut vars);
    vars.iter().any(|v| program.memory.contains_key(v))
}

/// Whether `e` reads one of `names`.
pub fn reads_any(e: &Expr, names: &BTreeSet<String>) -> bool {
    let mut vars = Vec::new();
    super::exprs::variables(e, &mut vars);
    vars.iter().any(|v| names.contains(v))
}
