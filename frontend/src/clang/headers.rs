//! A dialect's headers (part of the binary) put on disk for Clang, where
//! no one else can change them.

use std::path::{Path, PathBuf};

use crate::error::FrontendError;
use crate::language::{Header, Language, ANNOTATIONS_HEADER};

/// Our headers on disk for Clang: in a folder with no access for anyone
/// else, checked against the binary's copy before Clang reads them. Either
/// one run's own folder in the temporary directory (which this process
/// creates, failing if the name exists, and removes when dropped), or a
/// folder of the user's cache that keeps them with their precompiled form
/// (`prefix.rs`). Nothing another user plants, in the temporary directory
/// or the working directory, is read instead.
pub struct Headers {
    dir: PathBuf,
    files: Vec<Header>,
    /// Removed when dropped (one run's folder).
    temporary: bool,
}

/// The headers a dialect's kernels see: its own and the annotation API.
pub fn files_of(language: &dyn Language) -> Vec<Header> {
    let mut files = language.headers().to_vec();
    files.push(ANNOTATIONS_HEADER);
    files
}

impl Headers {
    pub fn write(files: Vec<Header>) -> Result<Headers, FrontendError> {
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
            files,
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
    pub fn write_in(dir: PathBuf, files: Vec<Header>) -> Result<Headers, FrontendError> {
        let headers = Headers {
            dir,
            files,
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
    pub fn reuse(dir: PathBuf, files: Vec<Header>) -> Result<Headers, FrontendError> {
        let headers = Headers {
            dir,
            files,
            temporary: false,
        };
        headers.check()?;
        Ok(headers)
    }

    fn fill(&self) -> Result<(), (PathBuf, std::io::Error)> {
        for (name, text) in &self.files {
            let path = self.dir.join(name);
            if let Some(folder) = path.parent() {
                std::fs::create_dir_all(folder).map_err(|e| (folder.to_path_buf(), e))?;
            }
            std::fs::write(&path, text).map_err(|e| (path, e))?;
        }
        Ok(())
    }

    /// A digest of every header's name and text.
    pub fn digest(files: &[Header], hasher: &mut impl std::hash::Hasher) {
        use std::hash::Hash;
        for (name, text) in files {
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
        for (name, text) in &self.files {
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
        self.files.iter().any(|(ours, _)| name == Path::new(ours))
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
