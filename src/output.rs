//! Writing an output file the way a careful Unix tool does.
//!
//! - A regular file (or a path that does not exist yet) is written to a temporary file in the
//!   same directory, which is then renamed over it: a reader never sees half a file, and an
//!   error leaves the old file (or nothing) behind. An existing file keeps its permission bits.
//! - A symbolic link is followed: the file it points to is replaced, the link stays a link.
//! - Anything else — a character device (`/dev/null`, `/dev/full`), a FIFO, a socket, a
//!   descriptor of this process (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`, which is what a
//!   shell's `>(cmd)` gives) — is opened and written in place. Renaming over such a path would
//!   replace the device or lose the output.

use crate::error::{Error, Result};
use std::fs::{self, OpenOptions, Permissions};
use std::io::{ErrorKind, Write};
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// How a path is written.
#[derive(Debug, PartialEq, Eq)]
pub enum WriteTarget {
    /// This process's standard output (also `/dev/stdout`, `/dev/fd/1`).
    Stdout,
    /// This process's standard error (`/dev/stderr`, `/dev/fd/2`).
    Stderr,
    /// Opened and written in place: a device, a FIFO, a socket or another descriptor.
    InPlace(PathBuf),
    /// A regular file, replaced through a temporary file; `mode` is the old file's permissions.
    Replace { path: PathBuf, mode: u32 },
    /// A new file (where a dangling link points, if the path was one).
    Create(PathBuf),
}

/// Symbolic links followed before giving up, as the kernel's own limit.
const MAX_LINKS: usize = 40;

/// Paths that name this process's own descriptors (the kernel's "magic" links).
fn is_descriptor_path(p: &Path) -> bool {
    p.starts_with("/proc") || p.starts_with("/dev/fd")
}

/// Decides how `path` is to be written (`-` is standard output).
pub fn classify(path: &str) -> Result<WriteTarget> {
    match path {
        "-" | "/dev/stdout" | "/dev/fd/1" | "/proc/self/fd/1" => return Ok(WriteTarget::Stdout),
        "/dev/stderr" | "/dev/fd/2" | "/proc/self/fd/2" => return Ok(WriteTarget::Stderr),
        _ => {}
    }
    let original = PathBuf::from(path);
    let mut p = original.clone();
    for _ in 0..MAX_LINKS {
        let parent = match p.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        // A name inside /proc/PID/fd or /dev/fd is a descriptor: its link text ("pipe:[123]")
        // is not a path to follow.
        if is_descriptor_path(&p) || fs::canonicalize(&parent).is_ok_and(|d| is_descriptor_path(&d))
        {
            return Ok(WriteTarget::InPlace(original));
        }
        let meta = match fs::symlink_metadata(&p) {
            Ok(m) => m,
            Err(e) if e.kind() == ErrorKind::NotFound => return Ok(WriteTarget::Create(p)),
            Err(e) => return Err(Error::io(path, e)),
        };
        let kind = meta.file_type();
        if kind.is_symlink() {
            let link = fs::read_link(&p).map_err(|e| Error::io(path, e))?;
            if is_descriptor_path(&link) {
                return Ok(WriteTarget::InPlace(original));
            }
            p = if link.is_absolute() {
                link
            } else {
                parent.join(link)
            };
            continue;
        }
        if kind.is_file() {
            return Ok(WriteTarget::Replace {
                path: p,
                mode: meta.permissions().mode() & 0o7777,
            });
        }
        if kind.is_dir() {
            return Err(Error::io(path, "Is a directory"));
        }
        debug_assert!(
            kind.is_char_device() || kind.is_fifo() || kind.is_socket() || kind.is_block_device()
        );
        return Ok(WriteTarget::InPlace(original));
    }
    Err(Error::io(path, "Too many levels of symbolic links"))
}

