//! Keeping a message within its surface's budget without cutting inside markup.
//!
//! Shortening works on whole pieces (dice, statements, lines), each of which is balanced
//! markup on its own, so no cut can leave a tag or an escape open.

use crate::Surface;

/// The largest `n` in `0..=max` whose text fits, by halving (the text grows with `n`);
/// `None` if even `n = 0` is too long.
pub(crate) fn largest_fitting(
    surface: Surface,
    max: usize,
    text: impl Fn(usize) -> String,
) -> Option<String> {
    let fits = |s: &str| surface.length(s) <= surface.budget();
    let full = text(max);
    if fits(&full) {
        return Some(full);
    }
    let (mut lo, mut hi) = (0usize, max);
    let mut best = None;
    // Invariant: every n > hi is too long; best holds the text of the largest fitting n < lo.
    while lo <= hi {
        let mid = lo + (hi - lo) / 2;
        let t = text(mid);
        if fits(&t) {
            best = Some(t);
            lo = mid + 1;
        } else if mid == 0 {
            break;
        } else {
            hi = mid - 1;
        }
    }
    best
}

/// Last resort: whole lines from the top while they fit, then an ellipsis line.
pub(crate) fn leading_lines(surface: Surface, text: &str) -> String {
    let budget = surface.budget().saturating_sub(2);
    let mut out = String::new();
    for line in text.lines() {
        let extra = usize::from(!out.is_empty()) + surface.length(line);
        if surface.length(&out) + extra > budget {
            break;
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(line);
    }
    if !out.is_empty() {
        out.push('\n');
    }
    out.push('…');
    out
}
