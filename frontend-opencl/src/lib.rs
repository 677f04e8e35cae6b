//! The OpenCL front end (spec/frontend.md): our header (`include/`: the
//! annotation API; the OpenCL C builtins are Clang's own, declared as a
//! kernel uses them), GPUVerify's OpenCL flags and Clang's OpenCL command
//! line. Reading Clang's AST and lowering it to kernel IVL is
//! `ivl-frontend`'s. An OpenCL file has no host code: every error Clang
//! reports stands.

use std::path::Path;

use ivl_frontend::config::{groups_of, offsets, sizes, value_of};
use ivl_frontend::{Config, Dialect, FrontendError, Header, Language, Translated};

/// The OpenCL dialect, as the shared front end sees it.
pub struct OpenCl;

/// Translates the OpenCL file at `path` under GPUVerify's flags `args`.
pub fn translate_file(path: &Path, args: &[String]) -> Result<Translated, FrontendError> {
    ivl_frontend::translate_file(path, args, &OpenCl)
}

const HEADERS: &[Header] = &[("opencl.h", include_str!("../include/opencl.h"))];

/// The OpenCL C versions `--cl-std` takes.
const VERSIONS: [&str; 4] = ["CL1.2", "CL2.0", "CL1.1", "CL1.0"];

impl Language for OpenCl {
    fn dialect(&self) -> Dialect {
        Dialect::OpenCl
    }

    fn headers(&self) -> &'static [Header] {
        HEADERS
    }

    fn prefix_header(&self) -> &'static str {
        "opencl.h"
    }

    /// `spir` (32-bit pointers) or `spir64`; Clang's own builtins,
    /// declared as the kernel uses them, and the types and macros of its
    /// opencl-c-base.h.
    fn clang_language(&self, config: &Config) -> Vec<String> {
        vec![
            "-x".into(),
            "cl".into(),
            format!("-cl-std={}", config.cl_std),
            "-target".into(),
            if config.pointer_64 { "spir64" } else { "spir" }.into(),
            "-cl-no-stdinc".into(),
            "-Xclang".into(),
            "-fdeclare-opencl-builtins".into(),
            "-Xclang".into(),
            "-finclude-default-header".into(),
        ]
    }

    /// OpenCL C 1.2 and 32-bit pointers, GPUVerify's defaults.
    fn default_config(&self) -> Config {
        Config {
            cl_std: "CL1.2".into(),
            pointer_64: false,
            ..Config::default()
        }
    }

    fn flag(
        &self,
        flag: &str,
        value: Option<&str>,
        config: &mut Config,
    ) -> Option<Result<(), FrontendError>> {
        let dims = || value_of(flag, value).and_then(|v| sizes(flag, &v));
        Some(match flag {
            "--local_size" => dims().map(|s| config.group_size = Some(s)),
            "--num_groups" => dims().map(|s| config.num_groups = Some(s)),
            "--global_size" => dims().map(|s| config.global_size = Some(s)),
            "--global_offset" => value_of(flag, value)
                .and_then(|v| offsets(&v))
                .map(|o| config.global_offset = o),
            "--cl-std" => value_of(flag, value).and_then(|v| {
                if !VERSIONS.contains(&v.as_str()) {
                    return Err(FrontendError::Usage(format!(
                        "--cl-std={v}: the OpenCL C versions are CL1.0, CL1.1, CL1.2 and CL2.0"
                    )));
                }
                config.cl_std = v;
                Ok(())
            }),
            "--blockDim" | "--gridDim" => Err(FrontendError::Usage(format!(
                "{flag} is for CUDA kernels; an OpenCL kernel takes --local_size, --num_groups or --global_size"
            ))),
            _ => return None,
        })
    }

    /// A global size gives the number of groups: global over local, in
    /// each dimension.
    fn finish_config(&self, config: &mut Config) -> Result<(), FrontendError> {
        let Some(global) = &config.global_size else {
            return Ok(());
        };
        if config.num_groups.is_some() {
            return Err(FrontendError::Usage(
                "--global_size and --num_groups cannot both be given".into(),
            ));
        }
        let local = config
            .group_size
            .clone()
            .ok_or_else(|| FrontendError::Usage("--global_size needs --local_size".into()))?;
        config.num_groups = Some(groups_of(global, &local)?);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Config, FrontendError> {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        Config::parse(&args, &OpenCl)
    }

    fn refusal(args: &[&str]) -> String {
        match parse(args) {
            Err(FrontendError::Usage(m)) => m,
            other => panic!("{args:?} was not refused as usage: {:?}", other.is_ok()),
        }
    }

    #[test]
    fn pointers_have_32_bits_unless_64_are_asked() {
        assert_eq!(parse(&[]).unwrap().pointer_bits(), 32);
        assert_eq!(
            parse(&["--pointer-bitwidth=64"]).unwrap().pointer_bits(),
            64
        );
    }

    #[test]
    fn a_global_size_gives_the_number_of_groups() {
        let c = parse(&["--local_size=[16,4]", "--global_size=[64,8]"]).unwrap();
        assert_eq!(c.num_groups, Some(vec![Some(4), Some(2)]));
        assert!(refusal(&["--local_size=16", "--global_size=40"]).contains("not a multiple"));
        assert!(refusal(&["--global_size=64"]).contains("needs --local_size"));
        assert!(
            refusal(&["--local_size=16", "--global_size=64", "--num_groups=4"])
                .contains("cannot both be given")
        );
    }

    #[test]
    fn cudas_flags_are_refused_and_versions_checked() {
        assert!(refusal(&["--blockDim=64"]).contains("an OpenCL kernel takes --local_size"));
        assert!(refusal(&["--cl-std=CL3.0"]).contains("the OpenCL C versions are"));
        assert_eq!(parse(&["--cl-std=CL2.0"]).unwrap().cl_std, "CL2.0");
    }
}
