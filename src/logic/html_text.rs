//! Text made safe to place in HTML markup, for the one place the app writes markup itself (the client
//! form renderer, which builds a thousand-field form as one string: one DOM call instead of tens of
//! thousands). Escaped text is shown as text: `<img onerror=…>` from the API is displayed, never run.
//!
//! The rule is the one Leptos's own server-side rendering follows: in element content and in
//! double-quoted attribute values, escaping `&`, `<`, `>`, `"` and `'` leaves no way to end the text
//! or the attribute. Only those two contexts are ever used with it (never unquoted attributes, URLs,
//! scripts or styles).

/// Appends `text` to `out`, escaped for element content or a double-quoted attribute value.
pub fn push_escaped(out: &mut String, text: &str) {
    // Byte by byte: the five are ASCII, so every match is a char boundary of `text`.
    let mut start = 0;
    for (at, byte) in text.bytes().enumerate() {
        let entity = match byte {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#39;",
            _ => continue,
        };
        out.push_str(&text[start..at]);
        out.push_str(entity);
        start = at + 1;
    }
    out.push_str(&text[start..]);
}

/// `text`, escaped (see [`push_escaped`]).
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    push_escaped(&mut out, text);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_becomes_text() {
        assert_eq!(
            escaped(r#"<img src=x onerror="alert('x')">"#),
            "&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;"
        );
        assert_eq!(escaped("Tom & Jerry"), "Tom &amp; Jerry");
        assert_eq!(escaped("&amp;"), "&amp;amp;");
        assert_eq!(escaped("plain, ñandú ✓"), "plain, ñandú ✓");
        assert_eq!(escaped(""), "");
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod properties {
        use super::*;
        use proptest::prelude::*;

        /// What a browser's parser gives back for escaped text: the entities this module writes, and
        /// nothing else, decoded.
        fn unescape(text: &str) -> String {
            text.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&#39;", "'")
                .replace("&amp;", "&")
        }

        proptest! {
            #[test]
            fn escaped_text_cannot_open_a_tag_or_leave_an_attribute(text in any::<String>()) {
                let out = escaped(&text);
                prop_assert!(!out.contains(['<', '>', '"', '\'']));
                // Every `&` starts one of the entities written here.
                for (at, _) in out.match_indices('&') {
                    let tail = &out[at..];
                    prop_assert!(
                        ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].iter().any(|e| tail.starts_with(e)),
                        "stray & in {out:?}"
                    );
                }
                prop_assert_eq!(unescape(&out), text);
            }

            #[test]
            fn markup_like_text_round_trips(text in "[<>&\"' a-z=/;#0-9]{0,40}") {
                prop_assert_eq!(unescape(&escaped(&text)), text);
            }
        }
    }
}
