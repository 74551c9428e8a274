//! The tool's few HTTP calls, blocking, through ureq (rustls for https). An answer of any status is
//! an [`Answer`]; only "no answer at all" is an error, and its text names the kind of failure, never
//! the address or a header.

use std::time::Duration;

pub struct Answer {
    pub status: u16,
    /// Lowercase names.
    headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        let name = name.to_ascii_lowercase();
        self.headers
            .iter()
            .find(|(known, _)| *known == name)
            .map(|(_, value)| value.as_str())
    }
}

pub struct Request<'a> {
    pub method: &'a str,
    pub url: &'a str,
    pub query: &'a [(&'a str, &'a str)],
    pub headers: &'a [(&'a str, &'a str)],
    pub json_body: Option<&'a str>,
}

pub struct Client {
    agent: ureq::Agent,
}

impl Client {
    pub fn new(timeout: Duration) -> Client {
        Client {
            // No redirects: the app's fetch would follow one, but a platform API that redirects is
            // worth seeing as it is.
            agent: ureq::AgentBuilder::new()
                .timeout(timeout)
                .redirects(0)
                .build(),
        }
    }

    pub fn send(&self, request: &Request) -> Result<Answer, String> {
        let mut call = self.agent.request(request.method, request.url);
        for (name, value) in request.query {
            call = call.query(name, value);
        }
        for (name, value) in request.headers {
            call = call.set(name, value);
        }
        let outcome = match request.json_body {
            Some(body) => call
                .set("Content-Type", "application/json")
                .send_string(body),
            None => call.call(),
        };
        match outcome {
            Ok(response) | Err(ureq::Error::Status(_, response)) => Ok(answer(response)),
            Err(ureq::Error::Transport(transport)) => Err(transport.kind().to_string()),
        }
    }
}

fn answer(response: ureq::Response) -> Answer {
    let status = response.status();
    let headers = response
        .headers_names()
        .into_iter()
        .filter_map(|name| {
            let value = response.header(&name)?.to_string();
            Some((name.to_ascii_lowercase(), value))
        })
        .collect();
    // An unreadable body reads as empty; the decoders then say what they make of it.
    let body = response.into_string().unwrap_or_default();
    Answer {
        status,
        headers,
        body,
    }
}
