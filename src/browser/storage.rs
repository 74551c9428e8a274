//! localStorage and sessionStorage. Both can be missing or throw (private mode, quota, disabled
//! cookies); then reads find nothing and writes are dropped.

use web_sys::Storage;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    /// Survives closing the browser: "Keep me signed in".
    Local,
    /// Lives as long as the tab.
    Session,
}

fn storage(area: Area) -> Option<Storage> {
    let window = web_sys::window()?;
    match area {
        Area::Local => window.local_storage().ok().flatten(),
        Area::Session => window.session_storage().ok().flatten(),
    }
}

pub fn get(area: Area, key: &str) -> Option<String> {
    storage(area)?.get_item(key).ok().flatten()
}

/// Returns whether the value was stored.
pub fn set(area: Area, key: &str, value: &str) -> bool {
    storage(area).is_some_and(|storage| storage.set_item(key, value).is_ok())
}

pub fn remove(area: Area, key: &str) {
    if let Some(storage) = storage(area) {
        let _ = storage.remove_item(key);
    }
}

/// Removes every key that starts with `prefix` from one area.
pub fn remove_prefixed(area: Area, prefix: &str) {
    let Some(storage) = storage(area) else { return };
    let count = storage.length().unwrap_or(0);
    let keys: Vec<String> = (0..count)
        .filter_map(|index| storage.key(index).ok().flatten())
        .filter(|key| key.starts_with(prefix))
        .collect();
    for key in keys {
        let _ = storage.remove_item(&key);
    }
}

/// The first area holding `key`, with its value.
pub fn find(key: &str) -> Option<(Area, String)> {
    [Area::Local, Area::Session]
        .into_iter()
        .find_map(|area| get(area, key).map(|value| (area, value)))
}
