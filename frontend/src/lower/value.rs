//! C values as IVL expressions, and C's conversions between them.
//!
//! Integers are bit-vectors of their width (`bool` is IVL `bool`), floats
//! the prelude's uninterpreted `float32`/`float64`, and a pointer is an
//! element offset into one memory object known to the front end.

use ivl::syntax::ast::{Expr, ExprKind};
use ivl::syntax::build::*;

use crate::ctype::{CType, FloatFormat};

/// A memory object's index in the translator's table.
pub type ObjId = usize;

#[derive(Clone, Debug)]
pub enum Val {
    Bool(Expr),
    /// A bit-vector with its C signedness.
    Int(Expr, u32, bool),
    Float(Expr, FloatFormat),
    /// `offset` counts the object's elements (after flattening arrays).
    Ptr {
        obj: ObjId,
        offset: Expr,
    },
    /// A pointer into one of `objs`, `base` saying which (its index).
    Multi {
        base: Expr,
        offset: Expr,
        objs: Vec<ObjId>,
    },
    /// A struct: its scalar fields by path.
    Record(Vec<(String, Val)>),
    /// A value with no IVL form (`void`).
    Void,
}

impl Val {
    pub fn int(e: Expr, ty: &CType) -> Val {
        match ty {
            CType::Int { bits, signed } => Val::Int(e, *bits, *signed),
            CType::Bool => Val::Bool(e),
            CType::Float(w) => Val::Float(e, *w),
            CType::FunctionPointer(_) => Val::Int(e, 32, false),
            _ => Val::Int(e, 32, true),
        }
    }

    /// The value as an IVL `bool` (C's "is not zero").
    pub fn truth(self) -> Expr {
        match self {
            Val::Bool(e) => e,
            Val::Int(e, w, _) => simplified_not(eq(e, bv(0, w))),
            Val::Float(e, w) => simplified_not(apply(&format!("{w}_eq"), vec![e, float_zero(w)])),
            Val::Ptr { .. } | Val::Multi { .. } => boolean(true),
            Val::Record(_) | Val::Void => boolean(false),
        }
    }
}

pub fn float_zero(w: FloatFormat) -> Expr {
    apply(&format!("{w}_from_bits"), vec![bv(0, w.bits())])
}

/// The zero of a scalar type: what C gives the elements and fields an
/// initialiser leaves out.
pub fn zero(ty: &CType) -> Val {
    match ty {
        CType::Bool => Val::Bool(boolean(false)),
        CType::Float(w) => Val::Float(float_zero(*w), *w),
        CType::Int { bits, signed } => Val::Int(bv(0, *bits), *bits, *signed),
        CType::FunctionPointer(_) => Val::Int(bv(0, 32), 32, false),
        _ => Val::Int(bv(0, 32), 32, true),
    }
}

/// C's integer conversion of `v` to an integer of `width` bits: truncation
/// keeps the low bits; widening sign-extends a signed source and
/// zero-extends an unsigned one.
pub fn convert_int(v: Val, width: u32, signed: bool) -> Expr {
    match v {
        Val::Bool(e) => if_then_else(e, bv(1, width), bv(0, width)),
        Val::Int(e, w, s) => resize(e, w, s, width),
        Val::Float(e, fw) => {
            let kind = if signed { "s" } else { "u" };
            let at = if width <= 32 { 32 } else { 64 };
            let converted = apply(&format!("{fw}_to_{kind}{at}"), vec![e]);
            resize(converted, at, signed, width)
        }
        Val::Ptr { offset, .. } | Val::Multi { offset, .. } => offset,
        Val::Record(_) | Val::Void => bv(0, width),
    }
}

