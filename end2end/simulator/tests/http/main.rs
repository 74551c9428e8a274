//! Integration tests over real HTTP against a simulator bound to 127.0.0.1:0.

mod common;

mod auth;
mod control;
mod cors;
mod data;
mod demo_files;
mod faults;
mod files;
mod jobseeker;
