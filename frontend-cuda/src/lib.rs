//! The CUDA front end (spec/frontend.md): the headers CUDA kernels see
//! (`include/`: the runtime and device APIs, CUB, Thrust, cuRAND, each
//! entry modelled), GPUVerify's CUDA flags, Clang's CUDA command line,
//! and whole programs whose host code is skipped (`host.rs`). Reading
//! Clang's AST and lowering it to kernel IVL is `ivl-frontend`'s.

mod host;

use std::path::Path;

use ivl_frontend::clang::ast::Node;
use ivl_frontend::config::{sizes, value_of};
use ivl_frontend::{Config, Dialect, FrontendError, Header, Language, Translated};

/// The CUDA dialect, as the shared front end sees it.
pub struct Cuda;

/// Translates the CUDA file at `path` under GPUVerify's flags `args`.
pub fn translate_file(path: &Path, args: &[String]) -> Result<Translated, FrontendError> {
    ivl_frontend::translate_file(path, args, &Cuda)
}

/// The headers CUDA kernels see, written by us (`include/`). They are
/// part of the binary.
macro_rules! headers {
    ($($name:literal),* $(,)?) => {
        &[$(($name, include_str!(concat!("../include/", $name)))),*]
    };
}
const HEADERS: &[Header] = headers![
    "cuda.h",
    "cuda_runtime_api.h",
    "cuda_textures.h",
    "cuda_texture_types.h",
    "texture_types.h",
    "texture_fetch_functions.h",
    "cuda_runtime.h",
    "cuda_fp16.h",
    "cuda_bf16.h",
    "cuda_fp8.h",
    "cooperative_groups.h",
    "cooperative_groups/reduce.h",
    "curand_kernel.h",
    "cuda_profiler_api.h",
    "math_constants.h",
    "device_functions.h",
    "device_launch_parameters.h",
    "driver_types.h",
    "vector_functions.h",
    "vector_types.h",
    "cublas_v2.h",
    "cublasLt.h",
    "cufft.h",
    "cuComplex.h",
    "cusolverDn.h",
    "cusparse.h",
    "nccl.h",
    "cub/cub.cuh",
    "cub/block_data.cuh",
    "cub/block/block_adjacent_difference.cuh",
    "cub/block/block_exchange.cuh",
    "cub/block/block_load.cuh",
    "cub/block/block_store.cuh",
    "cub/warp/warp_exchange.cuh",
    "cub/block/block_reduce.cuh",
    "cub/block/block_scan.cuh",
    "cub/warp/warp_reduce.cuh",
    "cub/warp/warp_scan.cuh",
    "cub/util_type.cuh",
    "cub/device/device_scan.cuh",
    "cub/device/device_reduce.cuh",
    "cub/device/device_select.cuh",
    "cub/device/device_radix_sort.cuh",
    "thrust/binary_search.h",
    "thrust/complex.h",
    "thrust/copy.h",
    "thrust/count.h",
    "thrust/device_free.h",
    "thrust/device_malloc.h",
    "thrust/device_ptr.h",
    "thrust/device_vector.h",
    "thrust/distance.h",
    "thrust/execution_policy.h",
    "thrust/extrema.h",
    "thrust/fill.h",
    "thrust/find.h",
    "thrust/for_each.h",
    "thrust/functional.h",
    "thrust/gather.h",
    "thrust/generate.h",
    "thrust/host_vector.h",
    "thrust/inner_product.h",
    "thrust/ivl_thrust.h",
    "thrust/pair.h",
    "thrust/random.h",
    "thrust/reduce.h",
    "thrust/remove.h",
    "thrust/replace.h",
    "thrust/scan.h",
    "thrust/scatter.h",
    "thrust/sequence.h",
    "thrust/shuffle.h",
    "thrust/sort.h",
    "thrust/transform.h",
    "thrust/transform_reduce.h",
    "thrust/tuple.h",
    "thrust/unique.h",
    "thrust/version.h",
    "thrust/iterator/constant_iterator.h",
    "thrust/iterator/counting_iterator.h",
    "thrust/iterator/discard_iterator.h",
    "thrust/iterator/permutation_iterator.h",
    "thrust/iterator/transform_iterator.h",
    "thrust/iterator/zip_iterator.h",
    "mpi.h",
    "omp.h",
];

