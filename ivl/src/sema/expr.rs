//! Resolution and typing of expressions.

use std::collections::HashSet;

use super::checker::Checker;
use super::env::check_width;
use super::scope::{Local, LocalKind};
use super::sink::Explain;
use super::suggest::closest;
use super::types::Ty;
use crate::syntax::ast::*;

impl Checker<'_> {
    /// Resolves and types `e`, reporting what is wrong with it.
    pub(crate) fn expr(&mut self, e: &Expr) -> Ty {
        match &e.kind {
            ExprKind::Bool(_) => Ty::Bool,
            ExprKind::Int(_) => Ty::Int,
            ExprKind::Real(_) => Ty::Real,
            ExprKind::Bv(value, width) => {
                if !check_width(*width, e.span, self.sink) {
                    return Ty::Error;
                }
                if !fits_in_bits(value, *width) {
                    self.sink.ty(
                        e.span,
                        format!(
                            "bit-vector literal {value}bv{width} does not fit in {width} bit{}",
                            if *width == 1 { "" } else { "s" }
                        ),
                    );
                }
                Ty::Bv(*width)
            }
            ExprKind::Var(x) => self.variable(x),
            ExprKind::Apply(f, args) => self.apply(e, f, args),
            ExprKind::Old(inner) => {
                if !self.ctx.old_allowed {
                    self.sink
                        .resolve(e.span, "old expressions allowed only in two-state contexts")
                        .help("`old` may appear in postconditions and implementation bodies");
                }
                self.expr(inner)
            }
            ExprKind::Unary(op, x) => self.unary(e, *op, x),
            ExprKind::Binary(op, a, b) => self.binary(e, *op, a, b),
            ExprKind::Select(m, ix) => {
                let mt = self.expr(m);
                self.select(e, &mt, ix, "map select")
            }
            ExprKind::Store(m, ix, v) => {
                let mt = self.expr(m);
                let elem = self.select(e, &mt, ix, "map store");
                let vt = self.expr(v);
                if !vt.agrees(&elem) {
                    self.sink.ty(
                        v.span,
                        format!("invalid type for the stored value: {vt} (expected: {elem})"),
                    );
                }
                mt
            }
            ExprKind::Extract(b, hi, lo) => self.extract(e, b, hi, lo),
            ExprKind::IfThenElse(c, a, b) => {
                let ct = self.expr(c);
                if !ct.agrees(&Ty::Bool) {
                    self.sink.ty(
                        c.span,
                        format!("the first argument to if-then-else should be bool, not {ct}"),
                    );
                }
                let at = self.expr(a);
                let bt = self.expr(b);
                if !at.agrees(&bt) {
                    self.sink.ty(
                        e.span,
                        format!("branches of if-then-else have incompatible types {at} and {bt}"),
                    );
                    return Ty::Error;
                }
                if at.is_error() {
                    bt
                } else {
                    at
                }
            }
            ExprKind::Quant(q) => self.quantifier(q),
            ExprKind::Let(names, values, body) => {
                let types: Vec<Ty> = values.iter().map(|v| self.expr(v)).collect();
                if names.len() != values.len() {
                    self.sink.resolve(e.span, "number of bound variables does not match number of values in let expression");
                }
                self.scopes.push();
                for (i, n) in names.iter().enumerate() {
                    let ty = types.get(i).cloned().unwrap_or(Ty::Error);
                    self.declare(n, ty, LocalKind::Bound);
                }
                let t = self.expr(body);
                self.scopes.pop();
                t
            }
            ExprKind::Convert(c, x) => {
                let t = self.expr(x);
                let (from, to, name) = match c {
                    Conversion::ToInt => (Ty::Real, Ty::Int, "int"),
                    Conversion::ToReal => (Ty::Int, Ty::Real, "real"),
                };
                if !t.agrees(&from) {
                    self.sink.ty(
                        x.span,
                        format!("argument of {name}() must be {from}, not {t}"),
                    );
                }
                to
            }
            ExprKind::Error => Ty::Error,
        }
    }

    /// Checks `e` and reports unless it is `bool`; `what` names the place
    /// ("assert", "loop invariant") in the message.
    pub(crate) fn condition(&mut self, e: &Expr, what: &str) {
        let t = self.expr(e);
        if !t.agrees(&Ty::Bool) {
            self.sink
                .ty(e.span, format!("{what} must be of type bool, not {t}"));
        }
    }

    /// Attribute arguments are resolved and typed where they stand, except
    /// that they may always mention global variables.
    pub(crate) fn attributes(&mut self, attrs: &[Attribute]) {
        let saved = self.ctx;
        self.ctx.globals_allowed = true;
        for a in attrs {
            for arg in &a.args {
                if let AttrArg::Expr(e) = arg {
                    self.expr(e);
                }
            }
        }
        self.ctx = saved;
    }

    fn variable(&mut self, x: &Ident) -> Ty {
        if let Some(local) = self.scopes.lookup(&x.name) {
            return local.ty.clone();
        }
        match self.globals.vars.get(&x.name) {
            Some(g) => {
                if !g.is_const && !self.ctx.globals_allowed {
                    self.sink
                        .resolve(
                            x.span,
                            format!(
                                "cannot refer to a global variable in this context: {}",
                                x.name
                            ),
                        )
                        .help("axioms and function bodies may mention constants, not variables");
                }
                g.ty.clone()
            }
            None => match self.gpu_variable(x) {
                Some(ty) => ty,
                None => self.undeclared_variable(x),
            },
        }
    }

    /// Reports `x` as undeclared, suggesting a close name in scope.
    pub(crate) fn undeclared_variable(&mut self, x: &Ident) -> Ty {
        let in_scope = self.scopes.names();
        let hint = closest(
            &x.name,
            in_scope.chain(self.globals.vars.keys().map(String::as_str)),
        );
        let d = self
            .sink
            .resolve(x.span, format!("undeclared identifier: {}", x.name));
        if let Some(hint) = hint {
            d.help(format!("did you mean `{hint}`?"));
        }
        Ty::Error
    }

    fn apply(&mut self, e: &Expr, f: &Ident, args: &[Expr]) -> Ty {
        if !self.globals.functions.contains_key(&f.name) {
            if let Some(ty) = self.gpu_apply(e, f, args) {
                return ty;
            }
        }
        let arg_types: Vec<Ty> = args.iter().map(|a| self.expr(a)).collect();
        let Some(info) = self.globals.functions.get(&f.name) else {
            let d = self
                .sink
                .resolve(f.span, format!("use of undeclared function: {}", f.name));
            if self.globals.procedures.contains_key(&f.name) {
                d.help(format!(
                    "{} is a procedure: use `call {}(...);`",
                    f.name, f.name
                ));
            } else if let Some(hint) =
                closest(&f.name, self.globals.functions.keys().map(String::as_str))
            {
                d.help(format!("did you mean `{hint}`?"));
            }
            return Ty::Error;
        };
        if info.params.len() != args.len() {
            self.sink
                .ty(
                    e.span,
                    format!(
                        "wrong number of arguments to function: {} ({} instead of {})",
                        f.name,
                        args.len(),
                        info.params.len()
                    ),
                )
                .note(info.span, "declared here");
            return info.result.clone();
        }
        for (i, (a, (at, pt))) in args
            .iter()
            .zip(arg_types.iter().zip(&info.params))
            .enumerate()
        {
            if !at.agrees(pt) {
                self.sink.ty(
                    a.span,
                    format!(
                        "invalid type for argument {i} in application of {}: {at} (expected: {pt})",
                        f.name
                    ),
                );
            }
        }
        info.result.clone()
    }

    fn unary(&mut self, e: &Expr, op: UnaryOp, x: &Expr) -> Ty {
        let t = self.expr(x);
        let ok = match op {
            UnaryOp::Not => t.agrees(&Ty::Bool),
            UnaryOp::Neg => t.is_numeric(),
        };
        if !ok {
            self.sink.ty(
                e.span,
                format!(
                    "invalid argument type ({t}) to unary operator {}",
                    op.symbol()
                ),
            );
            return Ty::Error;
        }
        match op {
            UnaryOp::Not => Ty::Bool,
            UnaryOp::Neg => t,
        }
    }

    fn binary(&mut self, e: &Expr, op: BinaryOp, a: &Expr, b: &Expr) -> Ty {
        use BinaryOp::*;
        let at = self.expr(a);
        let bt = self.expr(b);
        let result = match op {
            Iff | Implies | Explies | And | Or => {
                (at.agrees(&Ty::Bool) && bt.agrees(&Ty::Bool)).then_some(Ty::Bool)
            }
            Eq | Neq => at.agrees(&bt).then_some(Ty::Bool),
            Lt | Le | Gt | Ge => (at.is_numeric() && at.agrees(&bt)).then_some(Ty::Bool),
            Add | Sub | Mul => (at.is_numeric() && at.agrees(&bt)).then(|| pick(&at, &bt)),
            Div | Mod => (at.agrees(&Ty::Int) && bt.agrees(&Ty::Int)).then_some(Ty::Int),
            RealDiv => (at.is_numeric() && bt.is_numeric()).then_some(Ty::Real),
            Pow => (at.agrees(&Ty::Real) && bt.agrees(&Ty::Real)).then_some(Ty::Real),
            Concat => {
                return match (&at, &bt) {
                    (Ty::Bv(x), Ty::Bv(y)) => Ty::Bv(x.saturating_add(*y)),
                    (Ty::Error, _) | (_, Ty::Error) => Ty::Error,
                    _ => {
                        self.sink.ty(
                            e.span,
                            format!("++ operands need to be bitvectors (got {at}, {bt})"),
                        );
                        Ty::Error
                    }
                }
            }
        };
        match result {
            Some(t) => t,
            None => {
                let d = self.sink.ty(
                    e.span,
                    format!(
                        "invalid argument types ({at} and {bt}) to binary operator {}",
                        op.symbol()
                    ),
                );
                if matches!((&at, &bt), (Ty::Bv(_), _) | (_, Ty::Bv(_))) && !matches!(op, Eq | Neq)
                {
                    d.help("bit-vector arithmetic and comparisons are functions: declare one with {:bvbuiltin \"bvadd\"}, {:bvbuiltin \"bvult\"}, ...");
                } else if matches!((&at, &bt), (Ty::Int, Ty::Real) | (Ty::Real, Ty::Int)) {
                    d.help("int and real do not mix: convert with real(e) or int(e)");
                }
                Ty::Error
            }
        }
    }

    /// Types the indices of a select or store on a value of type `mt`;
    /// returns the element type.
    pub(crate) fn select(&mut self, e: &Expr, mt: &Ty, ix: &[Expr], what: &str) -> Ty {
        let ix_types: Vec<Ty> = ix.iter().map(|i| self.expr(i)).collect();
        match mt {
            Ty::Map(m) => {
                if m.args.len() != ix.len() {
                    self.sink.ty(
                        e.span,
                        format!(
                            "wrong number of arguments in {what}: {} instead of {}",
                            ix.len(),
                            m.args.len()
                        ),
                    );
                    return m.result.clone();
                }
                for (n, (i, (it, at))) in ix.iter().zip(ix_types.iter().zip(&m.args)).enumerate() {
                    if !it.agrees(at) {
                        self.sink.ty(
                            i.span,
                            format!(
                                "invalid type for argument {n} in {what}: {it} (expected: {at})"
                            ),
                        );
                    }
                }
                m.result.clone()
            }
            Ty::Error => Ty::Error,
            other => {
                self.sink.ty(
                    e.span,
                    format!("{what} applied to a value of type {other}, which is not a map"),
                );
                Ty::Error
            }
        }
    }

    fn extract(&mut self, e: &Expr, b: &Expr, hi: &Expr, lo: &Expr) -> Ty {
        let bt = self.expr(b);
        let (Some((h, hi_text)), Some((l, lo_text))) = (literal_bound(hi), literal_bound(lo))
        else {
            self.sink
                .resolve(e.span, "bit-vector extract bounds must be integer literals")
                .help("write b[hi:lo] with numbers, e.g. x[8:0] for the low 8 bits");
            return Ty::Error;
        };
        match bt {
            Ty::Bv(w) if l <= h && h <= u64::from(w) => Ty::Bv((h - l) as u32),
            Ty::Bv(w) => {
                self.sink
                    .ty(
                        e.span,
                        format!(
                            "bit-vector extract [{hi_text}:{lo_text}] is out of range for bv{w}"
                        ),
                    )
                    .help(format!("the bounds must satisfy 0 <= lo <= hi <= {w}"));
                Ty::Error
            }
            Ty::Error => Ty::Error,
            other => {
                self.sink.ty(
                    e.span,
                    format!("bit-vector extract applied to a value of type {other}"),
                );
                Ty::Error
            }
        }
    }

    fn quantifier(&mut self, q: &Quantifier) -> Ty {
        self.scopes.push();
        let mut bound = Vec::new();
        for v in &q.vars {
            let ty = self.globals.resolve_type(&v.ty, self.sink);
            self.declare(&v.name, ty.clone(), LocalKind::Bound);
            bound.push(ty);
        }
        self.attributes(&q.attrs);
        self.check_pattern_exclusions(q);
        for v in &q.vars {
            self.attributes(&v.attrs);
        }
        for t in &q.triggers {
            for p in &t.exprs {
                self.expr(p);
            }
            if q.kind == QuantKind::Lambda {
                self.sink
                    .resolve(t.span, "triggers are not allowed on lambda expressions");
            } else {
                self.check_trigger(q, t);
            }
        }
        let body = self.expr(&q.body);
        self.scopes.pop();
        match q.kind {
            QuantKind::Lambda => Ty::map(bound, body),
            QuantKind::Forall | QuantKind::Exists => {
                if !body.agrees(&Ty::Bool) {
                    self.sink.ty(
                        q.body.span,
                        format!("the body of a quantifier must be bool, not {body}"),
                    );
                }
                Ty::Bool
            }
        }
    }

    /// Boogie's trigger rules: a multi-pattern mentions every bound variable;
    /// no pattern is a lone variable; patterns contain no logical operators,
    /// equalities, comparisons or quantifiers.
    fn check_trigger(&mut self, q: &Quantifier, t: &Trigger) {
        let errors_before = self.sink.resolve.len();
        let mut mentioned = HashSet::new();
        for p in &t.exprs {
            if let ExprKind::Var(x) = &p.kind {
                self.sink.resolve(
                    p.span,
                    format!(
                        "a matching pattern must be more than just a variable by itself: {}",
                        x.name
                    ),
                );
                continue;
            }
            self.forbidden_in_trigger(p);
            collect_vars(p, &mut mentioned);
        }
        // A malformed pattern says enough (as in Boogie).
        if self.sink.resolve.len() > errors_before {
            return;
        }
        let missing: Vec<&str> = q
            .vars
            .iter()
            .map(|v| v.name.name.as_str())
            .filter(|n| !mentioned.contains(*n))
            .collect();
        if !missing.is_empty() {
            self.sink.resolve(
                t.span,
                format!(
                    "trigger must mention all quantified variables, but does not mention: {}",
                    missing.join(", ")
                ),
            );
        }
    }

    /// `{:nopats e}` excludes `e` as a pattern; like a pattern, it may not be
    /// a lone variable.
    fn check_pattern_exclusions(&mut self, q: &Quantifier) {
        for a in q.attrs.iter().filter(|a| a.name.name == "nopats") {
            for arg in &a.args {
                if let AttrArg::Expr(Expr {
                    kind: ExprKind::Var(x),
                    span,
                }) = arg
                {
                    self.sink.resolve(
                        *span,
                        format!(
                            "a matching pattern must be more than just a variable by itself: {}",
                            x.name
                        ),
                    );
                }
            }
        }
    }

    fn forbidden_in_trigger(&mut self, e: &Expr) {
        use BinaryOp::*;
        let what = match &e.kind {
            ExprKind::Binary(Iff | Implies | Explies | And | Or, ..)
            | ExprKind::Unary(UnaryOp::Not, _) => {
                Some("boolean operators are not allowed in triggers")
            }
            ExprKind::Binary(Eq, ..) => Some("equality is not allowed in triggers"),
            ExprKind::Binary(Lt | Le | Gt | Ge, ..) => {
                Some("arithmetic comparisons are not allowed in triggers")
            }
            ExprKind::Quant(_) => Some("quantifiers are not allowed in triggers"),
            _ => None,
        };
        if let Some(what) = what {
            self.sink.resolve(e.span, what);
            return;
        }
        e.for_each_child(&mut |c| self.forbidden_in_trigger(c));
    }

    pub(crate) fn declare(&mut self, name: &Ident, ty: Ty, kind: LocalKind) {
        let local = Local {
            ty,
            kind,
            span: name.span,
        };
        if let Err(previous) = self.scopes.declare(&name.name, local) {
            self.sink
                .resolve(
                    name.span,
                    format!("more than one declaration of variable name: {}", name.name),
                )
                .note(previous, "first declared here");
        }
    }
}

