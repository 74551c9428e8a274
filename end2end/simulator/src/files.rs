//! Optional static serving of the built front end (`--app-dir`), on its own listener so that the app
//! and the API have different origins, as in production (CORS is exercised).
//!
//! - `GET`/`HEAD` only (else 405).
//! - A path whose last segment has no extension and no file: `index.html` (SPA fallback). A missing
//!   file with an extension: 404.
//! - `..` segments (also percent-encoded), backslashes and NUL bytes: 400. Files are also checked to
//!   resolve inside the root, so a symlink cannot lead out of it.
//! - `Cache-Control: no-cache` for `index.html`, `config.json`, the service worker `sw.js` (as
//!   nginx serves it: the browser checks it at every navigation) and other unhashed files;
//!   `public, max-age=31536000, immutable` for hashed assets (`name-<hex>.js`, `name-<hex>_bg.wasm`).
//! - `/config.json` can come from another file (`--app-config`), so tests and demos can point one
//!   build at any API.
//! - Every answer carries the security headers of `deploy/nginx/security-headers.conf` (built in),
//!   the same that the example nginx configuration sends, with the Content-Security-Policy's
//!   `connect-src` naming the API origins of the config.json being served. So the Playwright suite
//!   runs the app under the production CSP, and a violation fails a test. One difference, for dev
//!   and tests only: `img-src` also names the simulator's own origin
//!   ([`AppFiles::seed_files_origin`]), where the seed's pictures are.

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{self, HeaderValue};
use axum::http::{Method, StatusCode};
use axum::response::Response;
use axum::Router;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What the app listener serves.
#[derive(Clone, Debug)]
pub struct AppFiles {
    /// The built app (Trunk's `dist/`).
    pub root: PathBuf,
    /// Served as `/config.json` instead of `root/config.json`.
    pub config_file: Option<PathBuf>,
    /// The simulator's own origin (`http://127.0.0.1:8787`), where it serves the seed's pictures
    /// (`/__sim/files/`, [`crate::seed_files`]): added to the CSP's `img-src`. The one difference
    /// from the production policy, for dev and tests only: production's pictures are on https hosts,
    /// which its `https:` allows; the simulator has no TLS.
    pub seed_files_origin: Option<String>,
}

const NO_CACHE: &str = "no-cache";
/// The app's service worker (docs/offline.md): revalidated on every navigation, never immutable.
const SERVICE_WORKER: &str = "sw.js";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// The router that serves `files`. Serve it with [`crate::serve`].
pub fn router(files: AppFiles) -> Router {
    Router::new()
        .fallback(serve_file)
        .with_state(Arc::new(files))
}

async fn serve_file(State(files): State<Arc<AppFiles>>, req: Request) -> Response {
    let (method, path) = (req.method().clone(), req.uri().path().to_string());
    drop(req);
    let mut resp = answer(&files, &method, &path).await;
    let origins = api_origins(&files).await;
    let pictures = files.seed_files_origin.as_deref().unwrap_or("");
    for (name, value) in security_headers_with_pictures(&origins, pictures) {
        if let (Ok(name), Ok(value)) = (
            header::HeaderName::from_bytes(name.as_bytes()),
            HeaderValue::from_str(&value),
        ) {
            resp.headers_mut().insert(name, value);
        }
    }
    resp
}

async fn answer(files: &AppFiles, method: &Method, path: &str) -> Response {
    let head = method == Method::HEAD;
    if method != Method::GET && !head {
        let mut resp = text(StatusCode::METHOD_NOT_ALLOWED, "Method Not Allowed\n");
        resp.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return resp;
    }
    let segments = match segments(path) {
        Some(s) => s,
        None => return text(StatusCode::BAD_REQUEST, "Bad Request\n"),
    };
    let mut resp = match lookup(files, &segments).await {
        Found::File(path, bytes) => file_response(&path, bytes),
        Found::Missing => text(StatusCode::NOT_FOUND, "Not Found\n"),
    };
    if head {
        *resp.body_mut() = Body::empty();
    }
    resp
}

enum Found {
    File(PathBuf, Vec<u8>),
    Missing,
}

