//! The demo seed's pictures and documents, served by the simulator itself under `/__sim/files/`, so
//! that `make dev` and the end-to-end tests need no outside network.
//!
//! A seed names one as `"@files/NAME"`; loading the seed turns it into
//! `<files origin>/__sim/files/NAME` (the simulator's own origin, see [`crate::AppState`]). The
//! reference's `profile_url`, `banner_url`, `profiletype` (resume) and `certificate_file` are plain
//! URLs that the platform returns and the app opens or shows, so any URL that answers is faithful.
//!
//! The pictures are small SVGs (the app shows any `<img>` the browser can draw, and the production
//! CSP's `img-src` does not look at the type); the documents are one-page PDFs, written here with
//! their cross-reference table so that a browser's PDF viewer opens them.

/// The path under which the files are served (on the API's listener).
pub const PATH: &str = "/__sim/files/";

/// The seed's token prefix: `"@files/NAME"`.
pub const TOKEN: &str = "@files/";

enum Kind {
    /// A profile picture: initials on a coloured disc.
    Picture {
        initials: &'static str,
        color: &'static str,
    },
    /// A banner picture (3:1).
    Banner { color: &'static str },
    /// A one-page PDF with these lines.
    Pdf(&'static [&'static str]),
}

/// Every file, by NAME. The seed may name only these (a typo is refused when it loads).
const FILES: &[(&str, Kind)] = &[
    (
        "profiles/ana-torres.svg",
        Kind::Picture {
            initials: "AT",
            color: "#1d4ed8",
        },
    ),
    ("banners/ana-torres.svg", Kind::Banner { color: "#1d4ed8" }),
    (
        "resumes/ana-torres-cv.pdf",
        Kind::Pdf(&["Ana Torres", "Resume (a demo file of the simulator)"]),
    ),
    (
        "certs/ana-first-aid.pdf",
        Kind::Pdf(&["First Aid Certificate", "Ana Torres, FA-2024-00731 (demo)"]),
    ),
    (
        "certs/ana-food-handler.pdf",
        Kind::Pdf(&["Food Handler Card", "Ana Torres, FH-88213 (demo)"]),
    ),
    (
        "certs/ana-os10.pdf",
        Kind::Pdf(&[
            "Security Guard License (OS-10)",
            "Ana Torres, OS10-774512 (demo)",
        ]),
    ),
    (
        "perfiles/lucia.svg",
        Kind::Picture {
            initials: "LF",
            color: "#047857",
        },
    ),
    (
        "cv/lucia-fernandez.pdf",
        Kind::Pdf(&["Lucia Fernandez", "Curriculum (demo file of the simulator)"]),
    ),
    (
        "certs/lucia-manipulador.pdf",
        Kind::Pdf(&[
            "Carnet de Manipulador de Alimentos",
            "Lucia Fernandez, MA-2025-114 (demo)",
        ]),
    ),
];

/// The names of every file, as a seed writes them after `@files/`.
pub fn names() -> impl Iterator<Item = &'static str> {
    FILES.iter().map(|(name, _)| *name)
}

/// The content type and bytes of file `name`, or `None` when there is no such file.
pub fn get(name: &str) -> Option<(&'static str, Vec<u8>)> {
    let (_, kind) = FILES.iter().find(|(n, _)| *n == name)?;
    Some(match kind {
        Kind::Picture { initials, color } => ("image/svg+xml", picture(initials, color)),
        Kind::Banner { color } => ("image/svg+xml", banner(color)),
        Kind::Pdf(lines) => ("application/pdf", pdf(lines)),
    })
}

/// The URL a seed's `@files/NAME` becomes, or `None` when `s` is not such a token. An unknown NAME
/// is an error.
pub fn resolve(s: &str, origin: &str) -> Option<Result<String, String>> {
    let name = s.strip_prefix(TOKEN)?;
    Some(if get(name).is_some() {
        Ok(format!("{}{PATH}{name}", origin.trim_end_matches('/')))
    } else {
        Err(format!(
            "unknown file {s} (the simulator has: {})",
            names().collect::<Vec<_>>().join(", ")
        ))
    })
}

fn picture(initials: &str, color: &str) -> Vec<u8> {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"256\" height=\"256\" viewBox=\"0 0 256 256\">\
<rect width=\"256\" height=\"256\" fill=\"{color}\"/>\
<text x=\"128\" y=\"128\" dy=\".35em\" text-anchor=\"middle\" font-family=\"sans-serif\" \
font-size=\"96\" fill=\"#fff\">{initials}</text></svg>\n"
    )
    .into_bytes()
}

