//! Horizontal bar charts in SVG, drawn with `plotters`, for the benchmark report
//! (`demos/benches/report.rs`): one row per label, bars and markers per series.

use std::error::Error;

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// How a series is drawn in each row.
#[derive(Clone, Copy)]
pub enum Glyph {
    /// A bar from the left end of the axis; several bar series share a row, one under another.
    Bar,
    /// A short vertical stroke (a maximum, a minimum).
    Tick,
    /// A filled circle.
    Circle,
    /// A filled triangle.
    Triangle,
}

/// One series: a value (or none) for every row.
pub struct Series {
    pub name: String,
    pub glyph: Glyph,
    pub color: RGBColor,
    pub values: Vec<Option<f64>>,
}

/// A chart: `labels` name the rows, top to bottom; the x axis runs over `x` and its labels are
/// written by `x_label`; `rule` draws a dashed vertical line at a value, with its legend.
pub struct Chart<'a> {
    pub title: &'a str,
    pub x_desc: &'a str,
    pub x: (f64, f64),
    pub x_label: &'a dyn Fn(f64) -> String,
    pub labels: &'a [String],
    pub series: &'a [Series],
    pub rule: Option<(f64, &'a str)>,
}

/// Colours that stay apart in print.
pub const BLUE_: RGBColor = RGBColor(31, 119, 180);
pub const ORANGE: RGBColor = RGBColor(255, 127, 14);
pub const GREEN_: RGBColor = RGBColor(44, 160, 44);
pub const RED_: RGBColor = RGBColor(214, 39, 40);
pub const GREY: RGBColor = RGBColor(90, 90, 90);

/// Draws `chart` into the SVG file `path`.
pub fn hbars(path: &str, chart: &Chart<'_>) -> Result<(), Box<dyn Error>> {
    let n = chart.labels.len().max(1);
    let height = 110 + 20 * n as u32;
    let root = SVGBackend::new(path, (960, height)).into_drawing_area();
    root.fill(&WHITE)?;
    let (lo, hi) = chart.x;
    let mut c = ChartBuilder::on(&root)
        .caption(chart.title, ("sans-serif", 18))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(150)
        .build_cartesian_2d(lo..hi, -0.5f64..(n as f64 - 0.5))?;
    c.configure_mesh()
        .disable_y_mesh()
        .y_labels(0)
        .y_label_formatter(&|_| String::new())
        .x_labels(10)
        .x_label_formatter(&|v| (chart.x_label)(*v))
        .x_desc(chart.x_desc)
        .light_line_style(WHITE.mix(0.0))
        .draw()?;

    // Row i is drawn at y = n - 1 - i, so that the first label is at the top.
    let row = |i: usize| (n - 1 - i) as f64;
    let clamp = |v: f64| v.clamp(lo, hi);
    let bars: Vec<usize> = (0..chart.series.len())
        .filter(|&k| matches!(chart.series[k].glyph, Glyph::Bar))
        .collect();
    let band = 0.8 / bars.len().max(1) as f64;
    for (k, s) in chart.series.iter().enumerate() {
        let color = s.color;
        let points = s
            .values
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.map(|v| (i, clamp(v))));
        match s.glyph {
            Glyph::Bar => {
                let j = bars.iter().position(|&b| b == k).unwrap_or(0) as f64;
                let top = 0.4 - j * band;
                c.draw_series(points.map(|(i, v)| {
                    let y = row(i);
                    Rectangle::new([(lo, y + top), (v, y + top - band)], color.filled())
                }))?
                .label(s.name.as_str())
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 12, y + 5)], color.filled())
                });
            }
            Glyph::Tick => {
                c.draw_series(points.map(|(i, v)| {
                    let y = row(i);
                    PathElement::new(vec![(v, y - 0.4), (v, y + 0.4)], color.stroke_width(2))
                }))?
                .label(s.name.as_str())
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x + 6, y - 6), (x + 6, y + 6)], color.stroke_width(2))
                });
            }
            Glyph::Circle => {
                c.draw_series(points.map(|(i, v)| Circle::new((v, row(i)), 4, color.filled())))?
                    .label(s.name.as_str())
                    .legend(move |(x, y)| Circle::new((x + 6, y), 4, color.filled()));
            }
            Glyph::Triangle => {
                c.draw_series(
                    points.map(|(i, v)| TriangleMarker::new((v, row(i)), 5, color.filled())),
                )?
                .label(s.name.as_str())
                .legend(move |(x, y)| TriangleMarker::new((x + 6, y), 5, color.filled()));
            }
        }
    }
    if let Some((at, name)) = chart.rule {
        c.draw_series(DashedLineSeries::new(
            vec![(at, -0.5), (at, n as f64 - 0.5)],
            6,
            4,
            BLACK.stroke_width(2),
        ))?
        .label(name)
        .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 12, y)], BLACK.stroke_width(2)));
    }
    c.configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK)
        .label_font(("sans-serif", 12))
        .draw()?;

    // The row labels, right-aligned against the y axis.
    let style =
        TextStyle::from(("sans-serif", 12).into_font()).pos(Pos::new(HPos::Right, VPos::Center));
    for (i, label) in chart.labels.iter().enumerate() {
        let (px, py) = c.backend_coord(&(lo, row(i)));
        root.draw(&Text::new(label.as_str(), (px - 6, py), style.clone()))?;
    }
    root.present()?;
    Ok(())
}
