//! Our headers (`frontend/include/`, part of the binary) put on disk for
//! Clang, where no one else can change them.

use std::path::{Path, PathBuf};

use crate::error::FrontendError;

/// The headers kernels see, written by us (`frontend/include/`). They are
/// part of the binary.
macro_rules! headers {
    ($($name:literal),* $(,)?) => {
        &[$(($name, include_str!(concat!("../../include/", $name)))),*]
    };
}
const HEADERS: &[(&str, &str)] = headers![
    "cuda.h",
    "cuda_runtime_api.h",
    "cuda_textures.h",
    "cuda_texture_types.h",
    "texture_types.h",
    "texture_fetch_functions.h",
    "cuda_runtime.h",
    "cuda_fp16.h",
    "cuda_bf16.h",
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
    "opencl.h",
    "ivl_annotations.h",
];

/// Our headers on disk for Clang: in a folder with no access for anyone
/// else, checked against the binary's copy before Clang reads them. Either
/// one run's own folder in the temporary directory (which this process
/// creates, failing if the name exists, and removes when dropped), or a
/// folder of the user's cache that keeps them with their precompiled form
/// (`prefix.rs`). Nothing another user plants, in the temporary directory
/// or the working directory, is read instead.
pub struct Headers {
    dir: PathBuf,
    /// Removed when dropped (one run's folder).
    temporary: bool,
}

impl Headers {
    pub fn write() -> Result<Headers, FrontendError> {
        let failed = |what: &str, path: &Path, e: std::io::Error| {
            FrontendError::setup(format!("cannot {what} {}: {e}", path.display()))
        };
        let dir = Headers::create_private_dir().map_err(|e| {
            failed(
                "create a folder for the kernel headers in",
                &std::env::temp_dir(),
                e,
            )
        })?;
        let headers = Headers {
            dir,
            temporary: true,
        };
        headers
            .fill()
            .map_err(|(path, e)| failed("write", &path, e))?;
        headers.check()?;
        Ok(headers)
    }

    /// The headers in `dir`, a folder of the user's cache this process
    /// has just created (mode 0700): written there, checked, and kept.
    pub fn write_in(dir: PathBuf) -> Result<Headers, FrontendError> {
        let headers = Headers {
            dir,
            temporary: false,
        };
        headers.fill().map_err(|(path, e)| {
            FrontendError::setup(format!("cannot write {}: {e}", path.display()))
        })?;
        headers.check()?;
        Ok(headers)
    }

    /// The headers an earlier run left in `dir` (the user's cache), if
    /// the folder is still only the user's and every header is the
    /// binary's.
    pub fn reuse(dir: PathBuf) -> Result<Headers, FrontendError> {
        let headers = Headers {
            dir,
            temporary: false,
        };
        headers.check()?;
        Ok(headers)
    }

    fn fill(&self) -> Result<(), (PathBuf, std::io::Error)> {
        for (name, text) in HEADERS {
            let path = self.dir.join(name);
            if let Some(folder) = path.parent() {
                std::fs::create_dir_all(folder).map_err(|e| (folder.to_path_buf(), e))?;
            }
            std::fs::write(&path, text).map_err(|e| (path, e))?;
        }
        Ok(())
    }

    /// A digest of every header's name and text.
    pub fn digest(hasher: &mut impl std::hash::Hasher) {
        use std::hash::Hash;
        for (name, text) in HEADERS {
            name.hash(hasher);
            text.hash(hasher);
        }
    }

    /// A new folder `ivl-headers-PID-N` in the temporary directory, with
    /// mode 0700.
    fn create_private_dir() -> std::io::Result<PathBuf> {
        use std::hash::{BuildHasher, RandomState};
        use std::os::unix::fs::DirBuilderExt;
        let seed = RandomState::new().hash_one(std::time::SystemTime::now());
        let mut last = None;
        for attempt in 0..64u64 {
            let name = format!(
                "ivl-headers-{}-{:016x}",
                std::process::id(),
                seed.wrapping_add(attempt)
            );
            let dir = std::env::temp_dir().join(name);
            match std::fs::DirBuilder::new().mode(0o700).create(&dir) {
                Ok(()) => return Ok(dir),
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
                Err(e) => return Err(e),
            }
        }
        Err(last.expect("an attempt failed"))
    }

    /// The folder is a real folder only its owner can use, and each header
    /// in it is the binary's.
    fn check(&self) -> Result<(), FrontendError> {
        use std::os::unix::fs::PermissionsExt;
        let refuse = |why: String| {
            FrontendError::setup(format!(
                "the kernel headers in {} cannot be trusted: {why}",
                self.dir.display()
            ))
        };
        let meta = std::fs::symlink_metadata(&self.dir).map_err(|e| refuse(e.to_string()))?;
        if !meta.is_dir() {
            return Err(refuse("it is not a folder".into()));
        }
        if meta.permissions().mode() & 0o077 != 0 {
            return Err(refuse("others may access it".into()));
        }
        if !owned_by_us(&meta) {
            return Err(refuse("another user owns it".into()));
        }
        for (name, text) in HEADERS {
            let path = self.dir.join(name);
            match std::fs::read(&path) {
                Ok(bytes) if bytes == text.as_bytes() => {}
                Ok(_) => return Err(refuse(format!("{name} is not ours"))),
                Err(e) => return Err(refuse(format!("{name}: {e}"))),
            }
        }
        Ok(())
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Whether `file` (a path as Clang writes it) is one of our headers.
    pub fn contains(&self, file: &str) -> bool {
        let Ok(name) = Path::new(file).strip_prefix(&self.dir) else {
            return false;
        };
        HEADERS.iter().any(|(ours, _)| name == Path::new(ours))
    }
}

impl Drop for Headers {
    fn drop(&mut self) {
        if self.temporary {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// Whether this process's user owns the file `meta` describes (Linux:
/// `/proc/self` belongs to the process's effective user).
pub fn owned_by_us(meta: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").is_ok_and(|me| me.uid() == meta.uid())
}