impl Language for Cuda {
    fn dialect(&self) -> Dialect {
        Dialect::Cuda
    }

    fn headers(&self) -> &'static [Header] {
        HEADERS
    }

    fn prefix_header(&self) -> &'static str {
        "cuda.h"
    }

    /// `cuda.h` with the runtime API is megabytes of declarations.
    fn precompiles_prefix(&self) -> bool {
        true
    }

    /// Device code only, on our headers; 32-bit pointers by a 32-bit
    /// host (`-m32`, whose device side is nvptx), else the host's own
    /// 64-bit target, as nvcc compiles.
    fn clang_language(&self, config: &Config) -> Vec<String> {
        [
            "-x",
            "cuda",
            "--cuda-device-only",
            "-nocudainc",
            "-nocudalib",
            "--cuda-gpu-arch=sm_70",
        ]
        .into_iter()
        .chain((!config.pointer_64).then_some("-m32"))
        .chain(["-std=c++17"])
        .map(String::from)
        .collect()
    }

    /// 64-bit pointers, as nvcc compiles on today's hosts.
    fn default_config(&self) -> Config {
        Config {
            pointer_64: true,
            ..Config::default()
        }
    }

    fn flag(
        &self,
        flag: &str,
        value: Option<&str>,
        config: &mut Config,
    ) -> Option<Result<(), FrontendError>> {
        let usage = |m: String| Err(FrontendError::Usage(m));
        Some(match flag {
            "--blockDim" => value_of(flag, value)
                .and_then(|v| sizes(flag, &v))
                .map(|s| config.group_size = Some(s)),
            "--gridDim" => value_of(flag, value)
                .and_then(|v| sizes(flag, &v))
                .map(|s| config.num_groups = Some(s)),
            "--local_size" | "--num_groups" | "--global_size" => usage(format!(
                "{flag} is for OpenCL kernels; a CUDA kernel takes --blockDim and --gridDim"
            )),
            "--global_offset" | "--cl-std" => usage(format!("{flag} is for OpenCL kernels")),
            _ => return None,
        })
    }

    /// Host code may be skipped only when every error is known.
    fn wants_every_error(&self, stderr: &str) -> bool {
        host::hit_error_limit(stderr)
    }

    fn skip_errors(&self, unit: &Node, stderr: &str) -> Option<String> {
        host::skipped_host_code(unit, stderr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Config, FrontendError> {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        Config::parse(&args, &Cuda)
    }

    fn refusal(args: &[&str]) -> String {
        match parse(args) {
            Err(FrontendError::Usage(m)) => m,
            other => panic!("{args:?} was not refused as usage: {:?}", other.is_ok()),
        }
    }

    #[test]
    fn cruncher_options_that_leave_the_verdict_are_accepted() {
        assert!(parse(&["--cruncher-opt=/displayLoopAbstractions"]).is_ok());
        assert!(parse(&["--cruncher-opt=/replaceLoopInvariantAssertions"]).is_ok());
        assert!(refusal(&["--cruncher-opt=/noinfer"]).contains("/noinfer is not supported"));
        assert!(parse(&["--cruncher-opt"]).is_err());
    }

    #[test]
    fn pointer_bitwidth_is_64_unless_32_is_asked() {
        assert_eq!(parse(&[]).unwrap().pointer_bits(), 64);
        assert_eq!(
            parse(&["--pointer-bitwidth=32"]).unwrap().pointer_bits(),
            32
        );
        assert_eq!(
            parse(&["--pointer-bitwidth=64"]).unwrap().pointer_bits(),
            64
        );
        assert!(parse(&["--pointer-bitwidth=16"]).is_err());
        assert!(parse(&["--pointer-bitwidth"]).is_err());
    }

    #[test]
    fn geometry_is_cudas_and_opencls_flags_are_refused() {
        let c = parse(&["--blockDim=[16,8]", "--gridDim=4"]).unwrap();
        assert_eq!(c.group_size, Some(vec![Some(16), Some(8)]));
        assert_eq!(c.num_groups, Some(vec![Some(4)]));
        assert!(refusal(&["--local_size=64"]).contains("a CUDA kernel takes --blockDim"));
        assert!(refusal(&["--cl-std=CL2.0"]).contains("is for OpenCL kernels"));
        assert!(refusal(&["--blockDim"]).contains("--blockDim needs a value"));
    }
}
