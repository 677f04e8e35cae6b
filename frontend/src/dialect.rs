//! The two source languages: how a file says which it is.

use std::path::Path;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    Cuda,
    OpenCl,
}

impl Dialect {
    /// The dialect of a kernel file, by its extension (`.cu`, `.cl`).
    pub fn of(path: &Path) -> Option<Dialect> {
        match path.extension()?.to_str()? {
            "cu" => Some(Dialect::Cuda),
            "cl" => Some(Dialect::OpenCl),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Dialect::Cuda => "CUDA",
            Dialect::OpenCl => "OpenCL",
        }
    }
}
