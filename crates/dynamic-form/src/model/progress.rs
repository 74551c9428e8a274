//! How far along each form is: every field stands as empty, answered, or refused (an answer Save
//! would refuse), by the same check Save makes ([`crate::model::def::FieldDef::check`]), and each
//! form keeps the counts of its fields' standings ([`Counts`]). A field's standing is worked out
//! again when its value changes, and the counts move only when a standing does: nothing re-reads
//! every field on a keystroke.

use super::def::FieldDef;
use crate::base::host::Locale;
use crate::base::texts::Status;
use crate::base::value::FieldValue;

/// Where a field stands.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Standing {
    /// Nothing entered.
    #[default]
    Empty,
    /// An answer its kind takes ([`crate::kinds::Kind::answered`]).
    Answered,
    /// Something entered that Save would refuse.
    Refused,
}

impl Standing {
    pub fn of(def: &FieldDef, value: &FieldValue, locale: Locale) -> Standing {
        if def.kind.answered(value, &def.options, locale) {
            Standing::Answered
        } else if value.is_blank() {
            Standing::Empty
        } else {
            Standing::Refused
        }
    }

    /// Save refuses a field that stands so: an answer it refuses, or a required one left empty.
    pub fn stops_save(self, required: bool) -> bool {
        match self {
            Standing::Answered => false,
            Standing::Empty => required,
            Standing::Refused => true,
        }
    }
}

/// One form's counts of its fields' standings.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub fields: usize,
    pub required: usize,
    pub answered: usize,
    pub required_answered: usize,
    /// Fields with something entered that Save would refuse.
    pub refused: usize,
    pub required_refused: usize,
}

impl Counts {
    /// Counts a field of the form that stands so (`by` 1), or no longer does (`by` -1).
    pub fn count(&mut self, required: bool, standing: Standing, by: isize) {
        let step = |count: &mut usize| *count = count.saturating_add_signed(by);
        step(&mut self.fields);
        if required {
            step(&mut self.required);
        }
        match standing {
            Standing::Answered => {
                step(&mut self.answered);
                if required {
                    step(&mut self.required_answered);
                }
            }
            Standing::Refused => {
                step(&mut self.refused);
                if required {
                    step(&mut self.required_refused);
                }
            }
            Standing::Empty => {}
        }
    }

    /// The fields Save would refuse: the required ones not answered, and the optional ones refused.
    pub fn left(&self) -> usize {
        (self.required - self.required_answered) + (self.refused - self.required_refused)
    }

    /// Not yet started: nothing entered; completed: every required answer given and nothing Save
    /// would refuse (a form with no required field, once it has an answer); in progress between.
    pub fn status(&self) -> Status {
        if self.answered == 0 && self.refused == 0 {
            Status::NotStarted
        } else if self.left() == 0 {
            Status::Completed
        } else {
            Status::InProgress
        }
    }
}

#[cfg(test)]
mod tests;
