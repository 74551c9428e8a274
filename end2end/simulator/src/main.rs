//! `simulator [--host H] [--port P] [--seed PATH] [--bench] [--latency MS] [--no-cors] [--app-dir DIR [--app-port P] [--app-config FILE]]`
//! `simulator [--seed PATH] [--bench] --demo-accounts APP_URL`

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

/// Like `eprintln!`, but a closed stderr is ignored instead of panicking.
macro_rules! note {
    ($($arg:tt)*) => {{
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

const USAGE: &str = "usage: simulator [--host HOST] [--port PORT] [--seed PATH] [--bench]
                 [--latency MS] [--no-cors]
                 [--app-dir DIR [--app-port PORT] [--app-config FILE]]
       simulator [--seed PATH] [--bench] --demo-accounts APP_URL

  --host HOST         address to bind (default 127.0.0.1)
  --port PORT         port to bind, 0 for any free port (default 8787)
  --seed PATH         seed JSON file (default end2end/simulator/seed.json, else
                      the copy built into the binary)
  --bench             also create tenants bench10, bench100, bench1000, benchmixed1000
                      and bench5000
  --latency MS        hold every API answer (preflights too, not /__sim) back
                      by MS milliseconds, as a remote platform would (default 0)
  --no-cors           send no CORS headers and refuse preflights (404), as an
                      API built only for mobile apps does; also after a reset
                      (PUT /__sim/cors switches it at run time)
  --app-dir DIR       also serve the built app (Trunk's dist/) from DIR on a
                      second listener (another origin), with SPA fallback
  --app-port PORT     port of that listener, 0 for any free port (default 8080)
  --app-config FILE   serve FILE as /config.json instead of DIR/config.json
  --demo-accounts APP_URL
                      print the seed's demo accounts, with links into the app
                      at APP_URL, and exit (make dev shows this list)";

struct Options {
    host: String,
    port: u16,
    seed: Option<PathBuf>,
    bench: bool,
    latency: Duration,
    cors: bool,
    app_dir: Option<PathBuf>,
    app_port: Option<u16>,
    app_config: Option<PathBuf>,
    /// `--demo-accounts APP_URL`: print the list and exit instead of serving.
    demo_accounts_for: Option<String>,
}

const DEFAULT_APP_PORT: u16 = 8080;

fn parse_args() -> Result<Options, String> {
    let mut opts = Options {
        host: "127.0.0.1".to_string(),
        port: 8787,
        seed: None,
        bench: false,
        latency: Duration::ZERO,
        cors: true,
        app_dir: None,
        app_port: None,
        app_config: None,
        demo_accounts_for: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let mut value = |what: &str| {
            inline
                .clone()
                .or_else(|| args.next())
                .ok_or_else(|| format!("{what} needs a value"))
        };
        match name.as_str() {
            "--host" => opts.host = value("--host")?,
            "--port" => {
                let v = value("--port")?;
                opts.port = v.parse().map_err(|_| format!("invalid port: {v}"))?;
            }
            "--seed" => opts.seed = Some(PathBuf::from(value("--seed")?)),
            "--bench" => opts.bench = true,
            "--latency" => {
                let v = value("--latency")?;
                let ms: u64 = v
                    .parse()
                    .map_err(|_| format!("invalid latency (milliseconds): {v}"))?;
                opts.latency = Duration::from_millis(ms);
            }
            "--no-cors" => opts.cors = false,
            "--app-dir" => opts.app_dir = Some(PathBuf::from(value("--app-dir")?)),
            "--app-port" => {
                let v = value("--app-port")?;
                opts.app_port = Some(v.parse().map_err(|_| format!("invalid port: {v}"))?);
            }
            "--app-config" => opts.app_config = Some(PathBuf::from(value("--app-config")?)),
            "--demo-accounts" => opts.demo_accounts_for = Some(value("--demo-accounts")?),
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument: {other}")),
        }
    }
    if opts.app_dir.is_none() && (opts.app_port.is_some() || opts.app_config.is_some()) {
        return Err("--app-port and --app-config need --app-dir".to_string());
    }
    if let Some(dir) = &opts.app_dir {
        if !dir.is_dir() {
            return Err(format!("--app-dir {}: not a directory", dir.display()));
        }
        if !dir.join("index.html").is_file() {
            note!(
                "simulator: warning: {} has no index.html (build the app first)",
                dir.display()
            );
        }
    }
    if let Some(file) = &opts.app_config {
        if !file.is_file() {
            return Err(format!("--app-config {}: not a file", file.display()));
        }
    }
    Ok(opts)
}

fn read_seed(path: &Path) -> Result<serde_json::Value, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: invalid JSON: {e}", path.display()))
}

fn load_seed(opts: &Options) -> Result<serde_json::Value, String> {
    if let Some(path) = &opts.seed {
        return read_seed(path);
    }
    let candidates = [
        PathBuf::from("end2end/simulator/seed.json"),
        Path::new(env!("CARGO_MANIFEST_DIR")).join("seed.json"),
    ];
    for path in candidates {
        if path.is_file() {
            note!("simulator: seed {}", path.display());
            return read_seed(&path);
        }
    }
    note!("simulator: seed built into the binary");
    serde_json::from_str(simulator::BUNDLED_SEED).map_err(|e| format!("bundled seed: {e}"))
}

async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = terminate => {}
    }
}

#[tokio::main]
async fn main() -> ExitCode {
    let opts = match parse_args() {
        Ok(o) => o,
        Err(e) if e.is_empty() => {
            let _ = writeln!(std::io::stdout(), "{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            note!("simulator: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut seed = match load_seed(&opts) {
        Ok(s) => s,
        Err(e) => {
            note!("simulator: {e}");
            return ExitCode::from(2);
        }
    };
    if opts.bench {
        if let Some(obj) = seed.as_object_mut() {
            obj.insert("bench".to_string(), serde_json::Value::Bool(true));
        }
    }
    if let Some(app_url) = &opts.demo_accounts_for {
        return match simulator::demo::demo_accounts(&seed) {
            Ok(accounts) => {
                let text = simulator::demo::render_for_terminal(&accounts, app_url);
                let _ = write!(std::io::stdout(), "{text}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                note!("simulator: invalid seed: {e}");
                ExitCode::from(2)
            }
        };
    }
    let state = match simulator::AppState::new(seed) {
        Ok(s) => s.with_startup_cors(opts.cors),
        Err(e) => {
            note!("simulator: invalid seed: {e}");
            return ExitCode::from(2);
        }
    };
    let listener = match tokio::net::TcpListener::bind((opts.host.as_str(), opts.port)).await {
        Ok(l) => l,
        Err(e) => {
            note!(
                "simulator: cannot listen on {}:{}: {e}",
                opts.host,
                opts.port
            );
            return ExitCode::from(1);
        }
    };
    // The app's listener is bound before anything is printed, so a caller that waits for the API's
    // readiness line (or health probe) finds both listening.
    let app_listener = match &opts.app_dir {
        None => None,
        Some(dir) => {
            let port = opts.app_port.unwrap_or(DEFAULT_APP_PORT);
            match tokio::net::TcpListener::bind((opts.host.as_str(), port)).await {
                Ok(l) => Some((l, dir.clone())),
                Err(e) => {
                    note!("simulator: cannot listen on {}:{port}: {e}", opts.host);
                    return ExitCode::from(1);
                }
            }
        }
    };
    let host = if opts.host.contains(':') {
        format!("[{}]", opts.host)
    } else {
        opts.host.clone()
    };
    let port = listener.local_addr().map(|a| a.port()).unwrap_or(opts.port);
    // The seed's pictures and documents (`@files/NAME`) are served here, at this origin: an address
    // that a browser on this machine reaches (for `--host 0.0.0.0`, loopback).
    let files_host = match opts.host.as_str() {
        "0.0.0.0" => "127.0.0.1".to_string(),
        "::" | "[::]" => "[::1]".to_string(),
        _ => host.clone(),
    };
    let files_origin = format!("http://{files_host}:{port}");
    let state = match state.with_files_origin(&files_origin) {
        Ok(s) => s,
        Err(e) => {
            note!("simulator: invalid seed: {e}");
            return ExitCode::from(2);
        }
    };
    // A closed stdout must not stop the server.
    let mut out = std::io::stdout();
    let app_server = app_listener.map(|(app_listener, root)| {
        let app_port = app_listener
            .local_addr()
            .map(|a| a.port())
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "simulator serving the app from {} on http://{host}:{app_port}",
            root.display()
        );
        let files = simulator::files::AppFiles {
            root,
            config_file: opts.app_config.clone(),
            seed_files_origin: Some(files_origin.clone()),
        };
        simulator::serve(
            app_listener,
            simulator::files::router(files),
            std::future::pending(),
        )
    });
    let _ = writeln!(out, "simulator listening on http://{host}:{port}");
    let _ = out.flush();
    let api_server = simulator::serve(
        listener,
        simulator::app_with_latency(state, opts.latency),
        shutdown_signal(),
    );
    // The API listener owns the shutdown signal; when it stops, the app listener is dropped with it.
    let result = match app_server {
        None => api_server.await,
        Some(app_server) => tokio::select! {
            r = api_server => r,
            r = app_server => r,
        },
    };
    match result {
        Ok(()) => {
            note!("simulator: stopped");
            ExitCode::SUCCESS
        }
        Err(e) => {
            note!("simulator: {e}");
            ExitCode::from(1)
        }
    }
}
