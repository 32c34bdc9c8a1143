//! Polyroll's distribution chart: a [`Stats`] drawn as a PNG bar chart, titled with the
//! formula, the mean marked. The chat adapters attach the bytes. And a die's face counts
//! as a small SVG chart for the bot's pages ([`face_counts_svg`]).
//!
//! The font (DejaVu Sans, `fonts/LICENSE-DejaVu.txt`) is compiled in, so nothing depends on
//! the fonts of the machine.

mod faces;

use std::sync::Once;

use plotters::prelude::*;
use plotters::style::{register_font, FontStyle};
use polyroll_core::stats::{two_decimals, Stats};

pub use faces::face_counts_svg;

const FONT: &[u8] = include_bytes!("../fonts/DejaVuSans.ttf");
const FAMILY: &str = "sans-serif";
pub const WIDTH: u32 = 800;
pub const HEIGHT: u32 = 450;
/// Tails thinner than this (each side) are left off the chart: `3d6!` can reach 1818,
/// but a bar for it would be invisible and squeeze the others.
const TAIL: f64 = 5e-5;

#[derive(Debug, thiserror::Error)]
pub enum ChartError {
    #[error("the bundled font could not be loaded")]
    Font,
    #[error("there is nothing to draw")]
    Empty,
    #[error("drawing failed: {0}")]
    Draw(String),
    #[error("PNG encoding failed: {0}")]
    Encode(String),
}

fn draw_err(e: impl std::fmt::Display) -> ChartError {
    ChartError::Draw(e.to_string())
}

/// The distribution of `stats` as a PNG of [`WIDTH`] × [`HEIGHT`] pixels.
pub fn distribution_png(title: &str, stats: &Stats) -> Result<Vec<u8>, ChartError> {
    static REGISTER: Once = Once::new();
    let mut font_ok = true;
    REGISTER.call_once(|| font_ok = register_font(FAMILY, FontStyle::Normal, FONT).is_ok());
    if !font_ok {
        return Err(ChartError::Font);
    }
    let bars = visible(&stats.distribution);
    let (Some(first), Some(last)) = (bars.first(), bars.last()) else {
        return Err(ChartError::Empty);
    };
    let gap = bars
        .windows(2)
        .map(|w| w[1].0 - w[0].0)
        .fold(f64::INFINITY, f64::min);
    let gap = if gap.is_finite() && gap > 0.0 {
        gap
    } else {
        1.0
    };
    let (x0, x1) = (first.0 - gap, last.0 + gap);
    let top = bars.iter().map(|b| b.1).fold(0.0, f64::max) * 100.0 * 1.15;
    let top = if top > 0.0 { top } else { 1.0 };

    let mut rgb = vec![255u8; (WIDTH * HEIGHT * 3) as usize];
    {
        let root = BitMapBackend::with_buffer(&mut rgb, (WIDTH, HEIGHT)).into_drawing_area();
        root.fill(&WHITE).map_err(draw_err)?;
        let caption = if stats.exact {
            title.to_string()
        } else {
            format!("{title} (sampled, {} rolls)", stats.samples)
        };
        let mut chart = ChartBuilder::on(&root)
            .caption(caption, (FAMILY, 26))
            .margin(14)
            .x_label_area_size(36)
            .y_label_area_size(56)
            .build_cartesian_2d(x0..x1, 0.0..top)
            .map_err(draw_err)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .light_line_style(WHITE)
            .x_desc("total")
            .y_desc("chance (%)")
            .x_label_formatter(&|v| two_decimals(*v))
            .y_label_formatter(&|v| two_decimals(*v))
            .label_style((FAMILY, 14))
            .axis_desc_style((FAMILY, 15))
            .draw()
            .map_err(draw_err)?;
        let half = gap * 0.4;
        chart
            .draw_series(bars.iter().map(|&(v, p)| {
                Rectangle::new(
                    [(v - half, 0.0), (v + half, p * 100.0)],
                    BLUE.mix(0.7).filled(),
                )
            }))
            .map_err(draw_err)?;
        let mean = stats.mean;
        chart
            .draw_series(std::iter::once(PathElement::new(
                vec![(mean, 0.0), (mean, top)],
                RED.stroke_width(2),
            )))
            .map_err(draw_err)?
            .label(format!("mean {}", two_decimals(mean)))
            .legend(|(x, y)| PathElement::new([(x, y), (x + 18, y)], RED.stroke_width(2)));
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.9))
            .border_style(BLACK.mix(0.3))
            .label_font((FAMILY, 15))
            .position(SeriesLabelPosition::UpperRight)
            .draw()
            .map_err(draw_err)?;
        root.present().map_err(draw_err)?;
    }
    encode(&rgb)
}

/// The bars worth drawing: the distribution without its negligible tails.
fn visible(d: &[(f64, f64)]) -> Vec<(f64, f64)> {
    let mut acc = 0.0;
    let mut from = 0;
    for (i, x) in d.iter().enumerate() {
        acc += x.1;
        if acc > TAIL {
            from = i;
            break;
        }
    }
    let mut acc = 0.0;
    let mut to = d.len();
    for (i, x) in d.iter().enumerate().rev() {
        acc += x.1;
        if acc > TAIL {
            to = i + 1;
            break;
        }
    }
    d.get(from..to.max(from)).unwrap_or(d).to_vec()
}

fn encode(rgb: &[u8]) -> Result<Vec<u8>, ChartError> {
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, WIDTH, HEIGHT);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        let mut writer = enc
            .write_header()
            .map_err(|e| ChartError::Encode(e.to_string()))?;
        writer
            .write_image_data(rgb)
            .map_err(|e| ChartError::Encode(e.to_string()))?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use polyroll_core::{stats::analyze, Dialect, Limits, NoVariables};

    #[test]
    fn draws_a_png() {
        let stats = match analyze(
            Dialect::Standard,
            "4d6kh3",
            &NoVariables,
            &Limits::default(),
        ) {
            Ok(s) => s,
            Err(e) => panic!("{e:?}"),
        };
        let png = match distribution_png("4d6kh3", &stats) {
            Ok(p) => p,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        assert!(png.len() > 2000, "an empty picture is small");
    }

    #[test]
    fn tails_are_cut() {
        let d = [(1.0, 1e-7), (2.0, 0.5), (3.0, 0.5 - 2e-7), (4.0, 1e-7)];
        assert_eq!(visible(&d), vec![(2.0, 0.5), (3.0, 0.5 - 2e-7)]);
    }
}
