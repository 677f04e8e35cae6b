//! A dialect's prefix header (CUDA's `cuda.h`, with the runtime API it
//! includes), precompiled once per Clang configuration in the user's
//! cache, beside its declarations as a JSON AST. A kernel file then parses on top of
//! the precompiled header, and Clang's dump of it holds the file's own
//! declarations only (kilobytes instead of megabytes); the lowering reads
//! ours from the cached dump (`link.rs`).
//!
//! The cache is `$XDG_CACHE_HOME/ivl` (else `~/.cache/ivl`), a folder only
//! the user may use, one folder per configuration named by a digest of the
//! binary's headers, the Clang program and the arguments that shape the
//! prefix. The first run to need a configuration creates its folder
//! (creation is exclusive: a concurrent run waits for it), writes the
//! headers, the precompiled header and the dump, and marks it ready last.
//! Every run checks the folder (only the user's) and each header (the
//! binary's) before use. Without a usable cache the run includes the
//! header as text, as before. A prefix left unfinished (its run stopped)
//! is removed once a minute old; prefixes unused for 30 days are removed
//! when a new one is made.

use std::hash::Hasher;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use super::headers::{files_of, owned_by_us, Headers};
use crate::language::Language;

/// The prefix a kernel is parsed on: our headers, the precompiled
/// prefix header, and its declarations as Clang dumps them.
pub struct Prefix {
    pub headers: Headers,
    pub pch: PathBuf,
    pub index: PathBuf,
}

const PCH: &str = "prefix.pch";
const INDEX: &str = "prefix.json";
const READY: &str = "ready";

/// How long a run waits for a concurrent run building the same prefix.
const WAIT: Duration = Duration::from_secs(60);

/// The prefix of `language` for Clang `program` run with `base` (the
/// arguments that shape the header's meaning: language, target,
/// options), from the cache or built there; `None` when there is no
/// usable cache. `with_headers` gives the arguments for our headers in a
/// folder.
pub fn cached(
    language: &dyn Language,
    program: &str,
    base: &[String],
    with_headers: &dyn Fn(&Path) -> Vec<String>,
) -> Option<Prefix> {
    let root = cache_root()?;
    let files = files_of(language);
    let mut digest = std::collections::hash_map::DefaultHasher::new();
    digest.write(env!("CARGO_PKG_VERSION").as_bytes());
    Headers::digest(&files, &mut digest);
    digest.write(program.as_bytes());
    for a in base {
        digest.write(a.as_bytes());
        digest.write_u8(0);
    }
    let tag = language.dialect().tag();
    let dir = root.join(format!("{tag}-{:016x}", digest.finish()));
    let prefix = |headers: Headers| Prefix {
        pch: dir.join(PCH),
        index: dir.join(INDEX),
        headers,
    };
    use std::os::unix::fs::DirBuilderExt;
    match std::fs::DirBuilder::new().mode(0o700).create(&dir) {
        Ok(()) => {
            remove_unused(&root, &dir, tag);
            let header = language.prefix_header();
            match build(program, &dir, files, header, with_headers) {
                Some(headers) => Some(prefix(headers)),
                None => {
                    let _ = std::fs::remove_dir_all(&dir);
                    None
                }
            }
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            let started = Instant::now();
            while !dir.join(READY).is_file() {
                if started.elapsed() > WAIT || !dir.is_dir() {
                    return None;
                }
                // Left unfinished by a run that stopped: removed, and
                // made again by the next run.
                if age(&dir).is_some_and(|a| a > WAIT) {
                    let _ = std::fs::remove_dir_all(&dir);
                    return None;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            match Headers::reuse(dir.clone(), files) {
                Ok(headers) => {
                    mark_used(&dir);
                    Some(prefix(headers))
                }
                // Changed since it was made: not used, and made again by
                // the next run.
                Err(_) => {
                    let _ = std::fs::remove_dir_all(&dir);
                    None
                }
            }
        }
        Err(_) => None,
    }
}

/// Notes a use of the prefix in `dir` (its `ready` file's time), at most
/// once a day.
fn mark_used(dir: &Path) {
    let ready = dir.join(READY);
    if age(&ready).is_some_and(|a| a > Duration::from_secs(24 * 3600)) {
        let _ = std::fs::File::options()
            .write(true)
            .open(&ready)
            .and_then(|f| f.set_modified(std::time::SystemTime::now()));
    }
}

/// How long ago `path` was last changed.
fn age(path: &Path) -> Option<Duration> {
    std::fs::metadata(path)
        .ok()?
        .modified()
        .ok()?
        .elapsed()
        .ok()
}

/// Prefixes unused for 30 days (other versions' and configurations') are
/// removed when a new one is made.
fn remove_unused(root: &Path, keep: &Path, tag: &str) {
    const UNUSED: Duration = Duration::from_secs(30 * 24 * 3600);
    let Ok(entries) = std::fs::read_dir(root) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let ours = path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with(&format!("{tag}-")));
        if ours && path != keep && age(&path.join(READY)).is_some_and(|a| a > UNUSED) {
            let _ = std::fs::remove_dir_all(&path);
        }
    }
}

/// `$XDG_CACHE_HOME/ivl` or `~/.cache/ivl`, created with mode 0700 if
/// missing; `None` unless it is a folder of this user's that no one else
/// may use.
fn cache_root() -> Option<PathBuf> {
    use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?;
    if !base.is_absolute() {
        return None;
    }
    let root = base.join("ivl");
    let _ = std::fs::create_dir_all(&base);
    let _ = std::fs::DirBuilder::new().mode(0o700).create(&root);
    let meta = std::fs::symlink_metadata(&root).ok()?;
    (meta.is_dir() && meta.permissions().mode() & 0o077 == 0 && owned_by_us(&meta)).then_some(root)
}

/// Writes the headers `files`, the precompiled `header` and its dump into
/// `dir` (just created, empty), then marks it ready.
fn build(
    program: &str,
    dir: &Path,
    files: Vec<crate::language::Header>,
    header: &str,
    with_headers: &dyn Fn(&Path) -> Vec<String>,
) -> Option<Headers> {
    let headers = Headers::write_in(dir.to_path_buf(), files).ok()?;
    let header = dir.join(header).display().to_string();
    let args = with_headers(dir);
    let part = |name: &str| dir.join(format!("{name}.part"));
    let pch = Command::new(program)
        .args(&args)
        .args([
            "-fsyntax-only",
            "-Xclang",
            "-emit-pch",
            "-Xclang",
            "-fno-pch-timestamp",
        ])
        .args(["-Xclang", "-o", "-Xclang"])
        .arg(part(PCH))
        .arg(&header)
        .output()
        .ok()?;
    if !pch.status.success() {
        return None;
    }
    let dump = super::compact::run(
        Command::new(program)
            .args(&args)
            .args(["-fsyntax-only", "-Xclang", "-ast-dump=json"])
            .arg(&header),
    )
    .ok()?;
    if !dump.status.success() {
        return None;
    }
    std::fs::write(part(INDEX), &dump.stdout).ok()?;
    std::fs::write(part(READY), b"").ok()?;
    for name in [PCH, INDEX, READY] {
        std::fs::rename(part(name), dir.join(name)).ok()?;
    }
    Some(headers)
}
