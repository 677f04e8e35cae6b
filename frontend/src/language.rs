//! What a dialect's front end (`frontend-cuda/`, `frontend-opencl/`) gives
//! the reading and lowering they share: its headers, its Clang command
//! line, its own flags, and what it makes of Clang's errors.

use crate::clang::ast::Node;
use crate::config::Config;
use crate::dialect::Dialect;
use crate::error::FrontendError;

/// A header kernels see: its name under the include folder, and its text.
pub type Header = (&'static str, &'static str);

/// The annotation API (`__requires`, `__invariant`, ...), the same in
/// both dialects: each dialect's prefix header includes it.
pub const ANNOTATIONS_HEADER: Header = (
    "ivl_annotations.h",
    include_str!("../include/ivl_annotations.h"),
);

pub trait Language: Sync {
    /// The dialect whose C the lowering reads.
    fn dialect(&self) -> Dialect;

    /// The dialect's headers, written by us and part of the binary
    /// ([`ANNOTATIONS_HEADER`] joins them).
    fn headers(&self) -> &'static [Header];

    /// The header Clang reads before the kernel file.
    fn prefix_header(&self) -> &'static str;

    /// Whether the prefix header is precompiled once in the user's cache
    /// (worth it for a large header).
    fn precompiles_prefix(&self) -> bool {
        false
    }

    /// Clang's language, target and standard options under `config`.
    fn clang_language(&self, config: &Config) -> Vec<String>;

    /// The configuration before any flag is read.
    fn default_config(&self) -> Config;

    /// Reads `flag` (with `value`, after `=`) into `config` when it is
    /// one of this dialect's own flags, or refuses it when it belongs to
    /// another dialect; `None` for the flags both dialects share.
    fn flag(
        &self,
        flag: &str,
        value: Option<&str>,
        config: &mut Config,
    ) -> Option<Result<(), FrontendError>>;

    /// Completes `config` once every flag is read.
    fn finish_config(&self, _config: &mut Config) -> Result<(), FrontendError> {
        Ok(())
    }

    /// Whether Clang stopped at its limit on errors where every error
    /// matters (`skip_errors` needs them all): Clang is run again without
    /// the limit.
    fn wants_every_error(&self, _stderr: &str) -> bool {
        false
    }

    /// Clang reported the errors `stderr` for the file whose AST is
    /// `unit`: a warning that says what was skipped when no kernel needs
    /// the code in error, else `None` and the errors stand.
    fn skip_errors(&self, _unit: &Node, _stderr: &str) -> Option<String> {
        None
    }
}
