//! The two source languages, whose C the lowering reads with their own
//! meanings (address spaces, vector operators, integer sizes).

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    Cuda,
    OpenCl,
}

impl Dialect {
    pub fn name(self) -> &'static str {
        match self {
            Dialect::Cuda => "CUDA",
            Dialect::OpenCl => "OpenCL",
        }
    }

    /// The name in file and folder names.
    pub fn tag(self) -> &'static str {
        match self {
            Dialect::Cuda => "cuda",
            Dialect::OpenCl => "opencl",
        }
    }
}
