//! Expressions to SMT-LIB terms.

use std::fmt::Write;

use super::names::{symbol, FunctionSymbol, Names, ZERO_WIDTH_VALUE};
use crate::sema::env::Globals;
use crate::sema::types::Ty;
use crate::syntax::ast::{BinaryOp, Conversion, Expr, ExprKind, QuantKind, UnaryOp};

/// Where free variable names get their terms.
pub trait Env {
    /// The term and type of the mutable variable `name`, in the state before
    /// the current procedure (or call) if `old`; `None` for a constant.
    fn var(&self, name: &str, old: bool) -> Option<(String, Ty)>;
}

/// The environment of axioms and function bodies: constants only.
pub struct NoVars;

impl Env for NoVars {
    fn var(&self, _: &str, _: bool) -> Option<(String, Ty)> {
        None
    }
}

pub struct Translator<'a> {
    pub names: &'a Names,
    pub globals: &'a Globals,
}

impl<'a> Translator<'a> {
    pub fn new(names: &'a Names, globals: &'a Globals) -> Self {
        Translator { names, globals }
    }

    pub fn term(&self, e: &Expr, env: &dyn Env) -> String {
        self.typed(e, env, Vec::new()).0
    }

    /// The term of `e` with `bound` in scope (innermost last), and its type.
    pub fn typed(&self, e: &Expr, env: &dyn Env, bound: Vec<(String, Ty)>) -> (String, Ty) {
        let mut w = Walk {
            tr: self,
            env,
            bound,
            old: false,
            out: String::new(),
        };
        let ty = w.expr(e);
        (w.out, ty)
    }
}

struct Walk<'t, 'a> {
    tr: &'t Translator<'a>,
    env: &'t dyn Env,
    bound: Vec<(String, Ty)>,
    old: bool,
    out: String,
}

impl Walk<'_, '_> {
    /// Translates `e` into a string of its own.
    fn separate(&mut self, e: &Expr) -> (String, Ty) {
        let saved = std::mem::take(&mut self.out);
        let ty = self.expr(e);
        (std::mem::replace(&mut self.out, saved), ty)
    }

    fn app(&mut self, head: &str, args: &[&Expr]) -> Ty {
        self.out.push('(');
        self.out.push_str(head);
        let mut ty = Ty::Bool;
        for (i, a) in args.iter().enumerate() {
            self.out.push(' ');
            let t = self.expr(a);
            if i == 0 {
                ty = t;
            }
        }
        self.out.push(')');
        ty
    }

