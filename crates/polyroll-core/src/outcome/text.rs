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
    fn from(s: &str) -> Self {
        if s.len() <= INLINE {
            let mut bytes = [0; INLINE];
            bytes[..s.len()].copy_from_slice(s.as_bytes());
            // At most INLINE (22) bytes: fits a u8.
            Text(Repr::Inline {
                len: s.len() as u8,
                bytes,
            })
        } else {
            Text(Repr::Shared(Arc::from(s)))
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
            "4d6kh3",
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