fn banner(color: &str) -> Vec<u8> {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"400\" viewBox=\"0 0 1200 400\">\
<rect width=\"1200\" height=\"400\" fill=\"{color}\"/>\
<path d=\"M0 300 Q300 200 600 300 T1200 300 V400 H0Z\" fill=\"#fff\" fill-opacity=\".25\"/></svg>\n"
    )
    .into_bytes()
}

/// A one-page A4 PDF 1.4 showing `lines` in Helvetica (ASCII only), with a correct
/// cross-reference table.
fn pdf(lines: &[&str]) -> Vec<u8> {
    let mut text = String::from("BT /F1 20 Tf 72 760 Td 26 TL");
    for line in lines {
        let escaped: String = line
            .chars()
            .filter(char::is_ascii)
            .flat_map(|c| match c {
                '(' | ')' | '\\' => vec!['\\', c],
                c => vec![c],
            })
            .collect();
        text.push_str(&format!(" ({escaped}) Tj T*"));
    }
    text.push_str(" ET");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_string(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_string(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] \
/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>"
            .to_string(),
        format!("<< /Length {} >>\nstream\n{text}\nendstream", text.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_string(),
    ];
    let mut out = String::from("%PDF-1.4\n");
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.push_str(&format!("{} 0 obj\n{object}\nendobj\n", i + 1));
    }
    let xref = out.len();
    out.push_str(&format!(
        "xref\n0 {}\n0000000000 65535 f \n",
        objects.len() + 1
    ));
    for offset in offsets {
        out.push_str(&format!("{offset:010} 00000 n \n"));
    }
    out.push_str(&format!(
        "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
        objects.len() + 1
    ));
    out.into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_become_urls_of_the_origin() {
        assert_eq!(
            resolve("@files/profiles/ana-torres.svg", "http://127.0.0.1:8787"),
            Some(Ok(
                "http://127.0.0.1:8787/__sim/files/profiles/ana-torres.svg".to_string()
            ))
        );
        assert!(matches!(
            resolve("@files/profiles/nobody.svg", "http://x"),
            Some(Err(e)) if e.contains("unknown file @files/profiles/nobody.svg")
        ));
        for not_token in ["https://images.demo.test/a.jpg", "@file/x", "files/x", ""] {
            assert_eq!(resolve(not_token, "http://x"), None, "{not_token}");
        }
    }

    #[test]
    fn pdfs_have_a_correct_cross_reference_table() {
        for name in names().filter(|n| n.ends_with(".pdf")) {
            let (kind, bytes) = get(name).unwrap();
            assert_eq!(kind, "application/pdf");
            let text = String::from_utf8(bytes).unwrap();
            assert!(
                text.starts_with("%PDF-1.4\n") && text.ends_with("%%EOF\n"),
                "{name}"
            );
            let startxref: usize = text
                .rsplit("startxref\n")
                .next()
                .and_then(|t| t.lines().next())
                .and_then(|n| n.parse().ok())
                .unwrap();
            assert!(text[startxref..].starts_with("xref\n0 6\n"), "{name}");
            // Every object starts exactly where the table says.
            for (i, line) in text[startxref..].lines().skip(3).take(5).enumerate() {
                let offset: usize = line[..10].parse().unwrap();
                assert!(
                    text[offset..].starts_with(&format!("{} 0 obj\n", i + 1)),
                    "{name}: object {}",
                    i + 1
                );
            }
            let length: usize = text
                .split("/Length ")
                .nth(1)
                .and_then(|t| t.split(' ').next())
                .and_then(|n| n.parse().ok())
                .unwrap();
            let stream = text.split("stream\n").nth(1).unwrap();
            assert_eq!(&stream[length..length + 1], "\n", "{name}: /Length");
        }
    }

    #[test]
    fn pictures_are_svg() {
        for name in names().filter(|n| n.ends_with(".svg")) {
            let (kind, bytes) = get(name).unwrap();
            assert_eq!(kind, "image/svg+xml");
            assert!(String::from_utf8(bytes).unwrap().starts_with("<svg xmlns="));
        }
        assert!(get("profiles/missing.svg").is_none());
    }
}
