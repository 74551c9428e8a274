//! The contract tool run as `make contract` runs it, against the simulator in this process: clean
//! against the simulator as it is, and reporting a difference planted in it.

use serde_json::Value;
use std::process::Command;

const API_KEY: &str = "demo-platform-key";
const EMAIL: &str = "ana@demo.test";
const PASSWORD: &str = "demo1234";

struct Platform {
    url: String,
    // Serves the simulator until the test ends.
    _runtime: tokio::runtime::Runtime,
}

fn platform_with(seed: Value, cors: bool) -> Platform {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime");
    let state = simulator::AppState::new(seed)
        .expect("the seed loads")
        .with_startup_cors(cors);
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .expect("a port");
    let address = listener.local_addr().expect("its address");
    runtime.spawn(simulator::serve(
        listener,
        simulator::app(state),
        std::future::pending(),
    ));
    Platform {
        url: format!("http://{address}"),
        _runtime: runtime,
    }
}

fn platform() -> Platform {
    platform_with(simulator::bundled_seed(), true)
}

struct Run {
    code: i32,
    /// stdout and stderr.
    output: String,
}

fn contract(platform: &Platform, extra: &[(&str, &str)]) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_contract"));
    for name in [
        "CONTRACT_APP_ORIGIN",
        "CONTRACT_WRITE",
        "CONTRACT_TIMEOUT_S",
    ] {
        command.env_remove(name);
    }
    command
        .env("CONTRACT_BASE_URL", &platform.url)
        // app_url on a path of its own, as a real platform's second address would be.
        .env("CONTRACT_APP_URL", format!("{}/app-url", platform.url))
        .env("CONTRACT_API_KEY", API_KEY)
        .env("CONTRACT_EMAIL", EMAIL)
        .env("CONTRACT_PASSWORD", PASSWORD)
        .env("CONTRACT_TENANT", "demo");
    for (name, value) in extra {
        command.env(name, value);
    }
    let output = command.output().expect("the tool runs");
    Run {
        code: output.status.code().unwrap_or(-1),
        output: format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ),
    }
}

/// The user tokens the simulator received (from its request log).
fn tokens_received(platform: &Platform) -> Vec<String> {
    let text = ureq::get(&format!("{}/__sim/requests", platform.url))
        .call()
        .expect("the request log")
        .into_string()
        .expect("its text");
    let log: Value = serde_json::from_str(&text).expect("JSON");
    log.as_array()
        .expect("a list")
        .iter()
        .filter(|request| {
            request["path"]
                .as_str()
                .is_some_and(|path| !path.ends_with("/sign_in"))
        })
        .filter_map(|request| request["headers"]["authentication"].as_str())
        .map(str::to_string)
        .collect()
}

fn assert_no_secret(platform: &Platform, run: &Run) {
    let tokens = tokens_received(platform);
    assert!(!tokens.is_empty(), "the tool made calls with a token");
    let host = platform.url.trim_start_matches("http://");
    for secret in [API_KEY, EMAIL, PASSWORD, host]
        .into_iter()
        .chain(tokens.iter().map(String::as_str))
    {
        assert!(
            !run.output.contains(secret),
            "the output shows a secret:\n{}",
            run.output
        );
    }
}

#[test]
fn the_simulator_answers_as_the_app_reads_and_nothing_secret_is_printed() {
    let platform = platform();
    let run = contract(
        &platform,
        &[
            ("CONTRACT_APP_ORIGIN", "http://app.test"),
            ("CONTRACT_WRITE", "1"),
        ],
    );
    assert_eq!(run.code, 0, "{}", run.output);
    assert!(run.output.contains("No differences"), "{}", run.output);
    assert!(
        run.output.contains(
            "CORS: http://app.test is allowed for every call (preflights cached for 600 s)"
        ),
        "{}",
        run.output
    );
    assert!(
        run.output
            .contains("create_or_update_jobseeker: called once"),
        "{}",
        run.output
    );
    assert_no_secret(&platform, &run);
}

#[test]
fn a_difference_planted_in_the_simulator_is_reported() {
    let mut seed = simulator::bundled_seed();
    let field = &mut seed["tenants"]["demo"]["client_profile"][0]["fields"][0];
    field["placeholder"] = Value::from("Acme SpA");
    field["required_level"] = Value::from(true);
    let platform = platform_with(seed, true);

    let run = contract(&platform, &[]);

    assert_eq!(run.code, 1, "{}", run.output);
    let rows: Vec<Vec<&str>> = run
        .output
        .lines()
        .filter(|line| line.starts_with("get_client_profile"))
        .map(|line| {
            line.split("  ")
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .collect()
        })
        .collect();
    assert_eq!(
        rows,
        [
            vec![
                "get_client_profile",
                "[*].fields[*].placeholder",
                "not read by the app",
                "text",
                "not read by the app"
            ],
            vec![
                "get_client_profile",
                "[*].fields[*].required_level",
                "type differs",
                "boolean",
                "text"
            ],
        ],
        "{}",
        run.output
    );
    assert!(run.output.contains("2 difference(s)"), "{}", run.output);
    assert!(run.output.contains("CORS: not checked"), "{}", run.output);
    assert_no_secret(&platform, &run);
}

#[test]
fn a_platform_without_cors_needs_the_proxy() {
    let platform = platform_with(simulator::bundled_seed(), false);

    let run = contract(&platform, &[("CONTRACT_APP_ORIGIN", "http://app.test")]);

    assert_eq!(run.code, 1, "{}", run.output);
    assert!(
        run.output.contains("deploy/nginx/platform-proxy.conf"),
        "{}",
        run.output
    );
    for endpoint in [
        "sign_in (preflight)",
        "get_client_profile (preflight)",
        "get_credentials_requirements (preflight)",
        "sign_in (answer)",
    ] {
        assert!(
            run.output
                .lines()
                .any(|line| line.starts_with(endpoint)
                    && line.contains("Access-Control-Allow-Origin")),
            "{endpoint}:\n{}",
            run.output
        );
    }
    // Nor does it expose a 429's wait to the app's origin.
    assert!(
        run.output
            .lines()
            .any(|line| line.starts_with("sign_in (answer)")
                && line.contains("Access-Control-Expose-Headers")),
        "{}",
        run.output
    );
    // Through a same-origin proxy the same platform is fine: without an origin, no difference.
    assert_eq!(contract(&platform, &[]).code, 0);
}

#[test]
fn an_incomplete_environment_names_what_is_missing() {
    let output = Command::new(env!("CARGO_BIN_EXE_contract"))
        .env_clear()
        .env("CONTRACT_API_KEY", API_KEY)
        .output()
        .expect("the tool runs");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("missing: CONTRACT_BASE_URL, CONTRACT_APP_URL, CONTRACT_EMAIL, CONTRACT_PASSWORD, CONTRACT_TENANT"),
        "{stderr}"
    );
    assert!(!stderr.contains(API_KEY));
}
