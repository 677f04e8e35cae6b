//! The headers kernels are compiled with are ours whatever else is on the
//! machine: a `cuda.h` or `opencl.h` planted in the working directory, the
//! kernel's folder or the temporary directory is never read, a header
//! changed in the cache of precompiled headers is not used, and a user's
//! file is never taken for one of our headers by its path.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const PLANTED: &str = "#error \"a planted header was used\"\n";

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ivl-headers-test-{}-{name}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn plant(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    for name in ["cuda.h", "opencl.h", "ivl_annotations.h"] {
        std::fs::write(dir.join(name), PLANTED).unwrap();
    }
}

fn translate_with_cache(kernel: &Path, cwd: &Path, tmp: &Path, cache: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ivl"))
        .current_dir(cwd)
        .env("TMPDIR", tmp)
        .env("XDG_CACHE_HOME", cache)
        .arg("translate")
        .arg(kernel)
        .output()
        .expect("run ivl")
}

/// A copy of a CUDA kernel of the corpus, as `dir/kernel.cu`.
fn cuda_kernel_in(dir: &Path) -> PathBuf {
    let kernel = dir.join("kernel.cu");
    std::fs::copy(
        repo().join("tests/kernels/cuda/atomic_cas_winner_race.cu"),
        &kernel,
    )
    .unwrap();
    kernel
}

/// The cache folders of precompiled CUDA headers under `cache`.
fn cached_prefixes(cache: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(cache.join("ivl"))
        .map(|entries| {
            entries
                .map(|e| e.unwrap().path())
                .filter(|p| {
                    p.file_name()
                        .unwrap()
                        .to_string_lossy()
                        .starts_with("cuda-")
                })
                .collect()
        })
        .unwrap_or_default()
}

fn assert_translated(out: &Output, kernel: &Path) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && !stderr.contains("planted"),
        "{}: {stderr}",
        kernel.display()
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("kernel procedure"));
}

#[test]
fn planted_headers_are_not_read() {
    let root = scratch("planted");
    let (cwd, tmp, kernels) = (root.join("cwd"), root.join("tmp"), root.join("kernels"));
    plant(&cwd);
    plant(&tmp);
    plant(&kernels);
    // The folder names the headers were once written to.
    plant(&tmp.join("ivl-include-0c0f6fc45bb80d98"));
    plant(&tmp.join("ivl-headers-0"));
    // Without a cache (a relative XDG_CACHE_HOME is not used) CUDA's
    // headers are written to a run's own folder too.
    for cache in [tmp.join("cache"), PathBuf::from("relative")] {
        for source in [
            "tests/kernels/cuda/atomic_cas_winner_race.cu",
            "tests/kernels/opencl/barrier_invariant_unary.cl",
        ] {
            let source = repo().join(source);
            let kernel = kernels.join(source.file_name().unwrap());
            std::fs::copy(&source, &kernel).unwrap();
            assert_translated(&translate_with_cache(&kernel, &cwd, &tmp, &cache), &kernel);
        }
    }
    // Each run's headers are removed after it.
    let left: Vec<_> = std::fs::read_dir(&tmp)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.starts_with("ivl-headers-") && n != "ivl-headers-0" && n != "cache")
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
    std::fs::remove_dir_all(&root).ok();
}

#[test]
fn a_folder_named_like_ours_holds_user_code() {
    let root = scratch("named");
    for folder in ["ivl-include-1234", "ivl-headers-99-abc"] {
        let dir = root.join(folder);
        std::fs::create_dir_all(&dir).unwrap();
        let kernel = cuda_kernel_in(&dir);
        let out = translate_with_cache(&kernel, &root, &std::env::temp_dir(), &root.join("cache"));
        assert_translated(&out, &kernel);
    }
    std::fs::remove_dir_all(&root).ok();
}

#[test]
fn a_changed_cached_header_is_not_used() {
    let root = scratch("cached");
    let (tmp, cache) = (root.join("tmp"), root.join("cache"));
    std::fs::create_dir_all(&tmp).unwrap();
    let kernel = cuda_kernel_in(&root);
    assert_translated(&translate_with_cache(&kernel, &root, &tmp, &cache), &kernel);
    let prefixes = cached_prefixes(&cache);
    assert_eq!(prefixes.len(), 1, "one precompiled prefix: {prefixes:?}");
    // A header changed after the prefix was made: the run does not use the
    // folder (it removes it), and the next one makes it again.
    std::fs::write(prefixes[0].join("cuda.h"), PLANTED).unwrap();
    assert_translated(&translate_with_cache(&kernel, &root, &tmp, &cache), &kernel);
    assert!(
        cached_prefixes(&cache).is_empty(),
        "the changed folder was removed"
    );
    assert_translated(&translate_with_cache(&kernel, &root, &tmp, &cache), &kernel);
    assert_eq!(cached_prefixes(&cache).len(), 1);
    std::fs::remove_dir_all(&root).ok();
}

#[test]
fn a_cache_others_may_use_is_not_used() {
    use std::os::unix::fs::PermissionsExt;
    let root = scratch("open-cache");
    let (tmp, cache) = (root.join("tmp"), root.join("cache"));
    std::fs::create_dir_all(&tmp).unwrap();
    std::fs::create_dir_all(cache.join("ivl")).unwrap();
    std::fs::set_permissions(cache.join("ivl"), std::fs::Permissions::from_mode(0o777)).unwrap();
    let kernel = cuda_kernel_in(&root);
    assert_translated(&translate_with_cache(&kernel, &root, &tmp, &cache), &kernel);
    assert!(
        cached_prefixes(&cache).is_empty(),
        "nothing written to a folder others may use"
    );
    std::fs::remove_dir_all(&root).ok();
}

#[test]
fn a_users_c_header_is_user_code() {
    // A `<stdlib.h>` in a folder the user names with -I is the user's,
    // kernels and all, with the header precompiled or read as text.
    let root = scratch("user-stdlib");
    std::fs::create_dir_all(root.join("inc")).unwrap();
    std::fs::write(
        root.join("inc/stdlib.h"),
        "#pragma once\n__global__ void hidden(int *A) { A[0] = threadIdx.x; }\n",
    )
    .unwrap();
    let kernel = root.join("kernel.cu");
    std::fs::write(
        &kernel,
        "#include <stdlib.h>\n__global__ void k(int *A) { A[threadIdx.x] = 1; }\n",
    )
    .unwrap();
    for cache in [root.join("cache"), PathBuf::from("relative")] {
        let out = Command::new(env!("CARGO_BIN_EXE_ivl"))
            .current_dir(&root)
            .env("XDG_CACHE_HOME", &cache)
            .args(["translate", "-Iinc"])
            .arg(&kernel)
            .output()
            .expect("run ivl");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.contains("kernel procedure hidden"),
            "cache {}: {}{stdout}",
            cache.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    std::fs::remove_dir_all(&root).ok();
}
