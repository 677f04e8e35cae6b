//! Which arrays' races are checked (`Options::race_checked`): every written array by default, or
//! only those `--race-arrays` names (none under `--no-race-checks`, as
//! GPUVerify's `--only-divergence` and `--only-log`). The reduction's
//! view of memory rests on race freedom (a thread reads what the pair
//! wrote), so races left unchecked are assumed absent, and a verdict
//! reached so says it, through an `{:assumption}` axiom.

use super::names::Names;
use super::options::Options;
use crate::diagnostics::{Diagnostic, Phase};
use crate::syntax::ast::*;
use crate::syntax::build::assumption_axiom;
use crate::syntax::span::Span;

/// An error for a named array the program does not have, else the axiom
/// saying which races the verdict leaves out (none when all are checked).
pub fn note(
    program: &Program,
    program_names: &Names,
    options: &Options,
) -> Result<Option<Decl>, Diagnostic> {
    let Some(only) = &options.race_arrays else {
        return Ok(None);
    };
    let arrays: Vec<&String> = program_names
        .shared
        .keys()
        .chain(program_names.global.keys())
        .collect();
    let missing = only
        .iter()
        .find(|name| !arrays.iter().any(|a| super::options::names(name, a)));
    if let Some(missing) = missing {
        let mut arrays = arrays;
        arrays.sort();
        let known = if arrays.is_empty() {
            "it has none".to_string()
        } else {
            let list: Vec<&str> = arrays.iter().map(|a| a.as_str()).collect();
            format!("its arrays are {}", list.join(", "))
        };
        let kernel = program
            .decls
            .iter()
            .find(|d| matches!(&d.kind, DeclKind::Procedure(p) if p.kernel))
            .map_or(Span::default(), |d| d.span);
        return Err(Diagnostic::error(
            Phase::Program,
            kernel,
            format!(
                "races are to be checked on `{missing}`, which is not a shared or global array \
                 of this program ({known})"
            ),
        )
        .with_label("the kernel checked")
        .with_help("name arrays as the program declares them (`--race-arrays=A,B`)"));
    }
    let text = if only.is_empty() {
        "assuming the kernel has no data races (races are not checked; a race would also \
         make the values the other checks see unreliable)"
            .to_string()
    } else {
        let list: Vec<&str> = only.iter().map(String::as_str).collect();
        format!(
            "assuming no data races on arrays other than {} (races on them are not checked; \
             a race would also make the values the other checks see unreliable)",
            list.join(", ")
        )
    };
    Ok(Some(assumption_axiom(text)))
}