/// Writes `bytes` to `path` (see the module comment). Errors name `path`.
pub fn write_output(path: &str, bytes: &[u8]) -> Result<()> {
    let target = classify(path)?;
    tracing::debug!(?target, bytes = bytes.len(), "writing output");
    match target {
        WriteTarget::Stdout => {
            let mut out = std::io::stdout().lock();
            out.write_all(bytes)
                .and_then(|_| out.flush())
                .map_err(|e| Error::io("<stdout>", e))
        }
        WriteTarget::Stderr => {
            let mut out = std::io::stderr().lock();
            out.write_all(bytes)
                .and_then(|_| out.flush())
                .map_err(|e| Error::io("<stderr>", e))
        }
        WriteTarget::InPlace(p) => {
            let mut f = OpenOptions::new()
                .write(true)
                .truncate(true)
                .open(&p)
                .map_err(|e| Error::io(path, e))?;
            f.write_all(bytes)
                .and_then(|_| f.flush())
                .map_err(|e| Error::io(path, e))
        }
        WriteTarget::Replace { path: p, mode } => replace(path, &p, bytes, Some(mode)),
        WriteTarget::Create(p) => replace(path, &p, bytes, None),
    }
}

/// Writes a temporary file beside `target` and renames it over `target`. `mode`: the
/// permissions to keep (a new file gets 0666 less the umask, as `open` gives).
fn replace(shown: &str, target: &Path, bytes: &[u8], mode: Option<u32>) -> Result<()> {
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    let pid = std::process::id();
    let mut attempt = 0u32;
    let (tmp, mut file) = loop {
        let tmp = dir.join(format!(".{name}.{pid}.{attempt}.tmp"));
        // Created private; the final permissions are set before any byte is written.
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&tmp)
        {
            Ok(f) => break (tmp, f),
            Err(e) if e.kind() == ErrorKind::AlreadyExists && attempt < 100 => attempt += 1,
            Err(e) => return Err(Error::io(shown, e)),
        }
    };
    let result = (|| -> std::io::Result<()> {
        let perms = match mode {
            Some(m) => m,
            None => 0o666 & !current_umask(dir),
        };
        file.set_permissions(Permissions::from_mode(perms))?;
        // No fsync: as compilers do, the rename gives atomicity against readers and failures
        // of this process, not against a crash of the machine.
        file.write_all(bytes)?;
        drop(file);
        fs::rename(&tmp, target)
    })();
    result.map_err(|e| {
        let _ = fs::remove_file(&tmp);
        Error::io(shown, e)
    })
}

/// The process's umask, read without changing it: the mode a file created with 0666 gets.
/// (Creating a probe file is the only portable way without `unsafe`; `/proc/self/status` has
/// it on Linux, which is tried first.)
fn current_umask(dir: &Path) -> u32 {
    if let Ok(status) = fs::read_to_string("/proc/self/status")
        && let Some(line) = status.lines().find(|l| l.starts_with("Umask:"))
        && let Ok(m) = u32::from_str_radix(line["Umask:".len()..].trim(), 8)
    {
        return m;
    }
    let probe = dir.join(format!(".umask.{}.probe", std::process::id()));
    let m = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o666)
        .open(&probe)
        .and_then(|f| f.metadata())
        .map(|m| 0o666 & !(m.permissions().mode() & 0o777))
        // (No probe file could be made: the usual umask, 022.)
        .unwrap_or(0o022);
    let _ = fs::remove_file(&probe);
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classifies_devices_descriptors_and_files() {
        assert_eq!(classify("-").unwrap(), WriteTarget::Stdout);
        assert_eq!(classify("/dev/stdout").unwrap(), WriteTarget::Stdout);
        assert_eq!(
            classify("/dev/null").unwrap(),
            WriteTarget::InPlace("/dev/null".into())
        );
        assert_eq!(
            classify("/dev/fd/7").unwrap(),
            WriteTarget::InPlace("/dev/fd/7".into())
        );
        let dir = std::env::temp_dir().join(format!("output-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("f");
        fs::write(&file, b"x").unwrap();
        fs::set_permissions(&file, Permissions::from_mode(0o600)).unwrap();
        let link = dir.join("l");
        let _ = fs::remove_file(&link);
        std::os::unix::fs::symlink("f", &link).unwrap();
        assert_eq!(
            classify(link.to_str().unwrap()).unwrap(),
            WriteTarget::Replace {
                path: dir.join("f"),
                mode: 0o600
            }
        );
        write_output(link.to_str().unwrap(), b"new").unwrap();
        assert!(
            fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(fs::read(&file).unwrap(), b"new");
        assert_eq!(
            fs::metadata(&file).unwrap().permissions().mode() & 0o777,
            0o600
        );
        assert!(classify(dir.to_str().unwrap()).is_err());
        fs::remove_dir_all(&dir).unwrap();
    }
}
