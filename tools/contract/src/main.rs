//! `make contract`: the real platform against what the app's decoders (staffing-web `api/`) and the
//! simulator assume. A tool, not a test: run it the day the platform is reachable (docs/deployment.md).
//!
//! Everything it is given comes from the environment and is never printed or written anywhere:
//! every line it prints is passed through [`report::Redact`] first.

mod checks;
mod fields;
mod http;
mod report;
mod shape;

use std::io::Write;
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str = "usage: contract   (everything from the environment)

  CONTRACT_BASE_URL     the platform's {base_url} (https://...)
  CONTRACT_APP_URL      the platform's {app_url}
  CONTRACT_API_KEY      the platform API key
  CONTRACT_EMAIL        a test account (a job seeker) ...
  CONTRACT_PASSWORD     ... its password
  CONTRACT_TENANT       ... and its tenant key
  CONTRACT_APP_ORIGIN   optional: the app's origin (https://jobs.example.com), to check that
                        the platform answers its CORS preflights
  CONTRACT_WRITE=1      optional: also call create_or_update_jobseeker (re-sends the profile's
                        own name); only with a dedicated test account
  CONTRACT_TIMEOUT_S    optional: seconds per call (default 20)

Prints the differences between the platform's answers and what the app reads, and exits 1 when
there are any (0: none; 2: the environment is incomplete).";

const REQUIRED: [&str; 6] = [
    "CONTRACT_BASE_URL",
    "CONTRACT_APP_URL",
    "CONTRACT_API_KEY",
    "CONTRACT_EMAIL",
    "CONTRACT_PASSWORD",
    "CONTRACT_TENANT",
];

fn env(name: &str) -> Option<String> {
    std::env::var(name)
        .ok()
        .map(|value| value.trim().to_string())
        .filter(|value| !value.is_empty())
}

/// Prints `text` (already redacted by the caller) to stdout; a closed stdout is not an error.
fn say(text: &str) {
    let _ = writeln!(std::io::stdout(), "{text}");
}

fn settings() -> Result<checks::Settings, String> {
    let missing: Vec<&str> = REQUIRED
        .iter()
        .copied()
        .filter(|name| env(name).is_none())
        .collect();
    if !missing.is_empty() {
        return Err(format!("missing: {}", missing.join(", ")));
    }
    let value = |name: &str| env(name).unwrap_or_default();
    for name in ["CONTRACT_BASE_URL", "CONTRACT_APP_URL"] {
        let address = value(name).to_ascii_lowercase();
        if !address.starts_with("https://") && !address.starts_with("http://") {
            // The value itself is not shown: it is not to be printed.
            return Err(format!("{name} must be an http(s) address"));
        }
    }
    Ok(checks::Settings {
        base_url: value("CONTRACT_BASE_URL"),
        app_url: value("CONTRACT_APP_URL"),
        api_key: value("CONTRACT_API_KEY"),
        email: value("CONTRACT_EMAIL"),
        password: value("CONTRACT_PASSWORD"),
        tenant: value("CONTRACT_TENANT"),
        origin: env("CONTRACT_APP_ORIGIN").map(|origin| origin.trim_end_matches('/').to_string()),
        write: env("CONTRACT_WRITE").is_some_and(|flag| flag == "1" || flag == "true"),
    })
}

fn main() -> ExitCode {
    if std::env::args()
        .skip(1)
        .any(|arg| arg == "-h" || arg == "--help")
    {
        say(USAGE);
        return ExitCode::SUCCESS;
    }
    let settings = match settings() {
        Ok(settings) => settings,
        Err(problem) => {
            let _ = writeln!(std::io::stderr(), "contract: {problem}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let timeout = env("CONTRACT_TIMEOUT_S")
        .and_then(|seconds| seconds.parse::<u64>().ok())
        .filter(|seconds| *seconds > 0)
        .unwrap_or(20);
    let mut redact = report::Redact::default();
    for secret in [
        &settings.api_key,
        &settings.password,
        &settings.email,
        &settings.base_url,
        &settings.app_url,
    ] {
        redact.add(secret);
    }
    let client = http::Client::new(Duration::from_secs(timeout));
    let mut checks = checks::Checks::new(&settings, &client, &mut redact);
    checks.run();
    let report = std::mem::take(&mut checks.report);
    let notes = std::mem::take(&mut checks.notes);

    say("contract: the platform's answers against what the app's decoders read");
    for note in &notes {
        say(&redact.clean(&format!("  {note}")));
    }
    say("");
    if report.is_empty() {
        say("No differences: the platform answers as the app and the simulator assume.");
        return ExitCode::SUCCESS;
    }
    say(&redact.clean(&report.table()));
    say(&format!(
        "{} difference(s). Where the simulator assumed otherwise, fix it where its choices are \
         recorded (end2end/simulator/README.md) and in the app's api/ module.",
        report.len()
    ));
    ExitCode::from(1)
}
