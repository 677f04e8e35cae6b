//! The GPU layer's checks: geometry declarations, kernels, barriers with
//! their invariants, atomics, and the relational and access builtins
//! (`__other`, `__same_group`, `__enabled`, `__uniform`, `__distinct`,
//! `__read`, `__write`). A builtin name declared by the program is the
//! program's.

use super::checker::Checker;
use super::sink::Explain;
use super::types::Ty;
use crate::syntax::ast::*;
use crate::syntax::span::Span;

/// The type of thread ids and sizes.
pub const ID_TYPE: Ty = Ty::Bv(32);

impl Checker<'_> {
    pub(crate) fn note_gpu_use(&mut self, span: Span) {
        self.gpu_use.get_or_insert(span);
    }

    pub(crate) fn geometry(&mut self, g: &GeometryDecl, span: Span) {
        self.note_gpu_use(span);
        let slot = match g.kind {
            GeometryKind::GroupSize => 0,
            GeometryKind::NumGroups => 1,
        };
        if let Some(first) = self.geometry_seen[slot] {
            self.sink
                .resolve(
                    span,
                    format!("more than one `{}` declaration", g.kind.keyword()),
                )
                .note(first, "first declared here");
        } else {
            self.geometry_seen[slot] = Some(span);
        }
        if g.dims.len() > 3 {
            self.sink.ty(
                span,
                format!(
                    "`{}` has at most 3 dimensions (x, y, z), not {}",
                    g.kind.keyword(),
                    g.dims.len()
                ),
            );
        }
        for (digits, at) in &g.dims {
            match digits.parse::<u64>() {
                Ok(n) if (1..=u64::from(u32::MAX)).contains(&n) => {}
                _ => {
                    self.sink.ty(
                        *at,
                        format!("a size must be between 1 and {}, not {digits}", u32::MAX),
                    );
                }
            }
        }
    }

    pub(crate) fn kernel(&mut self, p: &ProcedureDecl) {
        self.note_gpu_use(p.name.span);
        if let Some(out) = p.outs.first() {
            self.sink
                .ty(out.name.span, "a kernel has no out-parameters")
                .help("write results to `global` memory");
        }
    }

    pub(crate) fn barrier(&mut self, span: Span, b: &BarrierStmt) {
        self.note_gpu_use(span);
        for (i, scope) in b.scope.iter().enumerate() {
            let word = &scope.word;
            if b.scope[..i].iter().any(|w| w.word.name == word.name) {
                self.sink
                    .resolve(word.span, format!("`{}` given twice", word.name));
            }
            if let Some(when) = &scope.when {
                if word.name == "global" {
                    self.sink
                        .ty(when.span, "a condition on the global fence is not supported")
                        .help("fence global memory always (`global`), or not at all (leave the word out)");
                }
                self.condition(when, "a fence condition");
            }
        }
        for inv in &b.invariants {
            self.attributes(&inv.attrs);
            self.condition(&inv.expr, "a barrier invariant");
            for instance in &inv.instances {
                if inv.binary {
                    match instance {
                        Instance::Tuple(items, _) if items.len() == 2 => {
                            items.iter().for_each(|i| self.thread_instance(i))
                        }
                        other => {
                            self.sink
                                .ty(instance_span(other), "a binary invariant is instantiated with pairs `(a, b)` of thread ids");
                        }
                    }
                } else {
                    self.thread_instance(instance);
                }
            }
        }
    }

    /// A local id: a `bv32` expression (x only), or a tuple of 1 to 3.
    fn thread_instance(&mut self, i: &Instance) {
        let items: Vec<&Expr> = match i {
            Instance::Expr(e) => vec![e],
            Instance::Tuple(items, span) => {
                if items.len() > 3 {
                    self.sink
                        .ty(*span, "a thread id has at most 3 dimensions (x, y, z)");
                }
                let mut exprs = Vec::new();
                for item in items {
                    match item {
                        Instance::Expr(e) => exprs.push(e),
                        Instance::Tuple(_, s) => {
                            self.sink.ty(*s, "a thread id's parts are expressions");
                        }
                    }
                }
                exprs
            }
        };
        for e in items {
            let t = self.expr(e);
            if !t.agrees(&ID_TYPE) {
                self.sink
                    .ty(e.span, format!("a thread id has type {ID_TYPE}, not {t}"));
            }
        }
    }

    pub(crate) fn atomic(&mut self, span: Span, a: &AtomicStmt) {
        self.note_gpu_use(span);
        let element = self.memory_element(&a.location.name, "atomic");
        if a.location.indices.len() != 1 {
            self.sink.ty(
                a.location.span,
                "an atomic accesses one element: `A[i]` or `A[i, j]`",
            );
        }
        let result = element.map(|_| self.expr(&a.location_expr()));
        if let Some(target) = &a.target {
            let t = self.target(target);
            if let Some(r) = result {
                if !t.agrees(&r) {
                    self.sink.ty(
                        target.span,
                        format!("the atomic reads a value of type {r} into a variable of type {t}"),
                    );
                }
            }
        }
        if let Some(g) = self.globals.vars.get(&a.location.name.name) {
            if !g.is_const {
                self.check_modifies(a.location.span, &a.location.name.name);
            }
        }
    }

    /// The type of `name` if it is a `shared` or `global` map variable;
    /// reports it otherwise.
    fn memory_element(&mut self, name: &Ident, what: &str) -> Option<Ty> {
        match self.globals.vars.get(&name.name) {
            Some(g) if g.space != MemorySpace::Plain && matches!(g.ty, Ty::Map(_)) => {
                Some(g.ty.clone())
            }
            Some(_) => {
                self.sink
                    .ty(
                        name.span,
                        format!(
                            "{what} needs a `shared` or `global` array, not {}",
                            name.name
                        ),
                    )
                    .help("declare it as `shared var` or `global var` with a map type");
                None
            }
            None => {
                self.undeclared_variable(name);
                None
            }
        }
    }

    /// `__same_group` and `__enabled`, unless the program declares them.
    pub(crate) fn gpu_variable(&mut self, x: &Ident) -> Option<Ty> {
        let builtin = matches!(x.name.as_str(), "__same_group" | "__enabled");
        if builtin {
            self.note_gpu_use(x.span);
        }
        builtin.then_some(Ty::Bool)
    }

    /// The relational and access builtins, unless the program declares a
    /// function of that name.
    pub(crate) fn gpu_apply(&mut self, e: &Expr, f: &Ident, args: &[Expr]) -> Option<Ty> {
        let arity = |n: std::ops::RangeInclusive<usize>| n.contains(&args.len());
        let ty = match f.name.as_str() {
            "__other" if arity(1..=1) => self.expr(&args[0]),
            "__uniform" | "__distinct" if arity(1..=1) => {
                self.expr(&args[0]);
                Ty::Bool
            }
            "__write_value" if arity(1..=1) => {
                let ExprKind::Var(array) = &args[0].kind else {
                    self.sink.ty(
                        args[0].span,
                        "__write_value takes an array's name".to_string(),
                    );
                    return Some(Ty::Error);
                };
                match self.memory_element(array, &f.name) {
                    Some(Ty::Map(m)) if m.args.len() == 1 => m.result.clone(),
                    Some(_) => {
                        self.sink.ty(
                            array.span,
                            format!(
                                "__write_value needs an array of one index, not {}",
                                array.name
                            ),
                        );
                        Ty::Error
                    }
                    None => Ty::Error,
                }
            }
            "__read" | "__write" | "__atomic" if arity(1..=2) => {
                let ExprKind::Var(array) = &args[0].kind else {
                    self.sink
                        .ty(args[0].span, format!("{} takes an array's name", f.name));
                    return Some(Ty::Bool);
                };
                let map = self.memory_element(array, &f.name);
                if let (Some(offset), Some(Ty::Map(m))) = (args.get(1), map) {
                    let t = self.expr(offset);
                    let want = m.args.first().cloned().unwrap_or(Ty::Error);
                    if m.args.len() != 1 {
                        self.sink.ty(
                            offset.span,
                            format!(
                                "an offset is allowed only for an array of one index; {} has {}",
                                array.name,
                                m.args.len()
                            ),
                        );
                    } else if !t.agrees(&want) {
                        self.sink.ty(
                            offset.span,
                            format!("the offset of {} has type {want}, not {t}", array.name),
                        );
                    }
                }
                Ty::Bool
            }
            "__other" | "__uniform" | "__distinct" | "__read" | "__write" | "__atomic"
            | "__write_value" => {
                self.sink.ty(
                    e.span,
                    format!("wrong number of arguments to {}: {}", f.name, args.len()),
                );
                Ty::Error
            }
            _ => return None,
        };
        self.note_gpu_use(e.span);
        Some(ty)
    }
}

fn instance_span(i: &Instance) -> Span {
    match i {
        Instance::Expr(e) => e.span,
        Instance::Tuple(_, s) => *s,
    }
}

impl AtomicStmt {
    /// The location as an expression: `A[i]`.
    pub fn location_expr(&self) -> Expr {
        let base = Expr::new(
            ExprKind::Var(self.location.name.clone()),
            self.location.name.span,
        );
        self.location.indices.iter().fold(base, |m, ix| {
            Expr::new(
                ExprKind::Select(Box::new(m), ix.clone()),
                self.location.span,
            )
        })
    }
}
