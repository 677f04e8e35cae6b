//! The prelude: IVL declarations every kernel program gets (`prelude/`):
//! bit-vector helpers, non-overflowing arithmetic and the thread geometry.

use std::sync::OnceLock;

use crate::syntax::span::{FileId, SourceFile};

/// The prelude's file id in every source map.
pub const FILE: FileId = FileId(u32::MAX);

pub const NAME: &str = "<prelude>";

/// The prelude's text: the files of `prelude/`, in dependency order.
pub const SOURCE: &str = concat!(
    include_str!("../../prelude/bv.ivl"),
    "\n",
    include_str!("../../prelude/noovfl.ivl"),
    "\n",
    include_str!("../../prelude/geometry.ivl"),
);

/// The prelude as a source file, for rendering positions in it.
pub fn file() -> &'static SourceFile {
    static FILE: OnceLock<SourceFile> = OnceLock::new();
    FILE.get_or_init(|| SourceFile::new(NAME, SOURCE))
}
