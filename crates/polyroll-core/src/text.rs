//! [`Text`]: an outcome's texts (a statement's source, the canonical form) without a heap
//! block per roll. A short text is kept inline; a longer one, or one a program shares with
//! every roll of it (its canonical form), is a shared `Arc<str>` that a roll only counts.

use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

/// Bytes kept inline: the whole value stays 24 bytes, like a `String`.
const INLINE: usize = 22;

/// An immutable text, read as a `&str`.
#[derive(Clone)]
pub struct Text(Repr);

#[derive(Clone)]
enum Repr {
    Inline { len: u8, bytes: [u8; INLINE] },
    Shared(Arc<str>),
}

impl Text {
    pub fn as_str(&self) -> &str {
        match &self.0 {
            // Only whole `&str`s are copied in (see `From<&str>`), so this never fails.
            Repr::Inline { len, bytes } => {
                std::str::from_utf8(&bytes[..usize::from(*len)]).unwrap_or_default()
            }
            Repr::Shared(s) => s,
        }
    }

    /// Makes this text `s`: a short text is copied over an inline one where it stands (no
    /// new value built and moved in, no old one dropped).
    #[inline]
    pub(crate) fn set(&mut self, s: &str) {
        match &mut self.0 {
            Repr::Inline { len, bytes } if s.len() <= INLINE => {
                copy_short(bytes, s.as_bytes());
                // At most INLINE (22) bytes: fits a u8.
                *len = s.len() as u8;
            }
            _ => *self = Text::from(s),
        }
    }

    /// The same text shared, not copied: cloning it only counts a reference.
    pub fn shared(s: Arc<str>) -> Self {
        Text(Repr::Shared(s))
    }
}

impl Default for Text {
    fn default() -> Self {
        Text(Repr::Inline {
            len: 0,
            bytes: [0; INLINE],
        })
    }
}

impl From<&str> for Text {
    #[inline]
    fn from(s: &str) -> Self {
        if s.len() <= INLINE {
            let mut bytes = [0; INLINE];
            copy_short(&mut bytes, s.as_bytes());
            // At most INLINE (22) bytes: fits a u8.
            Text(Repr::Inline {
                len: s.len() as u8,
                bytes,
            })
        } else {
            shared_copy(s)
        }
    }
}

/// A long text, copied into a shared block: kept out of line so that the short, inline
/// case stays a few instructions (no registers saved for the allocation).
#[cold]
#[inline(never)]
fn shared_copy(s: &str) -> Text {
    Text(Repr::Shared(Arc::from(s)))
}

/// Copies `src` (at most [`INLINE`] bytes) to the start of `dst` with fixed-size copies,
/// two overlapping ones for each size class: a library `memcpy` call, which a copy of a
/// length known only at run time becomes, costs more than the copy of a short text.
#[inline]
fn copy_short(dst: &mut [u8; INLINE], src: &[u8]) {
    let n = src.len();
    // Halved first: a formula's usual length (4 to 15 bytes) is told by two comparisons.
    if n >= 8 {
        if n >= 16 {
            dst[..16].copy_from_slice(&src[..16]);
            dst[n - 16..n].copy_from_slice(&src[n - 16..]);
        } else {
            dst[..8].copy_from_slice(&src[..8]);
            dst[n - 8..n].copy_from_slice(&src[n - 8..]);
        }
    } else if n >= 4 {
        dst[..4].copy_from_slice(&src[..4]);
        dst[n - 4..n].copy_from_slice(&src[n - 4..]);
    } else {
        for (d, s) in dst.iter_mut().zip(src) {
            *d = *s;
        }
    }
}

impl From<String> for Text {
    fn from(s: String) -> Self {
        Text::from(s.as_str())
    }
}

impl From<Arc<str>> for Text {
    fn from(s: Arc<str>) -> Self {
        Text::shared(s)
    }
}

impl Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Text {}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for Text {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<Text> for str {
    fn eq(&self, other: &Text) -> bool {
        self == other.as_str()
    }
}

impl PartialEq<Text> for &str {
    fn eq(&self, other: &Text) -> bool {
        *self == other.as_str()
    }
}

impl PartialEq<Text> for String {
    fn eq(&self, other: &Text) -> bool {
        self == other.as_str()
    }
}

#[cfg(test)]
mod tests {
    use super::Text;

    #[test]
    fn short_texts_stay_inline_and_long_ones_are_shared() {
        assert_eq!(std::mem::size_of::<Text>(), 24);
        for s in [
            "",
            "d",
            "1d6",
            "1d20",
            "4d6kh3",
            "1d20+5",
            "2d20kh1+7",
            "{1d20, 1d20}kh1",
            "{1d20, 1d20}kh1+10",
            "é1d20+5 # attaque",
            &"x".repeat(22),
            &"y".repeat(23),
        ] {
            let t = Text::from(s);
            assert_eq!(t, s);
            assert_eq!(t.clone().as_str(), s);
        }
    }
}
