//! The door of the HTTP endpoint: every request must carry a valid Ed25519 signature by
//! Discord over `timestamp + body`, and a timestamp close to now.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::http::HeaderMap;
use poise::serenity_prelude::Verifier;

const SIGNATURE: &str = "x-signature-ed25519";
const TIMESTAMP: &str = "x-signature-timestamp";

#[derive(Debug, thiserror::Error)]
#[error("DISCORD_PUBLIC_KEY must be the application's public key: 64 hex digits")]
pub struct BadPublicKey;

/// Why a request was refused (all of them answer 401).
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    Unsigned,
    WrongSignature,
    Stale,
}

#[derive(Clone)]
pub(crate) struct Gate {
    verifier: Verifier,
    max_skew: Duration,
}

impl Gate {
    pub(crate) fn new(public_key: &str, max_skew: Duration) -> Result<Gate, BadPublicKey> {
        let bytes = parse_key(public_key.trim()).ok_or(BadPublicKey)?;
        let verifier = Verifier::try_new(bytes).map_err(|_| BadPublicKey)?;
        Ok(Gate { verifier, max_skew })
    }

    pub(crate) fn admit(
        &self,
        headers: &HeaderMap,
        body: &[u8],
        now: SystemTime,
    ) -> Result<(), Refusal> {
        let header = |name| headers.get(name).and_then(|value| value.to_str().ok());
        let (Some(signature), Some(timestamp)) = (header(SIGNATURE), header(TIMESTAMP)) else {
            return Err(Refusal::Unsigned);
        };
        self.verifier
            .verify(signature, timestamp, body)
            .map_err(|()| Refusal::WrongSignature)?;
        // Checked after the signature, so the timestamp we judge is one Discord signed. A
        // time past what the clock can hold is refused, not added (that would panic).
        let signed_at = timestamp
            .parse::<u64>()
            .ok()
            .and_then(|secs| UNIX_EPOCH.checked_add(Duration::from_secs(secs)))
            .ok_or(Refusal::Stale)?;
        let skew = now
            .duration_since(signed_at)
            .or_else(|_| signed_at.duration_since(now))
            .map_err(|_| Refusal::Stale)?;
        if skew > self.max_skew {
            return Err(Refusal::Stale);
        }
        Ok(())
    }
}

fn parse_key(hex: &str) -> Option<[u8; 32]> {
    if hex.len() != 64 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut key = [0u8; 32];
    for (i, byte) in key.iter_mut().enumerate() {
        *byte = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_keys_must_be_64_hex_digits() {
        assert!(Gate::new("abc", Duration::from_secs(1)).is_err());
        assert!(Gate::new(&"zz".repeat(32), Duration::from_secs(1)).is_err());
        assert!(Gate::new(&"+1".repeat(32), Duration::from_secs(1)).is_err());
    }

    #[test]
    fn a_signed_timestamp_beyond_the_clock_is_stale() {
        use ed25519_dalek::{Signer, SigningKey};

        let signer = SigningKey::from_bytes(&[7u8; 32]);
        let key: String = signer
            .verifying_key()
            .as_bytes()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let gate = Gate::new(&key, Duration::from_secs(300)).unwrap();
        let body = b"{}";
        let headers = |timestamp: &str| {
            let message = [timestamp.as_bytes(), body].concat();
            let signature: String = signer
                .sign(&message)
                .to_bytes()
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            let mut headers = HeaderMap::new();
            headers.insert(SIGNATURE, signature.parse().unwrap());
            headers.insert(TIMESTAMP, timestamp.parse().unwrap());
            headers
        };
        let now = UNIX_EPOCH + Duration::from_secs(1_800_000_000);
        assert_eq!(gate.admit(&headers("1800000010"), body, now), Ok(()));
        for timestamp in [&u64::MAX.to_string(), "18446744073709551616", "-1", "soon"] {
            assert_eq!(
                gate.admit(&headers(timestamp), body, now),
                Err(Refusal::Stale),
                "{timestamp}"
            );
        }
    }

    #[test]
    fn missing_headers_are_unsigned() {
        // The verifying key of the all-zero seed, a valid curve point.
        let key = "3b6a27bcceb6a42d62a3a8d02a6f0d73653215771de243a63ac048a18b59da29";
        let gate = Gate::new(key, Duration::from_secs(300)).unwrap();
        assert_eq!(
            gate.admit(&HeaderMap::new(), b"{}", SystemTime::now()),
            Err(Refusal::Unsigned)
        );
    }
}
