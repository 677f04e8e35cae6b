//! Run-time values: Booleans, integers (128-bit, overflow is an interpreter
//! limit), rationals, bit-vectors of up to 128 bits, values of
//! uninterpreted types, and maps (a default plus explicit entries, shared
//! and copied on write).

use std::cell::RefCell;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

use super::program::CExpr;
use super::real::Rational;
use super::rng::{mix, FastHasher, FastMap, FastSet};

/// The widest bit-vector the interpreter represents.
pub const MAX_WIDTH: u32 = 128;

#[derive(Clone, Debug)]
pub enum Value {
    Bool(bool),
    Int(i128),
    Real(Rational),
    Bv {
        width: u32,
        bits: u128,
    },
    /// A value of an uninterpreted type (`ty` indexes the program's types).
    Opaque {
        ty: u32,
        id: u64,
    },
    Map(Rc<MapVal>),
}

/// The bits of a `width`-bit vector.
pub fn mask(width: u32) -> u128 {
    if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    }
}

/// A bit-vector's bits read as a two's-complement number.
pub fn signed(bits: u128, width: u32) -> i128 {
    if width == 0 {
        return 0;
    }
    let shift = 128 - width;
    ((bits << shift) as i128) >> shift
}

impl Value {
    pub fn bv(width: u32, bits: u128) -> Value {
        Value::Bv {
            width,
            bits: bits & mask(width),
        }
    }

    pub fn as_bool(&self) -> bool {
        matches!(self, Value::Bool(true))
    }

    /// The bits of a bit-vector (0 for anything else; the checker has
    /// made sure only bit-vectors reach the callers).
    pub fn bits(&self) -> u128 {
        match self {
            Value::Bv { bits, .. } => *bits,
            _ => 0,
        }
    }
}

impl PartialEq for Value {
    /// Equality of scalars; maps are equal here only when they are the same
    /// map (extensional equality is [`values_equal`]).
    fn eq(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Bool(a), Value::Bool(b)) => a == b,
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::Real(a), Value::Real(b)) => a == b,
            (Value::Bv { bits: a, .. }, Value::Bv { bits: b, .. }) => a == b,
            (Value::Opaque { ty: s, id: a }, Value::Opaque { ty: t, id: b }) => s == t && a == b,
            (Value::Map(a), Value::Map(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

impl Eq for Value {}

impl Hash for Value {
    fn hash<H: Hasher>(&self, h: &mut H) {
        match self {
            Value::Bool(b) => b.hash(h),
            Value::Int(i) => i.hash(h),
            Value::Real(r) => r.hash(h),
            Value::Bv { bits, .. } => bits.hash(h),
            Value::Opaque { id, .. } => id.hash(h),
            Value::Map(_) => 0u8.hash(h),
        }
    }
}

/// Extensional equality; `None` when it cannot be decided (a map defined
/// by a lambda expression against another map).
pub fn values_equal(a: &Value, b: &Value) -> Option<bool> {
    match (a, b) {
        (Value::Map(x), Value::Map(y)) => {
            if Rc::ptr_eq(x, y) {
                return Some(true);
            }
            let defaults = match (&x.default, &y.default) {
                (MapDefault::Const(p), MapDefault::Const(q)) => values_equal(p, q)?,
                (MapDefault::Random(g, s), MapDefault::Random(h, t)) => Rc::ptr_eq(g, h) && s == t,
                (MapDefault::Lambda(_), _) | (_, MapDefault::Lambda(_)) => return None,
                _ => false,
            };
            if !defaults {
                return Some(false);
            }
            for key in x.entries.keys().chain(y.entries.keys()) {
                if !values_equal(&x.get(key)?, &y.get(key)?)? {
                    return Some(false);
                }
            }
            Some(true)
        }
        _ => Some(a == b),
    }
}

/// A map's index: one value, or several for a map of several arguments.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    One(Value),
    Many(Box<[Value]>),
}

impl Key {
    pub fn values(&self) -> &[Value] {
        match self {
            Key::One(v) => std::slice::from_ref(v),
            Key::Many(vs) => vs,
        }
    }

    fn hash64(&self) -> u64 {
        let mut h = FastHasher::default();
        self.hash(&mut h);
        h.finish()
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, v) in self.values().iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{v}")?;
        }
        Ok(())
    }
}

#[derive(Clone, Debug)]
pub struct MapVal {
    pub default: MapDefault,
    pub entries: FastMap<Key, Value>,
}

/// The value of every element that has no entry.
#[derive(Clone, Debug)]
pub enum MapDefault {
    Const(Value),
    /// Arbitrary contents: the element at `k` is `gen` applied to a hash
    /// of the seed and `k`.
    Random(Rc<Gen>, u64),
    /// `(lambda xs :: body)`, with the enclosing bound values it captured.
    Lambda(Rc<Lambda>),
    /// Arbitrary contents whose elements read are noted: a replay asks the
    /// solver's model for them and runs again.
    Recorded(Rc<Recorded>),
}

