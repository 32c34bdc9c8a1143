//! The invariants every fuzz target checks, for one dialect and one input.

use polyroll_core::stats::hint;
use polyroll_core::{canonical, Dialect, Limits, NoVariables, Roller, ScriptedSource};
use polyroll_render::{render, render_error, Surface};

/// Splits fuzz data into a formula and the faces the dice will show: the first byte says
/// how many of the last bytes are faces (each 1..=20, or that byte's value for big dice).
fn split(data: &[u8]) -> (String, Vec<f64>) {
    let Some((&n, rest)) = data.split_first() else {
        return (String::new(), Vec::new());
    };
    let n = (n as usize).min(rest.len());
    let (text, faces) = rest.split_at(rest.len() - n);
    let faces = faces.iter().map(|b| f64::from(b % 20 + 1)).collect();
    (String::from_utf8_lossy(text).into_owned(), faces)
}

/// Parses, rolls with scripted faces, computes the hint and renders for every surface: no
/// panic, the dice limit held, every total finite and within an exact hint's range, every
/// error's span inside the input, every rendering within its surface's budget.
pub fn roll(dialect: Dialect, data: &[u8]) {
    let (text, faces) = split(data);
    let limits = Limits::default();
    let roller = Roller::new(dialect);
    let mut source = ScriptedSource::new(faces);
    let hinted = hint(dialect, &text, &NoVariables, &limits).ok();
    match roller.roll(&text, &mut source) {
        Ok(o) => {
            if let (Some(h), [only]) = (hinted, o.statements.as_slice()) {
                if let (true, Some(t)) = (h.exact, only.total) {
                    assert!(t >= h.min - tolerance(t) && t <= h.max + tolerance(t), "total {t} outside {h}");
                }
            }
            let dice: usize = o.statements.iter().map(|s| o.dice_count(s.node)).sum();
            assert!(dice <= limits.max_dice, "{dice} dice");
            for t in o.totals().into_iter().flatten() {
                assert!(t.is_finite(), "total {t}");
            }
            for surface in Surface::ALL {
                let shown = render(surface, &o);
                assert!(surface.length(&shown) <= surface.budget());
            }
        }
        Err(e) => {
            assert!(e.span.start <= e.span.end && e.span.end <= text.len(), "span {:?}", e.span);
            assert!(text.is_char_boundary(e.span.start) && text.is_char_boundary(e.span.end));
            for surface in Surface::ALL {
                let shown = render_error(surface, &e, &text);
                assert!(surface.length(&shown) <= surface.budget());
            }
        }
    }
}

/// The canonical form parses back to a program with the same canonical form.
pub fn canonical_roundtrip(data: &[u8]) {
    let (text, _) = split(data);
    let limits = Limits::default();
    for dialect in Dialect::ALL {
        let Ok(p) = dialect.parse(&text, &limits) else {
            continue;
        };
        let c = canonical::program(&p);
        match dialect.parse(&c, &limits) {
            Ok(again) => assert_eq!(canonical::program(&again), c, "{} {text:?}", dialect.name()),
            // A canonical form may be longer than the input it came from (explicit counts):
            // only the length limit may refuse it.
            Err(e) => assert!(
                c.chars().count() > limits.max_chars,
                "{}: {text:?} → {c:?}: {}",
                dialect.name(),
                e.message()
            ),
        }
    }
}

/// Float sums in another order differ in the last bits: at 10^11 that is 10^-5, not 10^-9.
fn tolerance(t: f64) -> f64 {
    1e-9 * t.abs().max(1.0)
}
