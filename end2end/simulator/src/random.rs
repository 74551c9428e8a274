//! Random tokens and codes: authentication tokens, jobseeker tokens and one-time passwords. The
//! operating system's source when there is one, so that two simulators never hand out the same
//! token; tests only rely on the lengths and alphabets.

use chrono::Utc;
use std::sync::atomic::{AtomicU64, Ordering};

/// Fills `buf` with random bytes; falls back to a time-seeded xorshift if the
/// operating system source is unavailable (never seen in practice).
pub fn random_bytes(buf: &mut [u8]) {
    if getrandom::fill(buf).is_ok() {
        return;
    }
    static COUNTER: AtomicU64 = AtomicU64::new(0x9E37_79B9_7F4A_7C15);
    let nanos = Utc::now().timestamp_nanos_opt().unwrap_or_default() as u64;
    let mut x = nanos ^ COUNTER.fetch_add(0x9E37_79B9_7F4A_7C15, Ordering::Relaxed);
    for b in buf.iter_mut() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        *b = (x >> 24) as u8;
    }
}

const ALPHANUMERIC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// A random alphanumeric string of `len` characters.
pub fn random_token(len: usize) -> String {
    let mut bytes = vec![0u8; len];
    random_bytes(&mut bytes);
    bytes
        .iter()
        .map(|b| ALPHANUMERIC[usize::from(*b) % ALPHANUMERIC.len()] as char)
        .collect()
}

/// A random lowercase hexadecimal string of `len` characters.
pub fn random_hex(len: usize) -> String {
    let mut bytes = vec![0u8; len.div_ceil(2)];
    random_bytes(&mut bytes);
    let mut s: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    s.truncate(len);
    s
}

/// A random six-digit code, zero padded.
pub fn random_code() -> String {
    let mut bytes = [0u8; 4];
    random_bytes(&mut bytes);
    format!("{:06}", u32::from_le_bytes(bytes) % 1_000_000)
}
