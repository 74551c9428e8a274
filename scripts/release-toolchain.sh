# The nightly Rust used only for the release wasm (scripts/release-build.sh); scripts/bootstrap.sh
# installs it with rustup (minimal profile, rust-src, the wasm32 target: about 20 s). Pinned: moving it
# is a change to measure (sizes) and test (make test) like any dependency update.
RELEASE_TOOLCHAIN=nightly-2026-05-20
