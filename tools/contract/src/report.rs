//! The table of differences, and the one way anything reaches the terminal: through [`Redact`],
//! which blanks every secret the tool was given or received, whatever text carries it.

use std::collections::BTreeSet;
use std::fmt::Write as _;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// The platform sent a field no app model reads.
    Unknown,
    /// The app reads a field that no object of the answer carried.
    NotSent,
    /// The app's decoder could not read the value (or read only part of it).
    Type,
    /// The answer itself: a status, a message, a refused token.
    Answer,
    /// A CORS preflight or header the browser needs from the platform.
    Cors,
}

impl Kind {
    fn label(self) -> &'static str {
        match self {
            Kind::Unknown => "not read by the app",
            Kind::NotSent => "expected, not sent",
            Kind::Type => "type differs",
            Kind::Answer => "answer differs",
            Kind::Cors => "CORS",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Row {
    endpoint: String,
    field: String,
    kind: Kind,
    sent: String,
    expected: String,
}

/// The differences found, each once, sorted by endpoint and field.
#[derive(Default)]
pub struct Report {
    rows: BTreeSet<Row>,
}

impl Report {
    pub fn add(&mut self, endpoint: &str, field: &str, kind: Kind, sent: &str, expected: &str) {
        self.rows.insert(Row {
            endpoint: endpoint.into(),
            field: field.into(),
            kind,
            sent: sent.into(),
            expected: expected.into(),
        });
    }

    pub fn len(&self) -> usize {
        self.rows.len()
    }

    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// One `a | b | c | d | e` line per row (what the tests compare).
    #[cfg(test)]
    pub fn lines(&self) -> Vec<String> {
        self.rows
            .iter()
            .map(|row| {
                format!(
                    "{} | {} | {} | {} | {}",
                    row.endpoint,
                    row.field,
                    row.kind.label(),
                    row.sent,
                    row.expected
                )
            })
            .collect()
    }

    /// The table, with aligned columns.
    pub fn table(&self) -> String {
        let header = [
            "endpoint",
            "field",
            "difference",
            "platform sent",
            "app expects",
        ];
        let cells: Vec<[String; 5]> = self
            .rows
            .iter()
            .map(|row| {
                [
                    row.endpoint.clone(),
                    row.field.clone(),
                    row.kind.label().to_string(),
                    row.sent.clone(),
                    row.expected.clone(),
                ]
            })
            .collect();
        let mut widths = header.map(|title| title.chars().count());
        for row in &cells {
            for (width, cell) in widths.iter_mut().zip(row) {
                *width = (*width).max(cell.chars().count());
            }
        }
        let mut out = String::new();
        let mut line = |cells: &[&str]| {
            let padded: Vec<String> = cells
                .iter()
                .zip(widths)
                .map(|(cell, width)| format!("{cell:<width$}"))
                .collect();
            let _ = writeln!(out, "{}", padded.join("  ").trim_end());
        };
        line(&header);
        let rule: Vec<String> = widths.iter().map(|width| "-".repeat(*width)).collect();
        line(&rule.iter().map(String::as_str).collect::<Vec<_>>());
        for row in &cells {
            line(&row.iter().map(String::as_str).collect::<Vec<_>>());
        }
        out
    }
}

/// Blanks every secret in a text: the API key, the password, the account, the addresses and any
/// token received. Everything printed goes through [`Redact::clean`].
#[derive(Default)]
pub struct Redact {
    secrets: Vec<String>,
}

impl Redact {
    pub fn add(&mut self, secret: &str) {
        let secret = secret.trim();
        // Shorter than this and a secret would blank ordinary words; none of ours is.
        if secret.chars().count() >= 4 && !self.secrets.iter().any(|known| known == secret) {
            self.secrets.push(secret.to_string());
            // Longest first, so a secret that contains another is blanked whole.
            self.secrets
                .sort_by_key(|known| std::cmp::Reverse(known.len()));
        }
    }

    pub fn clean(&self, text: &str) -> String {
        self.secrets.iter().fold(text.to_string(), |text, secret| {
            text.replace(secret, "[redacted]")
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redacts_every_secret_longest_first() {
        let mut redact = Redact::default();
        redact.add("key-123");
        redact.add("key-123-and-more");
        redact.add("ab");
        assert_eq!(
            redact.clean("key-123-and-more then key-123, ab"),
            "[redacted] then [redacted], ab"
        );
    }

    #[test]
    fn the_table_aligns_its_columns() {
        let mut report = Report::default();
        report.add("sign_in", "user.id", Kind::Type, "text", "integer");
        report.add(
            "get_client_profile",
            "[*].x",
            Kind::Unknown,
            "text",
            "not read by the app",
        );
        let table = report.table();
        let lines: Vec<&str> = table.lines().collect();
        assert_eq!(lines.len(), 4);
        assert!(lines[0].starts_with("endpoint            field"));
        assert!(lines[2].starts_with("get_client_profile  [*].x"));
        assert!(lines[3].starts_with("sign_in             user.id"));
    }
}
