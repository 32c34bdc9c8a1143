//! A die's face counts as a small SVG bar chart, for pages served as plain HTML: one bar
//! per face, a dashed line where a fair die's count is expected. Drawn as text, with no
//! font and no script: the browser lays out the labels, and the chart scales to its box.

use std::fmt::Write;

const WIDTH: f64 = 320.0;
const HEIGHT: f64 = 120.0;
/// Room under the bars for the faces' numbers.
const AXIS: f64 = 16.0;
const TOP: f64 = 6.0;

/// `counts` (face 1 first) against `expected`, as an `<svg>` element. `label` names the
/// chart for screen readers (escaped here). Every face gets a label when there are at most
/// 20, else every fifth and the last.
pub fn face_counts_svg(label: &str, counts: &[u64], expected: f64) -> String {
    let faces = counts.len().max(1);
    let highest = counts.iter().copied().max().unwrap_or(0) as f64;
    let top = highest.max(expected).max(1.0);
    let scale = (HEIGHT - AXIS - TOP) / top;
    let slot = WIDTH / faces as f64;
    let bar = (slot * 0.8).max(0.5);
    let base = HEIGHT - AXIS;
    let mut svg = format!(
        "<svg class=\"faces\" viewBox=\"0 0 {WIDTH} {HEIGHT}\" role=\"img\" \
         aria-label=\"{}\" xmlns=\"http://www.w3.org/2000/svg\">",
        escape(label)
    );
    for (i, &count) in counts.iter().enumerate() {
        let h = count as f64 * scale;
        let x = i as f64 * slot + (slot - bar) / 2.0;
        let face = i + 1;
        // `write!` to a String cannot fail.
        let _ = write!(
            svg,
            "<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"{bar:.1}\" height=\"{h:.1}\" \
             fill=\"#5c6bc0\"><title>{face}: {count}</title></rect>",
            base - h
        );
        if faces <= 20 || face % 5 == 0 || face == faces {
            let _ = write!(
                svg,
                "<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"9\" text-anchor=\"middle\" \
                 fill=\"#444\">{face}</text>",
                x + bar / 2.0,
                HEIGHT - 4.0
            );
        }
    }
    let y = base - expected * scale;
    let _ = write!(
        svg,
        "<line x1=\"0\" y1=\"{y:.1}\" x2=\"{WIDTH}\" y2=\"{y:.1}\" stroke=\"#c62828\" \
         stroke-width=\"1.2\" stroke-dasharray=\"4 3\"/>\
         <line x1=\"0\" y1=\"{base:.1}\" x2=\"{WIDTH}\" y2=\"{base:.1}\" stroke=\"#999\" \
         stroke-width=\"1\"/></svg>"
    );
    svg
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::face_counts_svg;

    #[test]
    fn a_bar_per_face_and_the_expected_line() {
        let svg = face_counts_svg("d6 <faces>", &[5, 8, 9, 8, 10, 20], 10.0);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"), "{svg}");
        assert_eq!(svg.matches("<rect").count(), 6);
        assert_eq!(svg.matches("<text").count(), 6);
        assert!(svg.contains("aria-label=\"d6 &lt;faces&gt;\""), "{svg}");
        assert!(svg.contains("<title>6: 20</title>"), "{svg}");
        // The tallest bar reaches near the top; the expected line sits at half of it.
        // Bars span 98 units: 20 faces is 98, 10 expected is 49 above the base at 104.
        assert!(svg.contains("y=\"6.0\" width"), "{svg}");
        assert!(svg.contains("y1=\"55.0\""), "{svg}");
    }

    #[test]
    fn many_faces_label_every_fifth() {
        let svg = face_counts_svg("d100", &[1; 100], 1.0);
        assert_eq!(svg.matches("<rect").count(), 100);
        assert_eq!(svg.matches("<text").count(), 20);
    }
}
