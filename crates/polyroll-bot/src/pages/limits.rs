//! How often one client may ask for pages (`POLYROLL_PAGE_RATE` a minute): a token bucket
//! per client address, holding a minute's worth and refilled as the minute passes, so a
//! reader opening a few pages never waits and a scanner is slowed to the rate. An IPv6
//! client is its /64 (one machine usually has the whole of one). At most [`CLIENTS`]
//! buckets are kept, the least recently seen dropped first: memory stays bounded whatever
//! the number of addresses asking.
//!
//! Behind a reverse proxy every request comes from the proxy: a request from loopback or
//! from an address in `POLYROLL_TRUSTED_PROXIES` is counted for the client its
//! `X-Forwarded-For` names (the last address there that is not itself a trusted proxy,
//! since a client can write anything before it).

use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::time::Instant;

use lru::LruCache;

/// Client addresses whose buckets are kept (about 100 bytes each).
pub(crate) const CLIENTS: usize = 10_000;

/// One client's allowance: tokens left at `at`.
#[derive(Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

pub(crate) struct PageLimits {
    /// Pages a minute per client; 0: no limit.
    rate: u32,
    trusted: Vec<IpAddr>,
    buckets: Mutex<LruCache<IpAddr, Bucket>>,
}

impl PageLimits {
    pub(crate) fn new(rate: u32, trusted: Vec<IpAddr>) -> PageLimits {
        PageLimits::with_room(rate, trusted, CLIENTS)
    }

    fn with_room(rate: u32, trusted: Vec<IpAddr>, clients: usize) -> PageLimits {
        PageLimits {
            rate,
            trusted,
            buckets: Mutex::new(LruCache::new(
                NonZeroUsize::new(clients).unwrap_or(NonZeroUsize::MIN),
            )),
        }
    }

    /// Whether the client `client` may have a page at `now`: `Ok`, or `Err(seconds)` until
    /// it may have the next.
    pub(crate) fn admit(&self, client: IpAddr, now: Instant) -> Result<(), u64> {
        if self.rate == 0 {
            return Ok(());
        }
        let full = f64::from(self.rate);
        let per_second = full / 60.0;
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let bucket = buckets.get_or_insert_mut(grouped(client), || Bucket {
            tokens: full,
            at: now,
        });
        let elapsed = now.saturating_duration_since(bucket.at).as_secs_f64();
        bucket.tokens = (bucket.tokens + elapsed * per_second).min(full);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Ok(())
        } else {
            // Whole seconds until one token is back (at least one).
            let wait = ((1.0 - bucket.tokens) / per_second).ceil();
            Err(if wait >= 1.0 { wait as u64 } else { 1 })
        }
    }

    /// Who is asking: the connection's peer, or the client a trusted proxy names.
    pub(crate) fn client(&self, peer: IpAddr, forwarded_for: Option<&str>) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        let Some(list) = forwarded_for else {
            return peer;
        };
        list.rsplit(',')
            .map(str::trim)
            .map(|hop| hop.parse::<IpAddr>())
            // An entry that is no address (a proxy's `unknown`) ends what can be believed.
            .map_while(Result::ok)
            .find(|hop| !self.trusts(*hop))
            .unwrap_or(peer)
    }

    fn trusts(&self, address: IpAddr) -> bool {
        address.is_loopback() || self.trusted.contains(&address)
    }

    #[cfg(test)]
    fn clients(&self) -> usize {
        self.buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .len()
    }
}

/// The address a bucket is kept for: an IPv6 address's /64, an IPv4 address itself (an
/// IPv4 address written as IPv6 too).
fn grouped(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn a_client_has_a_minutes_worth_then_the_rate() {
        let limits = PageLimits::new(60, Vec::new());
        let start = Instant::now();
        let alice = ip("203.0.113.7");
        for _ in 0..60 {
            assert_eq!(limits.admit(alice, start), Ok(()));
        }
        assert_eq!(limits.admit(alice, start), Err(1));
        // Another client is not held back by the first.
        assert_eq!(limits.admit(ip("203.0.113.8"), start), Ok(()));
        // A second later, one more page; then none until the next.
        let later = start + Duration::from_secs(1);
        assert_eq!(limits.admit(alice, later), Ok(()));
        assert_eq!(limits.admit(alice, later), Err(1));
        // A slower rate says how long to wait; after a minute, all of it is back.
        let slow = PageLimits::new(2, Vec::new());
        assert_eq!(slow.admit(alice, start), Ok(()));
        assert_eq!(slow.admit(alice, start), Ok(()));
        assert_eq!(slow.admit(alice, start), Err(30));
        let minute = start + Duration::from_secs(60);
        assert_eq!(slow.admit(alice, minute), Ok(()));
        assert_eq!(slow.admit(alice, minute), Ok(()));
        assert_eq!(slow.admit(alice, minute), Err(30));
        // 0: no limit.
        let off = PageLimits::new(0, Vec::new());
        assert!((0..1000).all(|_| off.admit(alice, start).is_ok()));
    }

    #[test]
    fn an_ipv6_client_is_its_slash_64_and_memory_stays_bounded() {
        let limits = PageLimits::with_room(1, Vec::new(), 100);
        let now = Instant::now();
        assert_eq!(limits.admit(ip("2001:db8:1:2::1"), now), Ok(()));
        assert!(limits.admit(ip("2001:db8:1:2:ffff::9"), now).is_err());
        assert_eq!(limits.admit(ip("2001:db8:1:3::1"), now), Ok(()));
        assert_eq!(limits.admit(ip("::ffff:198.51.100.1"), now), Ok(()));
        assert!(limits.admit(ip("198.51.100.1"), now).is_err());
        for n in 0..10_000u32 {
            let _ = limits.admit(IpAddr::V4(n.into()), now);
        }
        assert_eq!(limits.clients(), 100);
    }

    #[test]
    fn only_a_trusted_proxy_says_who_the_client_is() {
        let limits = PageLimits::new(60, vec![ip("10.0.0.2")]);
        let client = ip("203.0.113.7");
        // Straight from the client: what it writes is ignored.
        assert_eq!(limits.client(client, Some("198.51.100.1")), client);
        // Through a proxy on this machine or a configured one: the last untrusted hop.
        let line = "198.51.100.1, 203.0.113.7";
        assert_eq!(limits.client(ip("127.0.0.1"), Some(line)), client);
        assert_eq!(limits.client(ip("::1"), Some(line)), client);
        assert_eq!(
            limits.client(ip("10.0.0.2"), Some("203.0.113.7, 127.0.0.1")),
            client
        );
        // A proxy that names no one, or garbage, leaves the proxy as the client.
        assert_eq!(limits.client(ip("10.0.0.2"), None), ip("10.0.0.2"));
        assert_eq!(
            limits.client(ip("10.0.0.2"), Some("unknown")),
            ip("10.0.0.2")
        );
    }
}