#[derive(Debug)]
pub struct Recorded {
    pub gen: Rc<Gen>,
    pub seed: u64,
    pub reads: RefCell<FastSet<Key>>,
}

#[derive(Debug)]
pub struct Lambda {
    pub body: Rc<CExpr>,
    pub captured: Vec<Value>,
}

impl MapVal {
    pub fn constant(default: Value) -> MapVal {
        MapVal {
            default: MapDefault::Const(default),
            entries: FastMap::default(),
        }
    }

    /// The element at `key`; `None` only for a lambda's element, which the
    /// evaluator computes.
    pub fn get(&self, key: &Key) -> Option<Value> {
        if let Some(v) = self.entries.get(key) {
            return Some(v.clone());
        }
        match &self.default {
            MapDefault::Const(v) => Some(v.clone()),
            MapDefault::Random(gen, seed) => Some(gen.value(mix(*seed, key.hash64()))),
            MapDefault::Lambda(_) => None,
            MapDefault::Recorded(r) => {
                r.reads.borrow_mut().insert(key.clone());
                Some(r.gen.value(mix(r.seed, key.hash64())))
            }
        }
    }
}

/// How to make an arbitrary value of a type from 64 random bits: `bits`
/// bounds the magnitude of numbers (small values make loops terminate and
/// indices meet; each input gets its own bound).
#[derive(Debug, PartialEq, Eq)]
pub enum Gen {
    Bool,
    Int {
        bits: u32,
    },
    Real {
        bits: u32,
    },
    Bv {
        width: u32,
        bits: u32,
        spread: Spread,
    },
    Opaque {
        ty: u32,
        bits: u32,
    },
    Map(Rc<Gen>),
}

/// How bit-vectors spread over their range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spread {
    /// Below `2^bits`.
    Small,
    /// Also, an eighth at the edges (0, 1, all ones, the signed extremes)
    /// and a quarter of the rest negative as signed numbers.
    Mixed,
    /// Every value alike (for uninterpreted functions).
    Uniform,
}

impl Gen {
    pub fn value(&self, h: u64) -> Value {
        let small = |bits: u32| (h >> 1) & (mask(bits.min(62)) as u64);
        match self {
            Gen::Bool => Value::Bool(h & 1 == 1),
            Gen::Int { bits } => {
                let n = small(*bits) as i128;
                Value::Int(if h & 7 == 0 { -n } else { n })
            }
            Gen::Real { bits } => Value::Real(
                Rational::new(small(*bits) as i128, 1 + (h >> 60) as i128)
                    .unwrap_or(Rational::int(0)),
            ),
            Gen::Bv {
                width,
                bits,
                spread,
            } => {
                let wide = u128::from(h >> 1) | (u128::from(mix(h, 1)) << 63);
                let small = wide & mask(*bits.min(width));
                let top = 1u128 << width.saturating_sub(1);
                let bits = match (spread, h & 3, (h >> 2) & 7) {
                    (Spread::Uniform, ..) => wide,
                    (Spread::Small, ..) => small,
                    (Spread::Mixed, _, 0) => [0, 1, u128::MAX, top - 1, top][(h >> 5) as usize % 5],
                    (Spread::Mixed, 0, _) => small.wrapping_neg(),
                    (Spread::Mixed, ..) => small,
                };
                Value::bv(*width, bits)
            }
            Gen::Opaque { ty, bits } => Value::Opaque {
                ty: *ty,
                id: h & (mask((*bits).min(64)) as u64),
            },
            Gen::Map(elem) => Value::Map(Rc::new(MapVal {
                default: MapDefault::Random(elem.clone(), h),
                entries: FastMap::default(),
            })),
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int(i) => write!(f, "{i}"),
            Value::Real(r) => write!(f, "{r}"),
            Value::Bv { bits, .. } => write!(f, "{bits}"),
            Value::Opaque { id, .. } => write!(f, "#{id}"),
            Value::Map(m) => {
                f.write_str("[")?;
                let mut entries: Vec<_> = m.entries.iter().collect();
                entries.sort_by_key(|(k, _)| k.to_string());
                for (i, (k, v)) in entries.iter().take(8).enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{k} := {v}")?;
                }
                if entries.len() > 8 {
                    f.write_str(", ...")?;
                }
                match &m.default {
                    MapDefault::Const(v) => write!(f, "; else {v}]"),
                    MapDefault::Random(..) | MapDefault::Recorded(_) => {
                        f.write_str("; else arbitrary]")
                    }
                    MapDefault::Lambda(_) => f.write_str("; else lambda]"),
                }
            }
        }
    }
}
