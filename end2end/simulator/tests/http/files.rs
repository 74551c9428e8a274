//! `--app-dir`: the built app served on its own listener, with SPA fallback, content types, cache
//! headers and no way out of the directory.

use crate::common::*;
use simulator::files::AppFiles;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

const JS: &str = "staffing-web-1a2b3c4d5e6f7a8b.js";
const WASM: &str = "staffing-web-1a2b3c4d5e6f7a8b_bg.wasm";
const CSS: &str = "main-0f1e2d3c4b5a6978.css";
const INDEX: &str = "<!DOCTYPE html><title>index</title>";
const SECRET: &str = "outside the app directory";

/// A directory laid out like Trunk's dist/, inside a scratch directory that also holds a file the
/// server must never reveal. Removed on drop.
struct Dist {
    scratch: PathBuf,
}

impl Dist {
    fn new() -> Dist {
        static N: AtomicUsize = AtomicUsize::new(0);
        let scratch = std::env::temp_dir().join(format!(
            "simulator-files-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&scratch);
        let dist = scratch.join("dist");
        std::fs::create_dir_all(dist.join("assets")).unwrap();
        let write = |name: &str, text: &str| std::fs::write(dist.join(name), text).unwrap();
        write("index.html", INDEX);
        write("config.json", r#"{"from":"dist"}"#);
        write(JS, "export default 1;");
        write(WASM, "\0asm");
        write(CSS, "body{}");
        write("favicon.svg", "<svg/>");
        write("robots.txt", "User-agent: *");
        write("site.webmanifest", "{}");
        write("logo.png", "png");
        write("favicon.ico", "ico");
        write("worker.mjs", "export {}");
        write("sw.js", "self.addEventListener('fetch', () => {});");
        write("assets/notes.txt", "notes");
        std::fs::write(scratch.join("secret.txt"), SECRET).unwrap();
        std::fs::write(scratch.join("other-config.json"), r#"{"from":"override"}"#).unwrap();
        Dist { scratch }
    }

    /// A new directory, served as is.
    async fn served() -> (Dist, Sim) {
        let dist = Dist::new();
        let sim = dist.serve(None).await;
        (dist, sim)
    }

    fn root(&self) -> PathBuf {
        self.scratch.join("dist")
    }

    fn path(&self, name: &str) -> PathBuf {
        self.scratch.join(name)
    }

    async fn serve(&self, config_file: Option<&Path>) -> Sim {
        start_files(AppFiles {
            root: self.root(),
            config_file: config_file.map(Path::to_path_buf),
            seed_files_origin: None,
        })
        .await
    }
}

impl Drop for Dist {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.scratch);
    }
}

async fn fetch(sim: &Sim, path: &str) -> Resp {
    request(sim, "GET", path, &[], None).await
}

/// Each of `paths` is answered with index.html, never cached.
async fn assert_index_at(paths: &[&str]) {
    let (_dist, sim) = Dist::served().await;
    for path in paths {
        let r = fetch(&sim, path).await;
        assert_eq!(r.status, 200, "{path}");
        assert_eq!(r.text, INDEX, "{path}");
        assert_eq!(
            r.header("content-type"),
            "text/html; charset=utf-8",
            "{path}"
        );
        assert_eq!(r.header("cache-control"), "no-cache", "{path}");
    }
}

#[tokio::test]
async fn index_is_served_at_the_root_and_never_cached() {
    assert_index_at(&["/", "/index.html", "/index.html?v=2"]).await;
}

#[tokio::test]
async fn routes_without_an_extension_fall_back_to_index() {
    assert_index_at(&[
        "/sign-in",
        "/jobseeker/profile",
        "/jobseeker/profile/",
        "/client/profile?tenant=latam",
        "/v1.2/page",
        "/assets",
        "/no/such/route",
    ])
    .await;
}

#[tokio::test]
async fn missing_files_with_an_extension_are_404() {
    let (_dist, sim) = Dist::served().await;
    for path in [
        "/missing.js",
        "/staffing-web-0000000000000000_bg.wasm",
        "/jobseeker/app.css",
        "/assets/none.txt",
    ] {
        let r = fetch(&sim, path).await;
        assert_eq!(r.status, 404, "{path}");
        assert_ne!(r.text, INDEX, "{path}");
    }
}

#[tokio::test]
async fn content_types_follow_the_extension() {
    let (_dist, sim) = Dist::served().await;
    let expected = [
        (format!("/{JS}"), "text/javascript; charset=utf-8"),
        ("/worker.mjs".to_string(), "text/javascript; charset=utf-8"),
        (format!("/{WASM}"), "application/wasm"),
        (format!("/{CSS}"), "text/css; charset=utf-8"),
        ("/config.json".to_string(), "application/json"),
        ("/favicon.svg".to_string(), "image/svg+xml"),
        ("/logo.png".to_string(), "image/png"),
        ("/favicon.ico".to_string(), "image/x-icon"),
        ("/robots.txt".to_string(), "text/plain; charset=utf-8"),
        ("/assets/notes.txt".to_string(), "text/plain; charset=utf-8"),
        ("/site.webmanifest".to_string(), "application/manifest+json"),
    ];
    for (path, content_type) in expected {
        let r = fetch(&sim, &path).await;
        assert_eq!(r.status, 200, "{path}");
        assert_eq!(r.header("content-type"), content_type, "{path}");
        assert_eq!(r.header("x-content-type-options"), "nosniff", "{path}");
    }
    let r = fetch(&sim, &format!("/{WASM}")).await;
    assert_eq!(r.text, "\0asm");
}

#[tokio::test]
async fn hashed_assets_are_immutable_and_the_rest_revalidated() {
    let (_dist, sim) = Dist::served().await;
    for name in [JS, WASM, CSS] {
        let r = fetch(&sim, &format!("/{name}")).await;
        assert_eq!(
            r.header("cache-control"),
            "public, max-age=31536000, immutable",
            "{name}"
        );
    }
    for path in ["/config.json", "/favicon.svg", "/robots.txt", "/"] {
        let r = fetch(&sim, path).await;
        assert_eq!(r.header("cache-control"), "no-cache", "{path}");
    }
}

#[tokio::test]
async fn config_json_can_come_from_another_file() {
    let dist = Dist::new();
    let plain = dist.serve(None).await;
    assert_eq!(
        fetch(&plain, "/config.json").await.text,
        r#"{"from":"dist"}"#
    );

    let other = dist.path("other-config.json");
    let sim = dist.serve(Some(&other)).await;
    let r = fetch(&sim, "/config.json").await;
    assert_eq!(r.status, 200);
    assert_eq!(r.text, r#"{"from":"override"}"#);
    assert_eq!(r.header("content-type"), "application/json");
    assert_eq!(r.header("cache-control"), "no-cache");
    // Only the top-level /config.json is replaced.
    assert_eq!(fetch(&sim, "/assets/config.json").await.status, 404);
}

#[tokio::test]
async fn no_path_leaves_the_app_directory() {
    let (_dist, sim) = Dist::served().await;
    for path in [
        "/../secret.txt",
        "/assets/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/assets/..%2f..%2fsecret.txt",
        "/..%5csecret.txt",
        "/..",
        "/index.html%00.txt",
    ] {
        let r = fetch(&sim, path).await;
        assert_eq!(r.status, 400, "{path}: {}", r.text);
        assert!(!r.text.contains(SECRET), "{path}");
    }
}

#[cfg(unix)]
#[tokio::test]
async fn symlinks_out_of_the_app_directory_are_not_followed() {
    let dist = Dist::new();
    std::os::unix::fs::symlink(dist.path("secret.txt"), dist.root().join("leak.txt")).unwrap();
    let sim = dist.serve(None).await;
    let r = fetch(&sim, "/leak.txt").await;
    assert_eq!(r.status, 404);
    assert!(!r.text.contains(SECRET));
}

#[tokio::test]
async fn head_answers_headers_only_and_other_methods_are_refused() {
    let (_dist, sim) = Dist::served().await;
    let r = request(&sim, "HEAD", &format!("/{WASM}"), &[], None).await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "application/wasm");
    assert_eq!(r.text, "");
    for method in ["POST", "PUT", "DELETE"] {
        let r = request(&sim, method, "/index.html", &[], None).await;
        assert_eq!(r.status, 405, "{method}");
        assert_eq!(r.header("allow"), "GET, HEAD");
    }
}

#[tokio::test]
async fn without_an_index_routes_are_404() {
    let dist = Dist::new();
    std::fs::remove_file(dist.root().join("index.html")).unwrap();
    let sim = dist.serve(None).await;
    assert_eq!(fetch(&sim, "/").await.status, 404);
    assert_eq!(fetch(&sim, "/sign-in").await.status, 404);
    assert_eq!(fetch(&sim, "/robots.txt").await.status, 200);
}

#[tokio::test]
async fn the_service_worker_is_revalidated_and_allowed_by_the_csp() {
    let (_dist, sim) = Dist::served().await;
    let r = fetch(&sim, "/sw.js").await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("cache-control"), "no-cache");
    assert_eq!(r.header("content-type"), "text/javascript; charset=utf-8");
    let csp = r.header("content-security-policy");
    assert!(csp.contains("worker-src 'self';"), "{csp}");
    assert!(r.text.contains("addEventListener('fetch'"));
}

/// The directive `name` (`connect-src`, `img-src`…) of an answer's Content-Security-Policy.
fn directive(r: &Resp, name: &str) -> String {
    let start = [name, " "].concat();
    r.header("content-security-policy")
        .split(';')
        .map(str::trim)
        .find(|d| d.starts_with(&start))
        .unwrap_or_default()
        .to_string()
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let (_dist, sim) = Dist::served().await;
    for (path, status) in [
        ("/", 200),
        ("/client/profile", 200),
        (&format!("/{JS}") as &str, 200),
        ("/config.json", 200),
        ("/missing.js", 404),
        ("/%2e%2e/secret.txt", 400),
    ] {
        let r = fetch(&sim, path).await;
        assert_eq!(r.status, status, "{path}");
        let csp = r.header("content-security-policy");
        assert!(
            csp.contains("object-src 'none'; base-uri 'none'"),
            "{path}: {csp}"
        );
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert!(!csp.contains("unsafe-inline"), "{path}: {csp}");
        assert_eq!(r.header("x-content-type-options"), "nosniff", "{path}");
        assert_eq!(r.header("referrer-policy"), "no-referrer", "{path}");
        assert_eq!(r.header("x-frame-options"), "DENY", "{path}");
    }
    let r = request(&sim, "POST", "/", &[], None).await;
    assert_eq!(r.status, 405);
    assert!(!r.header("content-security-policy").is_empty());
}

#[tokio::test]
async fn img_src_adds_the_origin_of_the_seeds_pictures() {
    let dist = Dist::new();
    // The production policy, as deploy/nginx/security-headers.conf writes it.
    let sim = dist.serve(None).await;
    assert_eq!(
        directive(&fetch(&sim, "/").await, "img-src"),
        "img-src 'self' https: data:"
    );
    // As `simulator --app-dir` serves it: the simulator's own (http) origin too, where the seed's
    // pictures are (`/__sim/files/`).
    let sim = start_files(AppFiles {
        root: dist.root(),
        config_file: None,
        seed_files_origin: Some("http://127.0.0.1:8787".to_string()),
    })
    .await;
    let r = fetch(&sim, "/jobseeker/profile").await;
    assert_eq!(
        directive(&r, "img-src"),
        "img-src 'self' https: data: http://127.0.0.1:8787"
    );
    assert!(r
        .header("content-security-policy")
        .contains("connect-src 'self';"));
}

#[tokio::test]
async fn connect_src_names_the_api_origins_of_the_served_config() {
    let dist = Dist::new();
    // dist/config.json names no API: the app calls only its own origin.
    let sim = dist.serve(None).await;
    assert_eq!(
        directive(&fetch(&sim, "/").await, "connect-src"),
        "connect-src 'self'"
    );

    let other = dist.path("api-config.json");
    std::fs::write(
        &other,
        r#"{"base_url": "http://127.0.0.1:8787", "app_url": "https://App.Example.com/v1/"}"#,
    )
    .unwrap();
    let sim = dist.serve(Some(&other)).await;
    assert_eq!(
        directive(&fetch(&sim, "/sign-in").await, "connect-src"),
        "connect-src 'self' http://127.0.0.1:8787 https://app.example.com"
    );

    // An address that would change the policy's meaning is left out, never copied in.
    std::fs::write(
        &other,
        r#"{"base_url": "https://a.test; script-src *", "app_url": "https://a.test/x"}"#,
    )
    .unwrap();
    assert_eq!(
        directive(&fetch(&sim, "/").await, "connect-src"),
        "connect-src 'self' https://a.test"
    );
}
