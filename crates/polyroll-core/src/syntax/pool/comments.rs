//! Line comments (`# …`, `// …`) are taken out before parsing: replaced by spaces so
//! byte spans stay exact, and kept with their place so each lands in its statement. The
//! newline that ends one also ends its statement (the seed: "une instruction qui le suit
//! commence donc à la ligne suivante").

/// A line comment found in the input.
pub struct LineComment {
    pub at: usize,
    pub text: String,
}

pub struct Masked {
    pub text: String,
    pub comments: Vec<LineComment>,
    /// Byte offsets of the newlines that end a line comment: statement breaks.
    pub breaks: Vec<usize>,
}

/// Masks the line comments outside texts and square brackets (list items and validators
/// may hold `#` or `//`).
pub fn mask(input: &str) -> Masked {
    let bytes = input.as_bytes();
    let mut out = bytes.to_vec();
    let mut comments = Vec::new();
    let mut breaks = Vec::new();
    let (mut in_quote, mut square) = (false, 0usize);
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if in_quote {
            match b {
                b'\\' => i += 1,
                b'"' => in_quote = false,
                _ => {}
            }
        } else {
            match b {
                b'"' => in_quote = true,
                b'[' => square += 1,
                b']' => square = square.saturating_sub(1),
                b'#' | b'/' if square == 0 && (b == b'#' || bytes.get(i + 1) == Some(&b'/')) => {
                    let skip = if b == b'#' { 1 } else { 2 };
                    let end = input[i..].find('\n').map_or(input.len(), |n| i + n);
                    let text = input[i + skip..end].trim().to_string();
                    out[i..end].fill(b' ');
                    if !text.is_empty() {
                        comments.push(LineComment { at: i, text });
                    }
                    if end < input.len() {
                        breaks.push(end);
                    }
                    i = end;
                    continue;
                }
                _ => {}
            }
        }
        i += 1;
    }
    // Only whole characters were replaced by ASCII spaces, so the bytes stay UTF-8.
    let text = String::from_utf8(out).unwrap_or_else(|_| input.to_string());
    Masked {
        text,
        comments,
        breaks,
    }
}
