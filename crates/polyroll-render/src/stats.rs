//! A distribution as text: the one table the bot's `/stats` and `polyroll stats` both show
//! (value, P(= x), P(≥ x)), and the command line's report around it. By default the table
//! is what people read in a chat — at most 40 rows around the middle, two decimals —; a
//! script asks for every row and more decimals through [`TableOptions`].

use std::fmt;
use std::str::FromStr;

use polyroll_core::stats::{fixed, Report, Stats};

/// Which rows of the distribution the table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rows {
    /// At most this many, around the middle (the tails are the least likely values).
    Middle(usize),
    /// Every value.
    All,
}

impl FromStr for Rows {
    type Err = String;
    /// `all`, or a number of rows (at least 1).
    fn from_str(s: &str) -> Result<Rows, String> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("all") {
            return Ok(Rows::All);
        }
        match s.parse::<usize>() {
            Ok(n) if n > 0 => Ok(Rows::Middle(n)),
            _ => Err(format!(
                "rows: expected `all` or a number of rows from 1, found '{s}'"
            )),
        }
    }
}

impl fmt::Display for Rows {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rows::Middle(n) => write!(f, "{n}"),
            Rows::All => f.write_str("all"),
        }
    }
}

/// How the table is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableOptions {
    pub rows: Rows,
    /// Decimals of each percentage (and of the report's mean and spread); at most
    /// [`TableOptions::MAX_DECIMALS`].
    pub decimals: usize,
}

impl TableOptions {
    /// More than a probability within 10⁻⁹ can honestly show as a percentage.
    pub const MAX_DECIMALS: usize = 6;
}

impl Default for TableOptions {
    /// The chat's table: 40 rows fit a message and a phone's screen; two decimals are what
    /// people compare odds by.
    fn default() -> Self {
        TableOptions {
            rows: Rows::Middle(40),
            decimals: 2,
        }
    }
}

/// The distribution as lines, `value  P(= x)  ≥ P(≥ x)`, each column aligned.
pub fn table(st: &Stats, options: &TableOptions) -> Vec<String> {
    let decimals = options.decimals.min(TableOptions::MAX_DECIMALS);
    let rows = &st.distribution;
    let (skip, take) = match options.rows {
        Rows::All => (0, rows.len()),
        Rows::Middle(n) => (rows.len().saturating_sub(n) / 2, n),
    };
    // `100%`, and a point and the decimals when there are any.
    let width = 4 + if decimals > 0 { decimals + 1 } else { 0 };
    let percent = |p: f64| format!("{}%", fixed(p * 100.0, decimals));
    let mut at_least = 1.0 - rows.iter().take(skip).map(|r| r.1).sum::<f64>();
    let mut out = Vec::new();
    for &(v, p) in rows.iter().skip(skip).take(take) {
        out.push(format!(
            "{:>6}  {:>width$}  ≥ {:>width$}",
            number(v),
            percent(p),
            percent(at_least.clamp(0.0, 1.0)),
        ));
        at_least -= p;
    }
    out
}

/// What [`likely_table`] left out: how many values, their chance together, and whether
/// each of them alone was too rare to show.
#[derive(Clone, Debug, PartialEq)]
pub struct LeftOut {
    pub values: usize,
    pub chance: f64,
    /// Every value left out reads 0 at the table's decimals.
    pub each_rare: bool,
    /// The least chance the table shows: `0.01%`.
    pub least: String,
}

