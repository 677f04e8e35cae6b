//! The byte layout of C types: sizes, alignments and field offsets, for
//! memory seen byte by byte (spec/frontend.md, "Memory seen as another
//! type") and for `sizeof`.
//!
//! Scalars and pointers are aligned to their size. A struct lays out its
//! fields in order, each at the next offset its alignment allows, and its
//! size is rounded up to its largest alignment. OpenCL's vectors are
//! aligned to their size (a 3-lane vector takes 4 lanes); CUDA's vector
//! structs carry the alignments of CUDA's `vector_types.h` (`float2` 8,
//! `float4` 16); a struct declared `__align__(n)` has at least that
//! alignment. Structs whose layout this does not give are refused by name
//! (alignment.rs): those with a base class (a base's tail padding and
//! virtual tables depend on the ABI) and those with packing, or alignment
//! attributes on a field or a typedef a field's type names. An empty struct
//! takes one byte in C++ and none in C (GNU C's rule).

use super::translator::{unsupported, Result, Translator};
use crate::clang::ast::Loc;
use crate::ctype::{describe, vector_lanes, CType};
use crate::Dialect;

/// The lane types of CUDA's vector structs (`float` for `float4`).
const CUDA_VECTOR_LANES: &[&str] = &[
    "char",
    "uchar",
    "short",
    "ushort",
    "int",
    "uint",
    "float",
    "long",
    "ulong",
    "longlong",
    "ulonglong",
    "double",
];

/// The lane count of CUDA's vector struct `name` (`int2`), if it is one.
fn cuda_vector_lanes(name: &str) -> Option<u64> {
    let (lane, n) = name.split_at(name.len().checked_sub(1)?);
    let n: u64 = n.parse().ok()?;
    (CUDA_VECTOR_LANES.contains(&lane) && (1..=4).contains(&n)).then_some(n)
}

/// The size and alignment of a CUDA vector of `n` lanes of `lane` bytes.
fn cuda_vector(lane: u64, n: u64) -> (u64, u64) {
    let align = match n {
        2 | 4 => (lane * n).min(16),
        _ => lane,
    };
    (lane * n, align)
}

