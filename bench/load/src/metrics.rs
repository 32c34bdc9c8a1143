//! The bot's own counters, read from its `/metrics` (Prometheus text) before and after the
//! measured window: store round trips and calls, and the rolls it counted.

use std::net::SocketAddr;

/// The counters of one reading.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Counters {
    /// Statements sent to the database (a transaction's BEGIN and COMMIT included).
    pub round_trips: f64,
    /// Store calls (one call can send several statements).
    pub store_calls: f64,
    /// Rolls made, every platform and dialect.
    pub rolls: f64,
    /// Seconds the store calls took, together.
    pub call_seconds: f64,
    /// Store calls that took longer than [`SLOW_CALL`] (the histogram's bucket bound).
    pub slow_calls: f64,
}

/// The store-call histogram's bucket bound above which a call counts as slow.
pub const SLOW_CALL: &str = "0.025";

impl Counters {
    pub fn since(&self, before: &Counters) -> Counters {
        Counters {
            round_trips: self.round_trips - before.round_trips,
            store_calls: self.store_calls - before.store_calls,
            rolls: self.rolls - before.rolls,
            call_seconds: self.call_seconds - before.call_seconds,
            slow_calls: self.slow_calls - before.slow_calls,
        }
    }
}

/// Reads `/metrics` at `addr`.
pub async fn read(client: &reqwest::Client, addr: SocketAddr) -> anyhow::Result<Counters> {
    let text = client
        .get(format!("http://{addr}/metrics"))
        .send()
        .await?
        .error_for_status()?
        .text()
        .await?;
    Ok(parse(&text))
}

fn parse(text: &str) -> Counters {
    let store_calls = total(text, "polyroll_store_call_seconds_count");
    let bucket = format!("polyroll_store_call_seconds_bucket{{le=\"{SLOW_CALL}\"}} ");
    let fast: f64 = text
        .lines()
        .filter_map(|line| line.strip_prefix(&bucket)?.trim().parse::<f64>().ok())
        .sum();
    Counters {
        round_trips: total(text, "polyroll_store_round_trips_total"),
        store_calls,
        rolls: total(text, "polyroll_rolls_total"),
        call_seconds: total(text, "polyroll_store_call_seconds_sum"),
        slow_calls: store_calls - fast,
    }
}

/// The sum of every series of `name` (all label sets).
fn total(text: &str, name: &str) -> f64 {
    text.lines()
        .filter_map(|line| {
            let rest = line.strip_prefix(name)?;
            if !(rest.starts_with(' ') || rest.starts_with('{')) {
                return None;
            }
            rest.rsplit(' ').next()?.parse::<f64>().ok()
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn series_are_summed_over_their_labels_and_other_names_ignored() {
        let text = "# HELP polyroll_rolls Rolls made\n\
                    # TYPE polyroll_rolls counter\n\
                    polyroll_rolls_total{platform=\"discord\",dialect=\"standard\"} 7\n\
                    polyroll_rolls_total{platform=\"telegram\",dialect=\"pool\"} 3\n\
                    polyroll_store_round_trips_total 30\n\
                    polyroll_store_call_seconds_count 20\n\
                    polyroll_store_call_seconds_sum 0.5\n\
                    polyroll_store_call_seconds_bucket{le=\"0.01\"} 15\n\
                    polyroll_store_call_seconds_bucket{le=\"0.025\"} 17\n\
                    polyroll_store_round_trips_total_extra 99\n";
        assert_eq!(
            parse(text),
            Counters {
                round_trips: 30.0,
                store_calls: 20.0,
                rolls: 10.0,
                call_seconds: 0.5,
                slow_calls: 3.0,
            }
        );
    }
}
