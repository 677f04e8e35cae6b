//! Printing expressions and types with the fewest parentheses that keep the
//! tree: the printed text parses back to the same AST.

use crate::syntax::ast::*;
use crate::syntax::lexer::is_keyword;
use crate::syntax::shape::SameShape;

/// Binding strength, loosest first; `Atom` never needs parentheses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Prec {
    Iff,
    Imp,
    Logic,
    Rel,
    Concat,
    Add,
    Mul,
    Pow,
    Unary,
    Post,
    Atom,
}

fn prec(e: &Expr) -> Prec {
    match &e.kind {
        ExprKind::Binary(op, ..) => binary_prec(*op),
        ExprKind::Unary(..) | ExprKind::IfThenElse(..) => Prec::Unary,
        ExprKind::Select(..) | ExprKind::Store(..) | ExprKind::Extract(..) => Prec::Post,
        _ => Prec::Atom,
    }
}

fn binary_prec(op: BinaryOp) -> Prec {
    use BinaryOp::*;
    match op {
        Iff => Prec::Iff,
        Implies | Explies => Prec::Imp,
        And | Or => Prec::Logic,
        Eq | Neq | Lt | Le | Gt | Ge => Prec::Rel,
        Concat => Prec::Concat,
        Add | Sub => Prec::Add,
        Mul | Div | Mod | RealDiv => Prec::Mul,
        Pow => Prec::Pow,
    }
}

/// Whether `child` can stand unparenthesized as the left (`left == true`) or
/// right operand of `op`.
fn operand_fits(op: BinaryOp, child: &Expr, left: bool) -> bool {
    use BinaryOp::*;
    let p = prec(child);
    let child_op = match &child.kind {
        ExprKind::Binary(o, ..) => Some(*o),
        _ => None,
    };
    match (op, left) {
        (Iff, true) => p >= Prec::Iff,
        (Iff, false) => p >= Prec::Imp,
        // `==>` associates to the right, `<==` to the left; they never chain
        // with each other.
        (Implies, true) | (Explies, false) => p >= Prec::Logic,
        (Implies, false) => p >= Prec::Logic || child_op == Some(Implies),
        (Explies, true) => p >= Prec::Logic || child_op == Some(Explies),
        // `&&` and `||` chain to the left, each only with itself.
        (And | Or, true) => p >= Prec::Rel || child_op == Some(op),
        (And | Or, false) => p >= Prec::Rel,
        (Eq | Neq | Lt | Le | Gt | Ge, _) => p >= Prec::Concat,
        (Pow, true) => p >= Prec::Unary,
        (Pow, false) => p >= Prec::Pow,
        // The rest associate to the left.
        (_, true) => p >= binary_prec(op),
        (_, false) => p > binary_prec(op),
    }
}

/// Prints `e` as a whole expression.
pub fn expr_to_string(e: &Expr) -> String {
    let mut out = String::new();
    write_expr_top(&mut out, e);
    out
}

/// Appends `e` as a whole expression (nothing follows it at its level).
pub(super) fn write_expr_top(out: &mut String, e: &Expr) {
    write_expr(out, e, false);
}

