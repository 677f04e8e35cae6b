//! The prelude: IVL declarations every kernel program gets (`prelude/`):
//! bit-vector helpers, non-overflowing arithmetic and the thread geometry
//! always; the abstract operator and the float abstraction when the program
//! uses one of their names (their quantified axioms would otherwise weigh on
//! every query).

use std::sync::OnceLock;

use crate::syntax::span::{FileId, SourceFile};

/// The prelude's file id in every source map.
pub const FILE: FileId = FileId(u32::MAX);

pub const NAME: &str = "<prelude>";

/// The parts every kernel program gets, in dependency order.
const ALWAYS: &[&str] = &[
    include_str!("../../prelude/bv.ivl"),
    include_str!("../../prelude/noovfl.ivl"),
    include_str!("../../prelude/geometry.ivl"),
];

/// The parts a kernel program gets when it uses one of their names.
const ON_USE: &[&str] = &[
    include_str!("../../prelude/abstract_op.ivl"),
    include_str!("../../prelude/float.ivl"),
    include_str!("../../prelude/float_bits.ivl"),
];

/// The prelude's whole text: every part, one after the other. Positions in
/// the prelude are positions in this text.
pub fn source() -> &'static str {
    static SOURCE: OnceLock<String> = OnceLock::new();
    SOURCE.get_or_init(|| {
        ALWAYS
            .iter()
            .chain(ON_USE)
            .copied()
            .collect::<Vec<_>>()
            .join("\n")
    })
}

/// The byte range of each part in [`source`], with whether it is always
/// included.
pub fn parts() -> Vec<(std::ops::Range<usize>, bool)> {
    let mut start = 0;
    ALWAYS
        .iter()
        .map(|p| (p, true))
        .chain(ON_USE.iter().map(|p| (p, false)))
        .map(|(p, always)| {
            let range = start..start + p.len();
            start = range.end + 1;
            (range, always)
        })
        .collect()
}

/// The prelude as a source file, for rendering positions in it.
pub fn file() -> &'static SourceFile {
    static FILE: OnceLock<SourceFile> = OnceLock::new();
    FILE.get_or_init(|| SourceFile::new(NAME, source()))
}