fn pick(a: &Ty, b: &Ty) -> Ty {
    if a.is_error() {
        b.clone()
    } else {
        a.clone()
    }
}

/// The value of an extract bound written as a literal (saturated), and its
/// text.
fn literal_bound(e: &Expr) -> Option<(u64, &str)> {
    match &e.kind {
        ExprKind::Int(n) => Some((n.parse().unwrap_or(u64::MAX), n)),
        _ => None,
    }
}

/// Whether the decimal `value` is below `2^width`.
fn fits_in_bits(value: &str, width: u32) -> bool {
    // Each decimal digit needs at most 3.33 bits: compare bit lengths by
    // halving the number in decimal until it is zero.
    let mut digits: Vec<u8> = value.bytes().map(|b| b - b'0').collect();
    let mut bits = 0u32;
    while digits.iter().any(|&d| d != 0) {
        let mut carry = 0;
        for d in digits.iter_mut() {
            let cur = carry * 10 + *d;
            *d = cur / 2;
            carry = cur % 2;
        }
        bits += 1;
        if bits > width {
            return false;
        }
    }
    true
}

fn collect_vars<'a>(e: &'a Expr, out: &mut HashSet<&'a str>) {
    if let ExprKind::Var(x) = &e.kind {
        out.insert(&x.name);
    }
    e.for_each_child(&mut |c| collect_vars(c, out));
}
