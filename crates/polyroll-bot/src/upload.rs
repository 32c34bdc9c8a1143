//! A file a user sent with a command (an alias book to import), as far as the adapter could
//! fetch it. Adapters only download; what the bytes mean is the bot's to decide.

use std::fmt;

/// The most an uploaded file may weigh: an export of the most aliases an owner may have
/// fits many times over, and the store refuses a larger import anyway. Adapters stop
/// downloading past it.
pub const MAX_UPLOAD_BYTES: usize = 1 << 20;

#[derive(Clone, PartialEq, Eq)]
pub enum Upload {
    /// The whole file, at most [`MAX_UPLOAD_BYTES`].
    Bytes(Vec<u8>),
    /// Larger than [`MAX_UPLOAD_BYTES`], as the platform declared it or as it was read.
    TooBig,
    /// It could not be fetched (not found, refused, timed out); the adapter has logged why.
    Failed,
}

impl Upload {
    /// What the platform says of a file's size before it is fetched: too big, or worth
    /// fetching (`None`; a size not given is checked while reading).
    pub fn declared(size: Option<u64>) -> Option<Upload> {
        let cap = u64::try_from(MAX_UPLOAD_BYTES).unwrap_or(u64::MAX);
        size.filter(|&n| n > cap).map(|_| Upload::TooBig)
    }
}

/// Where the adapter will fetch a file the user sent from, said before it does (see
/// [`crate::Bot::import_file`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileSource<'a> {
    /// Through the platform's API the bot is configured with, by the file's id (Telegram's
    /// `getFile`): nothing in the event names where.
    Api,
    /// At a URL the event gives (a Discord attachment): fetched only from the platform's
    /// own file hosts.
    Url(&'a str),
}

// The bytes of a file are no use in a log line; their count is.
impl fmt::Debug for Upload {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Upload::Bytes(b) => write!(f, "Upload::Bytes({} bytes)", b.len()),
            Upload::TooBig => f.write_str("Upload::TooBig"),
            Upload::Failed => f.write_str("Upload::Failed"),
        }
    }
}

/// A download gathered chunk by chunk that stops growing past [`MAX_UPLOAD_BYTES`], so a
/// file that lied about its size (or gave none) costs at most that much memory.
#[derive(Default)]
pub struct Capped {
    bytes: Vec<u8>,
    over: bool,
}

impl Capped {
    /// Adds a chunk; `false` once the file is known to be too big (stop reading then).
    pub fn push(&mut self, chunk: &[u8]) -> bool {
        let within = self
            .bytes
            .len()
            .checked_add(chunk.len())
            .is_some_and(|n| n <= MAX_UPLOAD_BYTES);
        if within && !self.over {
            self.bytes.extend_from_slice(chunk);
        } else {
            self.over = true;
            self.bytes = Vec::new();
        }
        !self.over
    }

    pub fn finish(self) -> Upload {
        if self.over {
            Upload::TooBig
        } else {
            Upload::Bytes(self.bytes)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_download_past_the_cap_is_too_big() {
        let mut capped = Capped::default();
        assert!(capped.push(&vec![b'x'; MAX_UPLOAD_BYTES]));
        assert!(!capped.push(b"y"));
        assert!(!capped.push(b""), "stays refused");
        assert_eq!(capped.finish(), Upload::TooBig);
        let mut small = Capped::default();
        assert!(small.push(b"[]"));
        assert_eq!(small.finish(), Upload::Bytes(b"[]".to_vec()));
    }

    #[test]
    fn a_declared_size_past_the_cap_is_refused_before_fetching() {
        assert_eq!(Upload::declared(Some(2 << 20)), Some(Upload::TooBig));
        assert_eq!(Upload::declared(Some(100)), None);
        assert_eq!(Upload::declared(None), None);
    }
}
