//! Semantic types: what the checker computes for every expression, with
//! type synonyms expanded.

use std::fmt;
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Bool,
    Int,
    Real,
    Bv(u32),
    Map(Arc<MapTy>),
    /// An uninterpreted type, by its declared name.
    Named(Arc<str>),
    /// The type of an expression already reported as wrong; it agrees with
    /// every type, so one mistake gives one message.
    Error,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MapTy {
    pub args: Vec<Ty>,
    pub result: Ty,
}

impl Ty {
    pub fn map(args: Vec<Ty>, result: Ty) -> Ty {
        Ty::Map(Arc::new(MapTy { args, result }))
    }

    /// Equality where [`Ty::Error`] agrees with everything.
    pub fn agrees(&self, other: &Ty) -> bool {
        match (self, other) {
            (Ty::Error, _) | (_, Ty::Error) => true,
            (Ty::Map(a), Ty::Map(b)) => {
                a.args.len() == b.args.len()
                    && a.args.iter().zip(&b.args).all(|(x, y)| x.agrees(y))
                    && a.result.agrees(&b.result)
            }
            _ => self == other,
        }
    }

    pub fn is_error(&self) -> bool {
        matches!(self, Ty::Error)
    }

    pub fn is_numeric(&self) -> bool {
        matches!(self, Ty::Int | Ty::Real | Ty::Error)
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Bool => f.write_str("bool"),
            Ty::Int => f.write_str("int"),
            Ty::Real => f.write_str("real"),
            Ty::Bv(w) => write!(f, "bv{w}"),
            Ty::Map(m) => {
                f.write_str("[")?;
                for (i, a) in m.args.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                write!(f, "]{}", m.result)
            }
            Ty::Named(n) => f.write_str(n),
            Ty::Error => f.write_str("?"),
        }
    }
}