/// Appends `e` to `out`. `closed` is true where text follows the expression
/// at the same level, so an `if-then-else` at its right end needs
/// parentheses (its `else` branch would swallow what follows).
fn write_expr(out: &mut String, e: &Expr, closed: bool) {
    match &e.kind {
        ExprKind::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        ExprKind::Int(n) => out.push_str(n),
        ExprKind::Real(r) => out.push_str(r),
        ExprKind::Bv(v, w) => {
            out.push_str(v);
            out.push_str("bv");
            out.push_str(&w.to_string());
        }
        ExprKind::Var(x) => write_ident(out, &x.name),
        ExprKind::Apply(f, args) => {
            write_ident(out, &f.name);
            out.push('(');
            write_list(out, args);
            out.push(')');
        }
        ExprKind::Old(x) => {
            out.push_str("old(");
            write_expr(out, x, false);
            out.push(')');
        }
        ExprKind::Convert(c, x) => {
            out.push_str(match c {
                Conversion::ToInt => "int(",
                Conversion::ToReal => "real(",
            });
            write_expr(out, x, false);
            out.push(')');
        }
        ExprKind::Unary(op, x) => {
            out.push_str(op.symbol());
            write_operand(out, x, prec(x) >= Prec::Unary, closed);
        }
        ExprKind::Binary(op, a, b) => {
            write_operand(out, a, operand_fits(*op, a, true), true);
            out.push(' ');
            out.push_str(op.symbol());
            out.push(' ');
            write_operand(out, b, operand_fits(*op, b, false), closed);
        }
        ExprKind::Select(m, ix) => {
            write_operand(out, m, prec(m) >= Prec::Post, true);
            out.push('[');
            write_list(out, ix);
            out.push(']');
        }
        ExprKind::Store(m, ix, v) => {
            write_operand(out, m, prec(m) >= Prec::Post, true);
            out.push('[');
            write_list(out, ix);
            out.push_str(" := ");
            write_expr(out, v, false);
            out.push(']');
        }
        ExprKind::Extract(m, hi, lo) => {
            write_operand(out, m, prec(m) >= Prec::Post, true);
            out.push('[');
            write_expr(out, hi, false);
            out.push(':');
            write_expr(out, lo, false);
            out.push(']');
        }
        ExprKind::IfThenElse(c, a, b) => {
            if closed {
                out.push('(');
            }
            out.push_str("if ");
            write_expr(out, c, false);
            out.push_str(" then ");
            write_expr(out, a, false);
            out.push_str(" else ");
            write_expr(out, b, false);
            if closed {
                out.push(')');
            }
        }
        ExprKind::Quant(q) => {
            out.push('(');
            out.push_str(match q.kind {
                QuantKind::Forall => "forall ",
                QuantKind::Exists => "exists ",
                QuantKind::Lambda => "lambda ",
            });
            write_typed_idents(out, &q.vars);
            out.push_str(" :: ");
            for a in &q.attrs {
                write_attribute(out, a);
                out.push(' ');
            }
            for t in &q.triggers {
                out.push('{');
                write_list(out, &t.exprs);
                out.push_str("} ");
            }
            write_expr(out, &q.body, false);
            out.push(')');
        }
        ExprKind::Let(names, values, body) => {
            out.push_str("(var ");
            write_names(out, names);
            out.push_str(" := ");
            write_list(out, values);
            out.push_str("; ");
            write_expr(out, body, false);
            out.push(')');
        }
        ExprKind::Error => out.push_str("/* error */ false"),
    }
}

fn write_operand(out: &mut String, e: &Expr, fits: bool, closed: bool) {
    if fits {
        write_expr(out, e, closed);
    } else {
        out.push('(');
        write_expr(out, e, false);
        out.push(')');
    }
}

pub(super) fn write_list(out: &mut String, es: &[Expr]) {
    for (i, e) in es.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_expr(out, e, false);
    }
}

/// A name, with a `\\` in front if it would otherwise read as a keyword.
pub(super) fn write_ident(out: &mut String, name: &str) {
    if is_keyword(name) {
        out.push('\\');
    }
    out.push_str(name);
}

pub(super) fn write_names(out: &mut String, names: &[Ident]) {
    for (i, n) in names.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_ident(out, &n.name);
    }
}

pub fn type_to_string(t: &Type) -> String {
    let mut out = String::new();
    write_type(&mut out, t);
    out
}

pub(super) fn write_type(out: &mut String, t: &Type) {
    match &t.kind {
        TypeKind::Bool => out.push_str("bool"),
        TypeKind::Int => out.push_str("int"),
        TypeKind::Real => out.push_str("real"),
        TypeKind::Bv(w) => {
            out.push_str("bv");
            out.push_str(&w.to_string());
        }
        TypeKind::Map(args, result) => {
            out.push('[');
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_type(out, a);
            }
            out.push(']');
            write_type(out, result);
        }
        TypeKind::Named(n) => write_ident(out, &n.name),
    }
}

pub(super) fn write_attribute(out: &mut String, a: &Attribute) {
    out.push_str("{:");
    write_ident(out, &a.name.name);
    for (i, arg) in a.args.iter().enumerate() {
        out.push_str(if i == 0 { " " } else { ", " });
        match arg {
            AttrArg::Expr(e) => write_expr(out, e, false),
            AttrArg::Str(s, _) => {
                out.push('"');
                out.push_str(s);
                out.push('"');
            }
        }
    }
    out.push('}');
}

/// `x: T where e, y, z: U`: names of the same type, without `where` clauses
/// or attributes of their own, are grouped.
pub(super) fn write_typed_idents(out: &mut String, vars: &[TypedIdent]) {
    let mut i = 0;
    while i < vars.len() {
        if i > 0 {
            out.push_str(", ");
        }
        let v = &vars[i];
        for a in &v.attrs {
            write_attribute(out, a);
            out.push(' ');
        }
        let mut j = i + 1;
        while v.where_clause.is_none()
            && j < vars.len()
            && vars[j].where_clause.is_none()
            && vars[j].attrs.is_empty()
            && v.attrs.is_empty()
            && vars[j].ty.same_shape(&v.ty)
        {
            j += 1;
        }
        for (k, w) in vars[i..j].iter().enumerate() {
            if k > 0 {
                out.push_str(", ");
            }
            write_ident(out, &w.name.name);
        }
        out.push_str(": ");
        write_type(out, &v.ty);
        if let Some(w) = &v.where_clause {
            out.push_str(" where ");
            write_expr(out, w, false);
        }
        i = j;
    }
}