    fn expr(&mut self, e: &Expr) -> Ty {
        match &e.kind {
            ExprKind::Bool(b) => {
                self.out.push_str(if *b { "true" } else { "false" });
                Ty::Bool
            }
            ExprKind::Int(n) => {
                self.out.push_str(n);
                Ty::Int
            }
            ExprKind::Real(r) => {
                self.out.push_str(&real_literal(r));
                Ty::Real
            }
            ExprKind::Bv(_, 0) => {
                self.out.push_str(ZERO_WIDTH_VALUE);
                Ty::Bv(0)
            }
            ExprKind::Bv(v, w) => {
                let _ = write!(self.out, "(_ bv{v} {w})");
                Ty::Bv(*w)
            }
            ExprKind::Var(x) => self.variable(&x.name),
            ExprKind::Apply(f, args) => self.apply(&f.name, args),
            ExprKind::Old(x) => {
                let saved = std::mem::replace(&mut self.old, true);
                let ty = self.expr(x);
                self.old = saved;
                ty
            }
            ExprKind::Unary(UnaryOp::Not, x) => {
                self.app("not", &[x]);
                Ty::Bool
            }
            ExprKind::Unary(UnaryOp::Neg, x) => {
                let (a, ty) = self.separate(x);
                let op = if matches!(ty, Ty::Bv(_)) {
                    "bvneg"
                } else {
                    "-"
                };
                let _ = write!(self.out, "({op} {a})");
                ty
            }
            ExprKind::Binary(op, a, b) => self.binary(*op, a, b),
            ExprKind::Select(m, ix) => {
                let (mut term, mut ty) = self.separate(m);
                for i in ix {
                    let (it, _) = self.separate(i);
                    term = format!("(select {term} {it})");
                    ty = map_step(&ty);
                }
                self.out.push_str(&term);
                ty
            }
            ExprKind::Store(m, ix, v) => {
                let (base, ty) = self.separate(m);
                let indices: Vec<String> = ix.iter().map(|i| self.separate(i).0).collect();
                let (value, _) = self.separate(v);
                self.out.push_str(&store(&base, &indices, &value));
                ty
            }
            ExprKind::Extract(_, hi, lo) if literal(hi) <= literal(lo) => {
                self.out.push_str(ZERO_WIDTH_VALUE);
                Ty::Bv(0)
            }
            ExprKind::Extract(b, hi, lo) => {
                let (hi, lo) = (literal(hi), literal(lo));
                let _ = write!(self.out, "((_ extract {} {lo}) ", hi.saturating_sub(1));
                self.expr(b);
                self.out.push(')');
                Ty::Bv(hi.saturating_sub(lo))
            }
            ExprKind::IfThenElse(c, a, b) => {
                self.out.push_str("(ite ");
                self.expr(c);
                self.out.push(' ');
                let ty = self.expr(a);
                self.out.push(' ');
                self.expr(b);
                self.out.push(')');
                ty
            }
            ExprKind::Quant(q) => {
                let vars: Vec<(String, Ty)> = q
                    .vars
                    .iter()
                    .map(|v| (v.name.name.clone(), self.tr.globals.type_of(&v.ty)))
                    .collect();
                let depth = self.bound.len();
                let binder = |w: &Self, vars: &[(String, Ty)]| {
                    vars.iter()
                        .map(|(n, t)| format!("({} {})", symbol(n), w.tr.names.sort(t)))
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                let ty = match q.kind {
                    QuantKind::Lambda => {
                        for v in &vars {
                            let _ = write!(
                                self.out,
                                "(lambda ({}) ",
                                binder(self, std::slice::from_ref(v))
                            );
                        }
                        self.bound.extend(vars.iter().cloned());
                        let result = self.expr(&q.body);
                        for _ in &vars {
                            self.out.push(')');
                        }
                        Ty::map(vars.into_iter().map(|(_, t)| t).collect(), result)
                    }
                    QuantKind::Forall | QuantKind::Exists => {
                        let kw = if q.kind == QuantKind::Forall {
                            "forall"
                        } else {
                            "exists"
                        };
                        let _ = write!(self.out, "({kw} ({}) ", binder(self, &vars));
                        self.bound.extend(vars);
                        if q.triggers.is_empty() {
                            self.expr(&q.body);
                        } else {
                            self.out.push_str("(! ");
                            self.expr(&q.body);
                            for t in &q.triggers {
                                self.out.push_str(" :pattern (");
                                for (i, p) in t.exprs.iter().enumerate() {
                                    if i > 0 {
                                        self.out.push(' ');
                                    }
                                    self.expr(p);
                                }
                                self.out.push(')');
                            }
                            self.out.push(')');
                        }
                        self.out.push(')');
                        Ty::Bool
                    }
                };
                self.bound.truncate(depth);
                ty
            }
            ExprKind::Let(names, values, body) => {
                let mut bindings = Vec::new();
                self.out.push_str("(let (");
                for (n, v) in names.iter().zip(values) {
                    let (term, ty) = self.separate(v);
                    let _ = write!(self.out, "({} {term})", symbol(&n.name));
                    bindings.push((n.name.clone(), ty));
                }
                self.out.push_str(") ");
                let depth = self.bound.len();
                self.bound.extend(bindings);
                let ty = self.expr(body);
                self.bound.truncate(depth);
                self.out.push(')');
                ty
            }
            ExprKind::Convert(Conversion::ToInt, x) => {
                self.app("to_int", &[x]);
                Ty::Int
            }
            ExprKind::Convert(Conversion::ToReal, x) => {
                self.app("to_real", &[x]);
                Ty::Real
            }
            ExprKind::Error => unreachable!("checked programs have no error nodes"),
        }
    }

    fn variable(&mut self, name: &str) -> Ty {
        if let Some((_, ty)) = self.bound.iter().rev().find(|(n, _)| n == name) {
            let ty = ty.clone();
            self.out.push_str(&symbol(name));
            return ty;
        }
        if let Some((term, ty)) = self.env.var(name, self.old) {
            self.out.push_str(&term);
            return ty;
        }
        let (sym, ty) = self
            .tr
            .names
            .constants
            .get(name)
            .unwrap_or_else(|| panic!("unresolved name `{name}` in a checked program"));
        self.out.push_str(sym);
        ty.clone()
    }

    fn apply(&mut self, name: &str, args: &[Expr]) -> Ty {
        let (sym, result) = self.tr.names.functions[name].clone();
        let head = match &sym {
            FunctionSymbol::User(s) | FunctionSymbol::Builtin(s) => s.as_str(),
        };
        if args.is_empty() {
            self.out.push_str(head);
        } else {
            let refs: Vec<&Expr> = args.iter().collect();
            self.app(head, &refs);
        }
        result
    }

    fn binary(&mut self, op: BinaryOp, a: &Expr, b: &Expr) -> Ty {
        use BinaryOp::*;
        let (head, result) = match op {
            Iff | Eq => ("=", Some(Ty::Bool)),
            Implies => ("=>", Some(Ty::Bool)),
            Explies => return self.binary(Implies, b, a),
            And => ("and", Some(Ty::Bool)),
            Or => ("or", Some(Ty::Bool)),
            Neq => {
                self.out.push_str("(not ");
                self.binary(Eq, a, b);
                self.out.push(')');
                return Ty::Bool;
            }
            Lt => ("<", Some(Ty::Bool)),
            Le => ("<=", Some(Ty::Bool)),
            Gt => (">", Some(Ty::Bool)),
            Ge => (">=", Some(Ty::Bool)),
            Div => ("div", Some(Ty::Int)),
            Mod => ("mod", Some(Ty::Int)),
            Concat => {
                let (x, tx) = self.separate(a);
                let (y, ty) = self.separate(b);
                let width = |t: &Ty| if let Ty::Bv(w) = t { *w } else { 0 };
                match (width(&tx), width(&ty)) {
                    (0, _) => self.out.push_str(&y),
                    (_, 0) => self.out.push_str(&x),
                    _ => {
                        let _ = write!(self.out, "(concat {x} {y})");
                    }
                }
                return Ty::Bv(width(&tx) + width(&ty));
            }
            RealDiv | Pow => {
                let (x, tx) = self.separate(a);
                let (y, ty) = self.separate(b);
                let real = |t: Ty, s: String| {
                    if t == Ty::Int {
                        format!("(to_real {s})")
                    } else {
                        s
                    }
                };
                let head = if op == RealDiv { "/" } else { "^" };
                let _ = write!(self.out, "({head} {} {})", real(tx, x), real(ty, y));
                return Ty::Real;
            }
            Add | Sub | Mul => {
                let (x, tx) = self.separate(a);
                let (y, _) = self.separate(b);
                let head = match (op, matches!(tx, Ty::Bv(_))) {
                    (Add, true) => "bvadd",
                    (Sub, true) => "bvsub",
                    (Mul, true) => "bvmul",
                    (Add, false) => "+",
                    (Sub, false) => "-",
                    _ => "*",
                };
                let _ = write!(self.out, "({head} {x} {y})");
                return tx;
            }
        };
        let ty = self.app(head, &[a, b]);
        result.unwrap_or(ty)
    }
}

/// The type of `m[i]` for a map `m` indexed one argument at a time.
fn map_step(ty: &Ty) -> Ty {
    match ty {
        Ty::Map(m) if m.args.len() > 1 => Ty::map(m.args[1..].to_vec(), m.result.clone()),
        Ty::Map(m) => m.result.clone(),
        other => other.clone(),
    }
}

/// `m[i, j := v]` on curried arrays: `(store m i (store (select m i) j v))`.
pub fn store(base: &str, indices: &[String], value: &str) -> String {
    match indices.split_first() {
        None => value.to_string(),
        Some((first, rest)) => {
            let inner = store(&format!("(select {base} {first})"), rest, value);
            format!("(store {base} {first} {inner})")
        }
    }
}

fn literal(e: &Expr) -> u32 {
    match &e.kind {
        ExprKind::Int(n) => n.parse().unwrap_or(u32::MAX),
        _ => 0,
    }
}

/// A decimal literal (`1.5`, `2e-3`, `1.5e10`) as an SMT-LIB real term.
pub fn real_literal(text: &str) -> String {
    let (mantissa, exponent) = match text.split_once('e') {
        Some((m, e)) => (m, e.parse::<i64>().unwrap_or(0)),
        None => (text, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = format!("{whole}{fraction}");
    let digits = digits.trim_start_matches('0');
    let digits = if digits.is_empty() { "0" } else { digits };
    let scale = exponent - fraction.len() as i64;
    if scale >= 0 {
        format!("{digits}{}.0", "0".repeat(scale as usize))
    } else {
        format!("(/ {digits}.0 1{}.0)", "0".repeat((-scale) as usize))
    }
}
