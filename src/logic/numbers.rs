//! Whole numbers for people to read, in the UI's language: counts of credentials, fields, days.
//!
//! English groups thousands with a comma (`1,234`); Spanish with a period (`1.234`), as in Chile, Spain,
//! Argentina and Colombia (CLDR `es-CL`). Written by hand, like the dates.
//! Shaped for wasm size: docs/performance.md#dates-and-counts-by-hand.

use super::lang::Lang;

/// `n` with its thousands grouped for `lang`: `12,345` / `12.345`; below 1000 it is just the digits.
pub fn format_count(n: usize, lang: Lang) -> String {
    let separator = match lang {
        Lang::En => ',',
        Lang::Es => '.',
    };
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_numbers_are_plain_digits() {
        for lang in Lang::ALL {
            assert_eq!(format_count(0, lang), "0");
            assert_eq!(format_count(7, lang), "7");
            assert_eq!(format_count(999, lang), "999");
        }
    }

    #[test]
    fn thousands_are_grouped_for_the_language() {
        assert_eq!(format_count(1000, Lang::En), "1,000");
        assert_eq!(format_count(1000, Lang::Es), "1.000");
        assert_eq!(format_count(12_345, Lang::En), "12,345");
        assert_eq!(format_count(12_345, Lang::Es), "12.345");
        assert_eq!(format_count(1_234_567, Lang::Es), "1.234.567");
        assert_eq!(format_count(100_000, Lang::En), "100,000");
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod properties {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn removing_the_separators_gives_the_number_back(n in any::<u32>(), es in any::<bool>()) {
                let lang = if es { Lang::Es } else { Lang::En };
                let text = format_count(n as usize, lang);
                let separator = if es { '.' } else { ',' };
                prop_assert_eq!(text.replace(separator, ""), n.to_string());
                // Groups of three after the first.
                for group in text.split(separator).skip(1) {
                    prop_assert_eq!(group.len(), 3);
                }
            }
        }
    }
}