/// The chat's table: only the values whose chance shows at the table's decimals (a rarer
/// one reads `0.00%`, and an exploding die's tail is a long column of those), at most
/// `options.rows` of them around the middle; then, when any value was left out, one row
/// with their chance together, worded by `rest` (`… 0.02%  31 other values, each under
/// 0.01%`). A chance too small to show there reads `<0.01%`. Every chance shown is the
/// distribution's own, so an exact distribution's table stays exact.
pub fn likely_table(
    st: &Stats,
    options: &TableOptions,
    rest: impl Fn(&LeftOut) -> String,
) -> Vec<String> {
    let decimals = options.decimals.min(TableOptions::MAX_DECIMALS);
    let rows = &st.distribution;
    let width = 4 + if decimals > 0 { decimals + 1 } else { 0 };
    let percent = |p: f64| format!("{}%", fixed(p * 100.0, decimals));
    let shows = |p: f64| percent(p).bytes().any(|b| (b'1'..=b'9').contains(&b));
    let mut likely: Vec<usize> = (0..rows.len()).filter(|&i| shows(rows[i].1)).collect();
    // A spread too flat for any value to show (1d100000) keeps its middle rows instead.
    if likely.is_empty() {
        likely = (0..rows.len()).collect();
    }
    if let Rows::Middle(n) = options.rows {
        let skip = likely.len().saturating_sub(n) / 2;
        likely = likely.into_iter().skip(skip).take(n).collect();
    }
    // P(≥ x) from everything below x, shown or not.
    let mut below = 0.0_f64;
    let mut at_least = Vec::with_capacity(rows.len());
    for &(_, p) in rows {
        at_least.push((1.0 - below).clamp(0.0, 1.0));
        below += p;
    }
    let mut out: Vec<String> = likely
        .iter()
        .map(|&i| {
            format!(
                "{:>6}  {:>width$}  ≥ {:>width$}",
                number(rows[i].0),
                percent(rows[i].1),
                percent(at_least[i]),
            )
        })
        .collect();
    let left: Vec<f64> = (0..rows.len())
        .filter(|i| likely.binary_search(i).is_err())
        .map(|i| rows[i].1)
        .collect();
    if !left.is_empty() {
        let left_out = LeftOut {
            values: left.len(),
            chance: left.iter().sum(),
            each_rare: left.iter().all(|p| !shows(*p)),
            least: format!("{}%", fixed(0.1f64.powi(decimals as i32), decimals)),
        };
        let chance = if shows(left_out.chance) {
            percent(left_out.chance)
        } else {
            format!("<{}", left_out.least)
        };
        out.push(format!("{:>6}  {chance:>width$}  {}", "…", rest(&left_out)));
    }
    out
}

/// The command line's report of one distribution: `title: hint`, how exact it is, the
/// mean, spread, ends and median, the table, and P(≥ `at_least`) when asked.
pub fn report(title: &str, st: &Stats, options: &TableOptions, at_least: Option<f64>) -> String {
    let decimals = options.decimals.min(TableOptions::MAX_DECIMALS);
    let mut lines = vec![format!("{title}: {}", st.hint())];
    lines.push(match st.sampled_because {
        None => format!("exact (each probability within {:e})", st.error_bound),
        Some(why) => format!(
            "sampled from {} rolls ({why}); each probability within ±{:.4}",
            st.samples, st.error_bound
        ),
    });
    lines.push(format!("mean    {}", fixed(st.mean, decimals)));
    lines.push(format!("stddev  {}", fixed(st.stddev, decimals)));
    lines.push(format!("min     {}", number(st.min)));
    lines.push(format!("max     {}", number(st.max)));
    lines.push(format!("median  {}", number(st.median)));
    let rows = table(st, options);
    let hidden = st.distribution.len().saturating_sub(rows.len());
    lines.extend(rows);
    if hidden > 0 {
        lines.push(format!(
            "({hidden} less likely values, at the ends, not shown)"
        ));
    }
    if let Some(x) = at_least {
        lines.push(format!(
            "P(≥ {}) = {}%",
            number(x),
            fixed(st.at_least(x) * 100.0, decimals)
        ));
    }
    lines.join("\n")
}

