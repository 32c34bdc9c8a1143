//! Bot text as plain text, for where Telegram takes no markup: inline results' titles and
//! the alerts that answer a press.

/// `text` (the surface's HTML) without its tags, the common entities decoded.
pub(crate) fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_tag = false;
    for c in text.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

#[cfg(test)]
mod tests {
    use super::plain;

    #[test]
    fn plain_drops_tags_and_decodes_entities() {
        assert_eq!(plain("<b>1d6 &lt; 3</b> &amp; more"), "1d6 < 3 & more");
        assert_eq!(plain("4d6kh3 → 12.24 (3–18)"), "4d6kh3 → 12.24 (3–18)");
    }
}