async fn lookup(files: &AppFiles, segments: &[String]) -> Found {
    if let (Some(config), [only]) = (&files.config_file, segments) {
        if only == "config.json" {
            return match tokio::fs::read(config).await {
                Ok(bytes) => Found::File(config.clone(), bytes),
                Err(_) => Found::Missing,
            };
        }
    }
    let index = || files.root.join("index.html");
    let wanted = if segments.is_empty() {
        index()
    } else {
        segments.iter().fold(files.root.clone(), |p, s| p.join(s))
    };
    if let Some(bytes) = read_inside(&files.root, &wanted).await {
        return Found::File(wanted, bytes);
    }
    let has_extension = segments
        .last()
        .is_some_and(|last| extension(last).is_some());
    if has_extension {
        return Found::Missing;
    }
    match read_inside(&files.root, &index()).await {
        Some(bytes) => Found::File(index(), bytes),
        None => Found::Missing,
    }
}

/// The bytes of `path` if it is a regular file that resolves inside `root`.
async fn read_inside(root: &Path, path: &Path) -> Option<Vec<u8>> {
    let real = tokio::fs::canonicalize(path).await.ok()?;
    let real_root = tokio::fs::canonicalize(root).await.ok()?;
    if !real.starts_with(&real_root) || !tokio::fs::metadata(&real).await.ok()?.is_file() {
        return None;
    }
    tokio::fs::read(&real).await.ok()
}

/// The decoded, non-empty segments of a URL path; `None` when one could leave the root or is not a
/// plain name (`..`, a backslash, a NUL byte, invalid UTF-8 or percent-encoding).
fn segments(path: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    for raw in path.split('/') {
        let segment = percent_decode(raw)?;
        if segment == ".." || segment.contains(['\\', '\0', '/']) {
            return None;
        }
        if !segment.is_empty() && segment != "." {
            out.push(segment);
        }
    }
    Some(out)
}

fn percent_decode(raw: &str) -> Option<String> {
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = raw.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The extension of a file name (`app.js` -> `js`); none for `name`, `.hidden` or `name.`.
fn extension(name: &str) -> Option<&str> {
    match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() && !ext.is_empty() => Some(ext),
        _ => None,
    }
}

pub fn content_type(name: &str) -> &'static str {
    match extension(name).map(str::to_ascii_lowercase).as_deref() {
        Some("html" | "htm") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("css") => "text/css; charset=utf-8",
        Some("json") => "application/json",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("txt") => "text/plain; charset=utf-8",
        Some("webmanifest") => "application/manifest+json",
        _ => "application/octet-stream",
    }
}

/// Whether a file name carries a content hash, as Trunk writes them with `filehash = true`:
/// `staffing-web-1a2b3c4d5e6f7a8b.js`, `staffing-web-1a2b3c4d5e6f7a8b_bg.wasm`, `main-1a2b….css`.
pub fn is_hashed(name: &str) -> bool {
    let stem = name.split_once('.').map_or(name, |(stem, _)| stem);
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    match stem.rsplit_once('-') {
        Some((base, hash)) => {
            !base.is_empty()
                && hash.len() >= 8
                && hash
                    .bytes()
                    .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        }
        None => false,
    }
}

fn file_response(path: &Path, bytes: Vec<u8>) -> Response {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let always_checked = ["index.html", "config.json", SERVICE_WORKER].contains(&name);
    let cache = if !always_checked && is_hashed(name) {
        IMMUTABLE
    } else {
        NO_CACHE
    };
    let mut resp = Response::new(Body::from(bytes));
    let h = resp.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(content_type(name)),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    resp
}

/// `deploy/nginx/security-headers.conf`: one `add_header NAME "VALUE" always;` per line.
const SECURITY_HEADERS_CONF: &str = include_str!("../../../deploy/nginx/security-headers.conf");

/// The security headers of [`SECURITY_HEADERS_CONF`], with `$api_origins` replaced by `origins`
/// (space-separated; empty when the app only calls its own origin).
pub fn security_headers(origins: &str) -> Vec<(String, String)> {
    parse_add_headers(SECURITY_HEADERS_CONF)
        .expect(
            "deploy/nginx/security-headers.conf: one add_header NAME \"VALUE\" always; per line",
        )
        .into_iter()
        .map(|(name, value)| {
            let value = if origins.is_empty() {
                value.replace(" $api_origins", "")
            } else {
                value.replace("$api_origins", origins)
            };
            (name.to_string(), value)
        })
        .collect()
}

/// [`security_headers`], with `pictures` (an origin, or empty for none) added to the
/// Content-Security-Policy's `img-src`: what the simulator's app listener sends, so that the seed's
/// pictures, on the simulator's http origin, show (see [`AppFiles::seed_files_origin`]).
pub fn security_headers_with_pictures(origins: &str, pictures: &str) -> Vec<(String, String)> {
    let mut headers = security_headers(origins);
    if pictures.is_empty() {
        return headers;
    }
    for (name, value) in &mut headers {
        if name.eq_ignore_ascii_case("Content-Security-Policy") {
            *value = value
                .split(';')
                .map(str::trim)
                .map(|d| match d.split(' ').next() {
                    Some("img-src") => format!("{d} {pictures}"),
                    _ => d.to_string(),
                })
                .collect::<Vec<_>>()
                .join("; ");
        }
    }
    headers
}

