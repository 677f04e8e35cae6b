//! What an lvalue denotes (a variable, an element of a memory object, a
//! struct, a pointer variable): the types; `place` finds them.

use ivl::syntax::ast::Expr;

use super::value::{ObjId, Val};
use crate::ctype::CType;

/// What an lvalue denotes.
#[derive(Clone, Debug)]
pub enum Place {
    /// Element `index` of whichever of `objs` the base (an index into
    /// `objs`) names: a pointer that may reach several arrays, or null.
    /// With objects kept byte by byte, `index` counts bytes and `view` is
    /// the scalar type read there.
    Multi {
        base: Expr,
        index: Expr,
        objs: Vec<ObjId>,
        view: Option<CType>,
    },
    Scalar {
        name: String,
        ty: CType,
    },
    /// An element of a memory object.
    Elem {
        obj: ObjId,
        index: Expr,
    },
    /// A scalar of type `ty` at byte `offset` of an object kept byte by
    /// byte.
    Bytes {
        obj: ObjId,
        offset: Expr,
        ty: CType,
    },
    /// An array (a whole array variable, or a row of one): it decays to a
    /// pointer to its first element.
    Array {
        obj: ObjId,
        offset: Expr,
    },
    /// A pointer variable (its declaration id).
    Pointer {
        id: String,
    },
    /// An array that is a field of a struct held in locals (`s.a`,
    /// `s.m[i]`): all its scalar elements in C's row-major order (one
    /// local each), from element `offset`, seen as `ty`. With `ty` a
    /// scalar, the one element at `offset`.
    Elements {
        elems: Vec<Place>,
        offset: Expr,
        ty: CType,
    },
    /// Several lanes of a vector (`v.wy`), each a place of its own, in
    /// the order written.
    Lanes(Vec<Place>),
    /// A read-only value, such as `threadIdx.x`.
    Value(Val),
    /// A struct (or a struct field that is a struct): `path` from the
    /// variable or element to it (empty for the whole struct).
    Record {
        base: RecordBase,
        record: String,
        path: String,
    },
}

/// Where a struct lives.
#[derive(Clone, Debug)]
pub enum RecordBase {
    /// Element `index` of an array of structs; in an object kept byte by
    /// byte, the struct at byte `index` (and the path is empty).
    Mem { obj: ObjId, index: Expr },
    /// A variable: a local per scalar field, `prefix.path`.
    Local { prefix: String },
    /// Element `index` of whichever of `objs` (arrays of structs) `base`
    /// names, as in [`Place::Multi`]; objects kept byte by byte: the struct
    /// at byte `index` (and the path is empty).
    Multi {
        base: Expr,
        index: Expr,
        objs: Vec<ObjId>,
    },
}