/// `e`, a `from`-bit value (signed or not), at `to` bits.
pub fn resize(e: Expr, from: u32, signed: bool, to: u32) -> Expr {
    if from == to {
        return e;
    }
    if let ExprKind::Bv(value, _) = &e.kind {
        if let Ok(v) = value.parse::<u128>() {
            let extended = if signed && from < 128 && (v >> (from - 1)) & 1 == 1 {
                v | (u128::MAX << from)
            } else {
                v
            };
            return bv(extended, to);
        }
    }
    if to < from {
        return expr(ExprKind::Extract(
            Box::new(e),
            Box::new(nat_literal(to)),
            Box::new(nat_literal(0)),
        ));
    }
    let kind = if signed { "sext" } else { "zext" };
    if matches!(from, 1 | 8 | 16 | 32 | 64) && matches!(to, 8 | 16 | 32 | 64) {
        apply(&format!("{kind}_{from}_{to}"), vec![e])
    } else if signed {
        // Sign extension at an odd width: the sign bit repeated by an
        // arithmetic shift of the value placed in the high bits.
        let widened = expr(ExprKind::Binary(
            ivl::syntax::ast::BinaryOp::Concat,
            Box::new(e),
            Box::new(bv(0, to - from)),
        ));
        apply(
            &format!("bv{to}_ashr"),
            vec![widened, bv(u128::from(to - from), to)],
        )
    } else {
        expr(ExprKind::Binary(
            ivl::syntax::ast::BinaryOp::Concat,
            Box::new(bv(0, to - from)),
            Box::new(e),
        ))
    }
}

/// The IVL type of a scalar C type. A pointer here is a 32-bit number
/// (the result of a function without a body, which never becomes a
/// pointer); a pointer's offset has [`PointerWidth::ty`], which
/// `Translator::ivl_type` gives.
pub fn ivl_type(ty: &CType) -> Option<ivl::syntax::ast::Type> {
    use ivl::syntax::ast::TypeKind;
    Some(match ty {
        CType::Bool => bool_type(),
        CType::Int { bits, .. } => bv_type(*bits),
        CType::Float(w) => self::ty(TypeKind::Named(ident(&format!("{w}"), NO_SPAN))),
        CType::Pointer(..) | CType::FunctionPointer(_) => bv_type(32),
        _ => return None,
    })
}

/// The width of pointers (`--pointer-bitwidth`), and so of the element
/// offsets that stand for them, of the memory maps' indices and of the
/// index of every access: the one place that knows it.
#[derive(Clone, Copy, Debug)]
pub struct PointerWidth(pub u32);

impl PointerWidth {
    pub fn bits(self) -> u32 {
        self.0
    }

    /// The IVL type of an offset (a map's index).
    pub fn ty(self) -> ivl::syntax::ast::Type {
        bv_type(self.0)
    }

    /// The offset `n`.
    pub fn lit(self, n: u128) -> Expr {
        bv(n, self.0)
    }

    /// The prelude's operation `op` on offsets (`bv64_add`).
    pub fn op(self, op: &str) -> String {
        format!("bv{}_{op}", self.0)
    }

    /// An integer used as an index or added to a pointer, as an offset:
    /// C converts it to the pointer's width (`ptrdiff_t`), extending it by
    /// its signedness. (At 32 bits a 64-bit index keeps its low bits, as
    /// before; at 64 bits no integer is wider.)
    pub fn index(self, v: Val) -> Expr {
        convert_int(v, self.0, true)
    }

    /// `k * n` (a count of elements of `n` scalars each), without
    /// multiplying by one.
    pub fn times(self, k: Expr, n: u64) -> Expr {
        if n == 1 {
            k
        } else {
            apply(&self.op("mul"), vec![k, self.lit(u128::from(n))])
        }
    }

    /// `offset + k`, without adding zero.
    pub fn add(self, offset: Expr, k: Expr) -> Expr {
        let zero = |e: &Expr| matches!(&e.kind, ExprKind::Bv(v, _) if v == "0");
        if zero(&offset) {
            k
        } else if zero(&k) {
            offset
        } else {
            apply(&self.op("add"), vec![offset, k])
        }
    }
}

/// The lanes of a vector value; a scalar stands for all lanes.
pub fn lanes_of(v: Val, count: u32) -> Vec<Val> {
    match v {
        Val::Record(fields) => fields.into_iter().map(|(_, v)| v).collect(),
        scalar => vec![scalar; count as usize],
    }
}

/// A vector value from its lanes.
pub fn vector(lanes: Vec<Val>) -> Val {
    Val::Record(
        lanes
            .into_iter()
            .enumerate()
            .map(|(i, v)| (format!("s{i:x}"), v))
            .collect(),
    )
}