/// The `add_header` lines of an nginx snippet: comments and blank lines aside, every line must be
/// `add_header NAME "VALUE" always;` (or without `always`).
fn parse_add_headers(conf: &str) -> Result<Vec<(&str, &str)>, String> {
    let mut out = Vec::new();
    for line in conf.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let parsed = line.strip_prefix("add_header ").and_then(|rest| {
            let (name, rest) = rest.trim_start().split_once(' ')?;
            let rest = rest.trim_start().strip_prefix('"')?;
            let (value, tail) = rest.split_once('"')?;
            matches!(tail.trim(), "always;" | ";").then_some((name, value))
        });
        match parsed {
            Some((name, value)) if !name.is_empty() => out.push((name, value)),
            _ => return Err(format!("not an add_header line: {line}")),
        }
    }
    Ok(out)
}

/// The API origins the app is configured to call: those of `base_url` and `app_url` in the
/// config.json being served, space-separated (none when missing, invalid, or the app's own origin).
async fn api_origins(files: &AppFiles) -> String {
    let path = files
        .config_file
        .clone()
        .unwrap_or_else(|| files.root.join("config.json"));
    let Ok(bytes) = tokio::fs::read(&path).await else {
        return String::new();
    };
    let Ok(config) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
        return String::new();
    };
    let mut origins: Vec<String> = Vec::new();
    for key in ["base_url", "app_url"] {
        if let Some(origin) = config.get(key).and_then(|v| v.as_str()).and_then(origin_of) {
            if !origins.contains(&origin) {
                origins.push(origin);
            }
        }
    }
    origins.join(" ")
}

/// `scheme://host[:port]` of an http(s) URL; `None` for anything else, or for a host with
/// characters that could change the meaning of the policy it goes into.
fn origin_of(url: &str) -> Option<String> {
    let (scheme, rest) = url.trim().split_once("://")?;
    let scheme = scheme.to_ascii_lowercase();
    if scheme != "http" && scheme != "https" {
        return None;
    }
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let plain = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']');
    if authority.is_empty() || authority.contains('@') || !authority.chars().all(plain) {
        return None;
    }
    Some(format!("{scheme}://{}", authority.to_ascii_lowercase()))
}

