//! Latency percentiles, shared by the run's report and its timeline.

use std::time::Duration;

/// The nearest-rank percentile of sorted `values`.
pub fn percentile(sorted: &[Duration], p: f64) -> Option<Duration> {
    if sorted.is_empty() {
        return None;
    }
    let rank = (p * sorted.len() as f64).ceil() as usize;
    sorted.get(rank.clamp(1, sorted.len()) - 1).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_nearest_rank() {
        let v: Vec<Duration> = (1..=100).map(Duration::from_millis).collect();
        assert_eq!(percentile(&v, 0.5), Some(Duration::from_millis(50)));
        assert_eq!(percentile(&v, 0.99), Some(Duration::from_millis(99)));
        assert_eq!(percentile(&v[..1], 0.99), Some(Duration::from_millis(1)));
        assert_eq!(percentile(&[], 0.5), None);
    }
}
