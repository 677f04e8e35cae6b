//! What can go wrong in a front end, each with its place in the user's
//! source where there is one.

use crate::clang::ast::Loc;

#[derive(Debug)]
pub enum FrontendError {
    /// A command-line flag the front end rejects or cannot read.
    Usage(String),
    /// Clang, our headers or the machine: the front end cannot start.
    Setup(String),
    /// Clang rejected the file; its own messages.
    Clang(String),
    /// The kernel uses something the front end does not translate.
    Unsupported(Vec<Unsupported>),
    /// The IVL the front end produced does not parse, resolve or
    /// type-check: a bug in the front end, not in the kernel.
    Internal(String),
}

#[derive(Debug, Clone)]
pub struct Unsupported {
    pub at: Option<Loc>,
    pub what: String,
}

impl FrontendError {
    pub fn setup(message: String) -> FrontendError {
        FrontendError::Setup(message)
    }

    /// The error as clang-style lines (`file:line:col: error: ...`).
    pub fn render(&self) -> String {
        match self {
            FrontendError::Usage(m) => format!("error: {m}\n"),
            FrontendError::Setup(m) => format!("error: {m}\n"),
            FrontendError::Clang(m) => m.clone(),
            FrontendError::Internal(m) => format!(
                "error: internal error in the front end (a bug: please report it with the kernel): {m}\n"
            ),
            FrontendError::Unsupported(list) => list
                .iter()
                .map(|u| match &u.at {
                    Some(at) => format!(
                        "{}:{}:{}: error: unsupported: {}\n",
                        at.file, at.line, at.col, u.what
                    ),
                    None => format!("error: unsupported: {}\n", u.what),
                })
                .collect(),
        }
    }
}