/// [`report`] for a whole analysis: one report, or for a pool program each statement's
/// under its number and source (`no numeric total` for a text or a list).
pub fn full_report(
    title: &str,
    analysis: &Report,
    options: &TableOptions,
    at_least: Option<f64>,
) -> String {
    let Some(statements) = &analysis.statements else {
        return report(title, &analysis.stats, options, at_least);
    };
    statements
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let header = format!("statement {}: {}", i + 1, s.source);
            match &s.stats {
                Some(st) => format!("{header}\n{}", report(&s.source, st, options, at_least)),
                None => format!("{header}\nno numeric total"),
            }
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

/// A value as it is, never a negative zero.
fn number(v: f64) -> String {
    // `+ 0.0` turns `-0.0` into `0.0`.
    format!("{}", v + 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uniform(n: u32) -> Stats {
        let p = 1.0 / f64::from(n);
        let distribution: Vec<(f64, f64)> = (1..=n).map(|v| (f64::from(v), p)).collect();
        Stats {
            exact: true,
            mean: (f64::from(n) + 1.0) / 2.0,
            stddev: 0.0,
            min: 1.0,
            max: f64::from(n),
            median: f64::from(n.div_ceil(2)),
            distribution,
            error_bound: 1e-9,
            samples: 0,
            sampled_because: None,
            unexploded: None,
        }
    }

    #[test]
    fn the_chat_table_shows_forty_rows_around_the_middle() {
        let rows = table(&uniform(100), &TableOptions::default());
        assert_eq!(rows.len(), 40);
        assert_eq!(rows[0], "    31    1.00%  ≥  70.00%");
        assert_eq!(rows[39], "    70    1.00%  ≥  31.00%");
    }

    #[test]
    fn scripts_ask_for_every_row_and_more_decimals() {
        let options = TableOptions {
            rows: Rows::All,
            decimals: 4,
        };
        let rows = table(&uniform(3), &options);
        assert_eq!(
            rows,
            [
                "     1   33.3333%  ≥ 100.0000%",
                "     2   33.3333%  ≥  66.6667%",
                "     3   33.3333%  ≥  33.3333%",
            ]
        );
        let whole = TableOptions {
            rows: Rows::All,
            decimals: 0,
        };
        assert_eq!(table(&uniform(3), &whole)[0], "     1   33%  ≥ 100%");
    }

    /// An exploding die's shape: a few likely values, then a long tail of rare ones.
    fn tailed() -> Stats {
        let mut st = uniform(3);
        st.distribution = vec![(1.0, 0.5), (2.0, 0.3), (3.0, 0.1988)];
        st.distribution
            .extend((4..=33).map(|v| (f64::from(v), 0.00004)));
        st
    }

    fn words(left: &LeftOut) -> String {
        format!("{} other, rare {}", left.values, left.each_rare)
    }

    #[test]
    fn the_chat_table_folds_values_too_rare_to_show_into_one_row() {
        let rows = likely_table(&tailed(), &TableOptions::default(), words);
        assert_eq!(
            rows,
            [
                "     1   50.00%  ≥ 100.00%",
                "     2   30.00%  ≥  50.00%",
                "     3   19.88%  ≥  20.00%",
                "     …    0.12%  30 other, rare true",
            ]
        );
        // A remainder too small to show is said to be under the last decimal.
        let mut st = tailed();
        st.distribution.truncate(4);
        st.distribution[2].1 = 0.1999;
        let rows = likely_table(&st, &TableOptions::default(), words);
        assert_eq!(rows[3], "     …   <0.01%  1 other, rare true");
    }

    #[test]
    fn the_chat_table_cuts_likely_values_beyond_its_rows_and_says_so() {
        let options = TableOptions {
            rows: Rows::Middle(2),
            decimals: 2,
        };
        let rows = likely_table(&uniform(4), &options, words);
        assert_eq!(
            rows,
            [
                "     2   25.00%  ≥  75.00%",
                "     3   25.00%  ≥  50.00%",
                "     …   50.00%  2 other, rare false",
            ]
        );
        // Nothing left out: no last row.
        assert_eq!(
            likely_table(&uniform(4), &TableOptions::default(), words).len(),
            4
        );
    }

    #[test]
    fn rows_read_all_or_a_count() {
        assert_eq!("all".parse(), Ok(Rows::All));
        assert_eq!("12".parse(), Ok(Rows::Middle(12)));
        assert!("0".parse::<Rows>().is_err());
        assert!("many".parse::<Rows>().is_err());
    }

    #[test]
    fn the_report_says_when_rows_are_left_out() {
        let text = report("1d100", &uniform(100), &TableOptions::default(), Some(91.0));
        assert!(text.starts_with("1d100: 50.5 (1–100)\n"), "{text}");
        assert!(text.contains("\nmean    50.50\n"), "{text}");
        assert!(
            text.contains("(60 less likely values, at the ends, not shown)"),
            "{text}"
        );
        assert!(text.ends_with("\nP(≥ 91) = 10.00%"), "{text}");
        let all = TableOptions {
            rows: Rows::All,
            ..TableOptions::default()
        };
        let text = report("1d100", &uniform(100), &all, None);
        assert!(!text.contains("not shown"), "{text}");
        assert!(text.contains("\n   100    1.00%  ≥   1.00%"), "{text}");
    }
}
