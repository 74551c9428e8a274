//! The picture links as rows: each keeps its key while rows are added, removed and moved, so its
//! box, its preview and its buttons stay with it.

use crate::i18n::{fill, Profile, Translate};
use leptos::prelude::*;
use text_rules::Lang;

/// One row of the list. The key identifies the row while rows are added, removed and moved.
///
/// The link is a reference-counted signal, alive as long as a row holds it. An arena signal would
/// belong to whatever reactive owner is current when the row is made, and rows are made from buttons
/// (add, discard) whose owner can go away right after, taking the row's value with it.
#[derive(Clone, Debug)]
pub struct PictureRow {
    pub key: u32,
    pub url: ArcRwSignal<String>,
}

/// The rows, in order, and the key the next row gets.
#[derive(Clone, Copy)]
pub struct PictureRows {
    pub rows: RwSignal<Vec<PictureRow>>,
    next_key: StoredValue<u32>,
}

impl PictureRows {
    /// A row for each of `links`.
    pub fn new(links: &[String]) -> PictureRows {
        let rows = PictureRows {
            rows: RwSignal::new(Vec::new()),
            next_key: StoredValue::new(0),
        };
        rows.set(links);
        rows
    }

    /// The links, in order, blank ones too (tracked).
    pub fn links(&self) -> Vec<String> {
        self.rows
            .with(|rows| rows.iter().map(|row| row.url.get()).collect())
    }

    /// A row for each of `links`, in place of the rows there were.
    pub fn set(&self, links: &[String]) {
        let rows = links.iter().map(|url| self.new_row(url.clone())).collect();
        self.rows.set(rows);
    }

    fn new_row(&self, url: String) -> PictureRow {
        let key = self.next_key.get_value();
        self.next_key.set_value(key.wrapping_add(1));
        PictureRow {
            key,
            url: ArcRwSignal::new(url),
        }
    }

    /// Adds an empty row at the end and returns its key.
    pub fn add(&self) -> u32 {
        let row = self.new_row(String::new());
        let key = row.key;
        self.rows.update(|rows| rows.push(row));
        key
    }

    /// Removes a row; returns the index it had.
    pub fn remove(&self, key: u32) -> Option<usize> {
        let index = self.index_of(key)?;
        self.rows.update(|rows| {
            rows.remove(index);
        });
        Some(index)
    }

    /// Moves a row one place up or down; returns its new index, or `None` when it cannot move.
    pub fn move_row(&self, key: u32, up: bool) -> Option<usize> {
        let index = self.index_of(key)?;
        let count = self.rows.with_untracked(Vec::len);
        let target = if up {
            index.checked_sub(1)?
        } else {
            Some(index + 1).filter(|target| *target < count)?
        };
        self.rows.update(|rows| rows.swap(index, target));
        Some(target)
    }

    fn index_of(&self, key: u32) -> Option<usize> {
        self.rows
            .with_untracked(|rows| rows.iter().position(|row| row.key == key))
    }

    pub(super) fn key_at(&self, index: usize) -> Option<u32> {
        self.rows
            .with_untracked(|rows| rows.get(index).map(|row| row.key))
    }

    /// Where the user carries on after the row at `index` was removed: the row that took its place,
    /// else the one before; `None` when no row is left.
    pub fn key_after_removal(&self, index: usize) -> Option<u32> {
        self.key_at(index)
            .or_else(|| index.checked_sub(1).and_then(|before| self.key_at(before)))
    }

    /// Whether the focus goes to a moved row's up button (else its down button): the button pressed
    /// (`up`), or the other once the row reached an end, where the pressed one is disabled.
    pub fn button_after_move(&self, new_index: usize, up: bool) -> bool {
        let last = self.rows.with_untracked(Vec::len).saturating_sub(1);
        let at_end = if up {
            new_index == 0
        } else {
            new_index == last
        };
        up != at_end
    }
}

/// A row's place in the list, which its texts name ("Picture 2", "Move picture 2 up").
#[derive(Clone, Copy)]
pub struct RowPlace {
    /// The language the texts are in.
    pub lang: Memo<Lang>,
    /// Where the row is now: it changes as rows are added, removed and moved.
    pub index: Memo<usize>,
}

impl RowPlace {
    /// `message` with the row's number, counted from 1 (tracked).
    pub fn numbered(self, message: Profile) -> String {
        let number = (self.index.get() + 1).to_string();
        fill(message.text(self.lang.get()), &[("number", &number)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn links(links: &[&str]) -> Vec<String> {
        links.iter().map(|link| link.to_string()).collect()
    }

    #[test]
    fn rows_move_and_the_focus_finds_where_to_go() {
        let owner = Owner::new();
        owner.with(|| {
            let rows = PictureRows::new(&links(&["https://e.com/a.jpg", "https://e.com/b.jpg"]));
            let first = rows.key_at(0).unwrap();
            assert_eq!(rows.move_row(first, true), None);
            assert_eq!(rows.move_row(first, false), Some(1));
            assert!(
                rows.button_after_move(1, false),
                "down to the end: the up button"
            );
            assert!(
                !rows.button_after_move(0, false),
                "down, not at the end: down again"
            );
            assert_eq!(rows.move_row(first, false), None);
            assert_eq!(
                rows.links(),
                links(&["https://e.com/b.jpg", "https://e.com/a.jpg"])
            );
            let added = rows.add();
            assert_eq!(rows.index_of(added), Some(2));
            assert_eq!(rows.remove(first), Some(1));
            assert_eq!(rows.key_after_removal(1), Some(added));
            assert_eq!(rows.links(), links(&["https://e.com/b.jpg", ""]));
            assert_eq!(rows.remove(added), Some(1));
            assert_eq!(rows.key_after_removal(1), rows.key_at(0));
        });
    }
}
