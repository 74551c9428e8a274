//! Text written into the app's own HTML markup: the client form renderer's string
//! (`dynamic_form`'s `dom::markup`) and the sign-in page `index.html` carries
//! (`pages/sign_in/first_paint.rs`). Both write through here, so a text from the API or from the
//! catalogues shows as text and never becomes markup: `<img onerror=…>` is displayed, never run.
//!
//! The rule is the one Leptos's own server-side rendering follows: only into element content or a
//! double-quoted attribute value, and in those two contexts escaping `&`, `<`, `>`, `"` and `'`
//! leaves no way to end the text or the attribute.

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

/// Appends the attribute ` name="value"` to `out`, the value escaped. `name` is the app's own.
pub fn push_attr(out: &mut String, name: &str, value: &str) {
    out.push(' ');
    out.push_str(name);
    out.push_str("=\"");
    push_escaped(out, value);
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn escaped(text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        push_escaped(&mut out, text);
        out
    }

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

    #[test]
    fn an_attribute_value_cannot_leave_its_quotes() {
        let mut out = String::from("<input");
        push_attr(&mut out, "value", r#"" autofocus onfocus="alert(1)"#);
        assert_eq!(
            out,
            "<input value=\"&quot; autofocus onfocus=&quot;alert(1)\""
        );
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
