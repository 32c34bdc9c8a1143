//! The door of the HTTP endpoint: every request must carry a valid Ed25519 signature by
//! Discord over `timestamp + body`, and a timestamp close to now.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::http::HeaderMap;
use ed25519_dalek::{Signature, Verifier as _, VerifyingKey};

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
    /// Decompressed once, here: a request pays for the check alone.
    key: VerifyingKey,
    max_skew: Duration,
}

impl Gate {
    pub(crate) fn new(public_key: &str, max_skew: Duration) -> Result<Gate, BadPublicKey> {
        let bytes = parse_hex::<32>(public_key.trim()).ok_or(BadPublicKey)?;
        let key = VerifyingKey::from_bytes(&bytes).map_err(|_| BadPublicKey)?;
        Ok(Gate { key, max_skew })
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
        let signature = parse_hex::<64>(signature).ok_or(Refusal::WrongSignature)?;
        // Ed25519 as RFC 8032 checks it (ed25519-dalek's `verify`: `s` must be canonical,
        // `[s]B = R + [k]A` exactly), which is what Discord's own libraries do.
        self.key
            .verify(
                &[timestamp.as_bytes(), body].concat(),
                &Signature::from_bytes(&signature),
            )
            .map_err(|_| Refusal::WrongSignature)?;
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

/// Exactly `2 * N` hex digits (either case) as `N` bytes: no sign, space or prefix, so a
/// signature has one spelling.
fn parse_hex<const N: usize>(hex: &str) -> Option<[u8; N]> {
    fn digit(b: u8) -> Option<u8> {
        match b {
            b'0'..=b'9' => Some(b - b'0'),
            b'a'..=b'f' => Some(b - b'a' + 10),
            b'A'..=b'F' => Some(b - b'A' + 10),
            _ => None,
        }
    }
    let hex = hex.as_bytes();
    if hex.len() != 2 * N {
        return None;
    }
    let mut bytes = [0u8; N];
    for (byte, pair) in bytes.iter_mut().zip(hex.chunks_exact(2)) {
        *byte = digit(pair[0])? << 4 | digit(pair[1])?;
    }
    Some(bytes)
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

    use ed25519_dalek::{Signer, SigningKey};

    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    fn signer() -> SigningKey {
        SigningKey::from_bytes(&[7u8; 32])
    }

    fn gate() -> Gate {
        Gate::new(
            &hex(signer().verifying_key().as_bytes()),
            Duration::from_secs(300),
        )
        .unwrap()
    }

    fn headers(signature: &str, timestamp: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(SIGNATURE, signature.parse().unwrap());
        headers.insert(TIMESTAMP, timestamp.parse().unwrap());
        headers
    }

    /// Headers for `body` signed at `timestamp`, as Discord sends them.
    fn signed(timestamp: &str, body: &[u8]) -> HeaderMap {
        let signature = signer().sign(&[timestamp.as_bytes(), body].concat());
        headers(&hex(&signature.to_bytes()), timestamp)
    }

    const NOW: u64 = 1_800_000_000;

    fn now() -> SystemTime {
        UNIX_EPOCH + Duration::from_secs(NOW)
    }

    #[test]
    fn a_signed_timestamp_beyond_the_clock_is_stale() {
        let (gate, body) = (gate(), b"{}");
        assert_eq!(gate.admit(&signed("1800000010", body), body, now()), Ok(()));
        for timestamp in [&u64::MAX.to_string(), "18446744073709551616", "-1", "soon"] {
            assert_eq!(
                gate.admit(&signed(timestamp, body), body, now()),
                Err(Refusal::Stale),
                "{timestamp}"
            );
        }
    }

    #[test]
    fn a_signature_holds_only_for_its_body_and_time() {
        let (gate, body) = (gate(), br#"{"type":2,"data":{"name":"roll"}}"#);
        let timestamp = NOW.to_string();
        let good = signed(&timestamp, body);
        assert_eq!(gate.admit(&good, body, now()), Ok(()));
        let tampered = br#"{"type":2,"data":{"name":"rolL"}}"#;
        assert_eq!(
            gate.admit(&good, tampered, now()),
            Err(Refusal::WrongSignature)
        );
        let signature = good[SIGNATURE].to_str().unwrap();
        let later = (NOW + 1).to_string();
        assert_eq!(
            gate.admit(&headers(signature, &later), body, now()),
            Err(Refusal::WrongSignature)
        );
        // Another key's signature over the same bytes.
        let other = SigningKey::from_bytes(&[8u8; 32]).sign(&[timestamp.as_bytes(), body].concat());
        assert_eq!(
            gate.admit(&headers(&hex(&other.to_bytes()), &timestamp), body, now()),
            Err(Refusal::WrongSignature)
        );
    }

    #[test]
    fn a_signature_has_one_spelling() {
        let gate = gate();
        let timestamp = NOW.to_string();
        // A body whose signature has a byte below 0x10, spelled "0x" in hex.
        let (body, signature) = (0..)
            .map(|n| format!("{{\"n\":{n}}}"))
            .map(|body| {
                let signature = hex(&signer()
                    .sign(&[timestamp.as_bytes(), body.as_bytes()].concat())
                    .to_bytes());
                (body, signature)
            })
            .find(|(_, signature)| signature.as_bytes().chunks(2).any(|pair| pair[0] == b'0'))
            .unwrap();
        let body = body.as_bytes();
        assert_eq!(
            gate.admit(&headers(&signature, &timestamp), body, now()),
            Ok(())
        );
        // Either case is the same hex.
        let upper = signature.to_uppercase();
        assert_eq!(
            gate.admit(&headers(&upper, &timestamp), body, now()),
            Ok(())
        );
        // "+f" reads as 0x0f to a parser of numbers; here it is no hex digit.
        let at = signature
            .as_bytes()
            .chunks(2)
            .position(|pair| pair[0] == b'0')
            .unwrap();
        let mut plus = signature.clone();
        plus.replace_range(2 * at..2 * at + 1, "+");
        for spelling in [
            plus,
            format!(" {}", &signature[1..]),
            format!("{signature}00"),
        ] {
            assert_eq!(
                gate.admit(&headers(&spelling, &timestamp), body, now()),
                Err(Refusal::WrongSignature),
                "{spelling}"
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