impl Translator<'_> {
    /// The size of `ty` in bytes and its alignment, where known.
    pub fn layout(&self, ty: &CType) -> Option<(u64, u64)> {
        match ty {
            CType::Bool => Some((1, 1)),
            CType::Int { .. } | CType::Float(_) => {
                let s = u64::from(crate::ctype::bits_of(ty)) / 8;
                Some((s, s))
            }
            CType::Pointer(..) => {
                let s = u64::from(self.types.pointer_bits) / 8;
                Some((s, s))
            }
            CType::Array(e, Some(n)) => {
                let (s, a) = self.layout(e)?;
                Some((s * n, a))
            }
            CType::Record(name) => self.record_layout(name),
            _ => None,
        }
    }

    pub fn size_of(&self, ty: &CType) -> Option<u64> {
        self.layout(ty).map(|(s, _)| s)
    }

    fn record_layout(&self, name: &str) -> Option<(u64, u64)> {
        if let Some((lane, n)) = vector_lanes(name) {
            let (s, _) = self.layout(&lane)?;
            let size = s * u64::from(if n == 3 { 4 } else { n });
            return Some((size, size));
        }
        if self.dialect == Dialect::Cuda {
            if let Some(n) = cuda_vector_lanes(name) {
                let (_, lane) = self.record_fields(name)?.into_iter().next()?;
                return Some(cuda_vector(self.size_of(&lane)?, n));
            }
        }
        if self.layout_unknown.contains_key(name) {
            return None;
        }
        let fields = self.record_fields(name)?;
        // An empty struct takes a byte in C++ (none in GNU C).
        if fields.is_empty() && self.dialect == Dialect::Cuda {
            return Some((1, 1));
        }
        let declared = self.declared_alignments.get(name).copied().unwrap_or(1);
        let union = self.unions.contains(name);
        let (mut size, mut align) = (0u64, declared);
        for (_, t) in &fields {
            let (s, a) = self.layout(t)?;
            size = if union {
                size.max(s)
            } else {
                size.next_multiple_of(a) + s
            };
            align = align.max(a);
        }
        Some((size.next_multiple_of(align), align))
    }

    /// The offset of field `field` in struct `record`, with its type.
    pub fn field_offset(&self, record: &str, field: &str) -> Option<(u64, CType)> {
        self.record_layout(record)?;
        let union = self.unions.contains(record);
        let mut offset = 0u64;
        for (f, t) in self.record_fields(record)? {
            let (s, a) = self.layout(&t)?;
            offset = offset.next_multiple_of(a);
            if f == field {
                return Some((offset, t));
            }
            if !union {
                offset += s;
            }
        }
        None
    }

    /// The offset of the leaf at `path` in struct `record`: fields by
    /// name, array elements by index (`a.3.b`).
    pub fn path_offset(&self, record: &str, path: &str) -> Option<u64> {
        let mut offset = 0;
        let mut ty = CType::Record(record.to_string());
        for step in path.split('.') {
            let (off, inner) = match &ty {
                CType::Record(r) => self.field_offset(r, step)?,
                CType::Array(elem, _) => (
                    step.parse::<u64>().ok()? * self.size_of(elem)?,
                    (**elem).clone(),
                ),
                _ => return None,
            };
            offset += off;
            ty = inner;
        }
        Some(offset)
    }

    /// `field_offset`, or an error saying why it is not known.
    pub fn field_offset_or_error(
        &self,
        record: &str,
        field: &str,
        at: Option<&Loc>,
    ) -> Result<(u64, CType)> {
        match self.field_offset(record, field) {
            Some(found) => Ok(found),
            None => {
                self.layout_or_error(&CType::Record(record.to_string()), at)?;
                unsupported(at, format!("the member `{field}` of struct {record}"))
            }
        }
    }

    /// `path_offset`, or an error saying why it is not known.
    pub fn path_offset_or_error(&self, record: &str, path: &str, at: Option<&Loc>) -> Result<u64> {
        match self.path_offset(record, path) {
            Some(offset) => Ok(offset),
            None => {
                self.layout_or_error(&CType::Record(record.to_string()), at)?;
                unsupported(at, format!("the field `{path}` of struct {record}"))
            }
        }
    }

    /// `layout`, or an error saying why it is not known.
    pub fn layout_or_error(&self, ty: &CType, at: Option<&Loc>) -> Result<(u64, u64)> {
        match self.layout(ty) {
            Some(l) => Ok(l),
            None => {
                let why = match ty {
                    CType::Record(name) => self
                        .layout_unknown
                        .get(name)
                        .map(|w| format!(" ({w})"))
                        .unwrap_or_default(),
                    _ => String::new(),
                };
                unsupported(at, format!("the memory layout of {}{why}", describe(ty)))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{cuda_vector, cuda_vector_lanes};
    use crate::config::Config;
    use crate::ctype::{vector_name, CType, Space};
    use crate::lower::translator::Translator;
    use crate::Dialect;

    #[test]
    fn structs_are_laid_out_as_c_does() {
        let config = Config {
            pointer_64: true,
            ..Config::default()
        };
        let mut t = Translator::new(Dialect::OpenCl, &config);
        let fields = |list: &[(&str, CType)]| {
            list.iter()
                .map(|(f, ty)| (f.to_string(), ty.clone()))
                .collect::<Vec<_>>()
        };
        let pointer = CType::Pointer(Box::new(CType::int(32, true)), Space::Global);
        t.records.insert(
            "S".into(),
            fields(&[
                ("c", CType::int(8, true)),
                ("d", CType::Float(crate::ctype::FloatFormat::Double)),
                ("s", CType::int(16, false)),
            ]),
        );
        t.records.insert(
            "T".into(),
            fields(&[
                ("c", CType::int(8, true)),
                (
                    "v",
                    CType::Record(vector_name(
                        &CType::Float(crate::ctype::FloatFormat::Single),
                        3,
                    )),
                ),
                ("p", pointer.clone()),
                ("s", CType::Record("S".into())),
            ]),
        );
        assert_eq!(t.layout(&pointer), Some((8, 8)));
        assert_eq!(t.layout(&CType::Record("S".into())), Some((24, 8)));
        assert_eq!(t.field_offset("S", "s").map(|(o, _)| o), Some(16));
        assert_eq!(t.field_offset("T", "v").map(|(o, _)| o), Some(16));
        assert_eq!(t.path_offset("T", "s.s"), Some(40 + 16));
        assert_eq!(t.layout(&CType::Record("T".into())), Some((64, 16)));
        t.layout_unknown.insert("S".into(), "it has a base class");
        assert_eq!(t.layout(&CType::Record("T".into())), None);
    }

    #[test]
    fn cuda_vectors_have_cuda_alignments() {
        assert_eq!(cuda_vector(4, 4), (16, 16));
        assert_eq!(cuda_vector(4, 3), (12, 4));
        assert_eq!(cuda_vector(8, 2), (16, 16));
        assert_eq!(cuda_vector(8, 4), (32, 16));
        assert_eq!(cuda_vector(1, 2), (2, 2));
        assert_eq!(cuda_vector(2, 4), (8, 8));
        assert_eq!(cuda_vector_lanes("ulonglong3"), Some(3));
        assert_eq!(cuda_vector_lanes("float5"), None);
        assert_eq!(cuda_vector_lanes("S4"), None);
        assert_eq!(cuda_vector_lanes("4"), None);
    }
}