fn text(status: StatusCode, body: &'static str) -> Response {
    let mut resp = Response::new(Body::from(body));
    *resp.status_mut() = status;
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    resp.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(NO_CACHE));
    resp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_reject_what_could_leave_the_root() {
        assert_eq!(segments("/"), Some(vec![]));
        assert_eq!(
            segments("/a//b/./c.js"),
            Some(vec!["a".into(), "b".into(), "c.js".into()])
        );
        assert_eq!(segments("/caf%C3%A9"), Some(vec!["café".into()]));
        for bad in [
            "/../x",
            "/a/../../x",
            "/%2e%2e/x",
            "/%2E%2E/x",
            "/a%2f..%2fx",
            "/a%5c..%5cx",
            "/a%00",
            "/%zz",
            "/%4",
            "/%ff",
        ] {
            assert_eq!(segments(bad), None, "{bad}");
        }
    }

    #[test]
    fn extensions() {
        for (name, ext) in [
            ("app.js", Some("js")),
            ("a.b.wasm", Some("wasm")),
            ("profile", None),
            (".hidden", None),
            ("name.", None),
        ] {
            assert_eq!(extension(name), ext, "{name}");
        }
    }

    #[test]
    fn hashed_names_are_trunks() {
        assert!(is_hashed("staffing-web-1a2b3c4d5e6f7a8b.js"));
        assert!(is_hashed("staffing-web-1a2b3c4d5e6f7a8b_bg.wasm"));
        assert!(is_hashed("main-0f1e2d3c4b5a6978.css"));
        assert!(!is_hashed("favicon.svg"));
        assert!(!is_hashed("staffing-web.js"));
        assert!(!is_hashed("my-file.txt"));
        assert!(!is_hashed("-1a2b3c4d5e6f7a8b.js"));
        assert!(!is_hashed("main-0F1E2D3C4B5A6978.css"));
    }

    #[test]
    fn security_headers_come_from_the_nginx_snippet() {
        let headers = security_headers("http://127.0.0.1:8787 https://api.example.com");
        let get = |name: &str| {
            headers
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(name))
                .map(|(_, v)| v.as_str())
                .unwrap_or_else(|| panic!("{name} missing"))
        };
        let csp = get("Content-Security-Policy");
        let directive = |name: &str| {
            csp.split(';')
                .map(str::trim)
                .find(|d| d.split(' ').next() == Some(name))
                .unwrap_or_else(|| panic!("{name} missing from {csp}"))
        };
        // Scripts and styles are index.html's own policy (its <meta>, scripts/post-build.mjs): a
        // default-src or script-src here would refuse its two inline elements.
        for absent in ["default-src", "script-src", "style-src"] {
            assert!(
                !csp.split(';').any(|d| d.trim().starts_with(absent)),
                "{absent} in {csp}"
            );
        }
        assert_eq!(directive("worker-src"), "worker-src 'self'");
        assert_eq!(
            directive("connect-src"),
            "connect-src 'self' http://127.0.0.1:8787 https://api.example.com"
        );
        assert_eq!(directive("img-src"), "img-src 'self' https: data:");
        assert_eq!(directive("frame-ancestors"), "frame-ancestors 'none'");
        assert_eq!(directive("object-src"), "object-src 'none'");
        assert!(!csp.contains("unsafe-inline") && !csp.contains("'unsafe-eval'"));
        assert_eq!(get("X-Content-Type-Options"), "nosniff");
        assert_eq!(get("Referrer-Policy"), "no-referrer");
        for (name, value) in &headers {
            assert!(!value.contains('$'), "{name}: {value}");
            assert!(HeaderValue::from_str(value).is_ok(), "{name}: {value}");
        }
        let own = security_headers("");
        let csp = &own
            .iter()
            .find(|(n, _)| n == "Content-Security-Policy")
            .unwrap()
            .1;
        assert!(csp.contains("connect-src 'self';"), "{csp}");
    }

    #[test]
    fn the_seed_pictures_origin_is_added_to_img_src_only() {
        let plain = security_headers("http://127.0.0.1:8787");
        let with = security_headers_with_pictures("http://127.0.0.1:8787", "http://127.0.0.1:8787");
        let csp = |h: &[(String, String)]| {
            h.iter()
                .find(|(n, _)| n == "Content-Security-Policy")
                .unwrap()
                .1
                .clone()
        };
        assert_eq!(
            csp(&with),
            csp(&plain).replace(
                "img-src 'self' https: data:;",
                "img-src 'self' https: data: http://127.0.0.1:8787;"
            )
        );
        assert_ne!(csp(&with), csp(&plain));
        assert_eq!(
            security_headers_with_pictures("x", ""),
            security_headers("x")
        );
        for ((n1, v1), (n2, v2)) in plain.iter().zip(&with) {
            assert_eq!(n1, n2);
            if n1 != "Content-Security-Policy" {
                assert_eq!(v1, v2);
            }
        }
    }

    #[test]
    fn add_header_lines_are_parsed_strictly() {
        assert_eq!(
            parse_add_headers("# c\n\nadd_header A \"x 'y'\" always;\n  add_header B \"z\";\n"),
            Ok(vec![("A", "x 'y'"), ("B", "z")])
        );
        for bad in [
            "add_header A x;",
            "add_header A \"x\" always",
            "add_header  \"x\";",
            "more_set_headers \"A: x\";",
        ] {
            assert!(parse_add_headers(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn origins_of_api_urls() {
        for (url, origin) in [
            ("http://127.0.0.1:8787/app", "http://127.0.0.1:8787"),
            ("HTTPS://API.Example.com?x#y", "https://api.example.com"),
            ("https://[::1]:9/", "https://[::1]:9"),
        ] {
            assert_eq!(origin_of(url).as_deref(), Some(origin), "{url}");
        }
        for bad in [
            "",
            "/relative",
            "javascript:alert(1)",
            "ftp://x",
            "https://",
            "https://a;script-src *",
            "https://a b",
            "https://user@host",
        ] {
            assert_eq!(origin_of(bad), None, "{bad}");
        }
    }

    #[test]
    fn content_types() {
        assert_eq!(content_type("x.wasm"), "application/wasm");
        assert_eq!(content_type("x.MJS"), "text/javascript; charset=utf-8");
        assert_eq!(
            content_type("site.webmanifest"),
            "application/manifest+json"
        );
        assert_eq!(content_type("x.bin"), "application/octet-stream");
    }
}
