//! The demo accounts, written once: the seed's users that carry a `demo` note. `make dev` prints
//! them (`simulator --demo-accounts`), the Playwright fixtures read the seed file itself, and a test
//! below (`the_readmes_demo_tables_match_the_bundled_seed`) checks the demo tables of both READMEs
//! against the bundled seed.

use crate::seed;
use chrono::Utc;
use serde_json::Value;

/// One account a person can sign in with to see something of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DemoAccount {
    pub email: String,
    pub password: String,
    pub tenant: String,
    pub user_type: String,
    /// What signing in with it shows (the seed's `demo` note).
    pub shows: String,
}

/// The demo accounts of a seed, in seed order (the bench tenants last, when the seed enables them).
pub fn demo_accounts(seed_json: &Value) -> Result<Vec<DemoAccount>, String> {
    let world = seed::load(seed_json, Utc::now(), crate::state::DEFAULT_FILES_ORIGIN)?;
    Ok(world
        .tenants
        .iter()
        .flat_map(|tenant| {
            tenant.users.iter().filter_map(|user| {
                let shows = user.demo.clone()?;
                Some(DemoAccount {
                    email: user.email.clone(),
                    password: user.password.clone(),
                    tenant: tenant.key.clone(),
                    user_type: user.user_type.clone(),
                    shows,
                })
            })
        })
        .collect())
}

/// The list `make dev` prints: one line an account, with the address that opens its tenant.
pub fn render_for_terminal(accounts: &[DemoAccount], app_url: &str) -> String {
    let width = accounts.iter().map(|a| a.email.len()).max().unwrap_or(0);
    let mut text = String::new();
    for account in accounts {
        text.push_str(&format!(
            "    {:width$}  password {}  {}/?tenant={}\n      {}\n",
            account.email, account.password, app_url, account.tenant, account.shows
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn lists_only_users_with_a_demo_note_in_seed_order() {
        let seed = json!({ "tenants": {
            "t1": { "users": [
                { "email": "a@t1.test", "password": "pw-a", "demo": "shows A" },
                { "email": "hidden@t1.test", "password": "pw" },
            ]},
            "t2": { "users": [
                { "email": "b@t2.test", "password": "pw-b", "user_type": "client", "demo": "shows B" },
            ]},
        }});
        let accounts = demo_accounts(&seed).unwrap();
        let emails: Vec<_> = accounts
            .iter()
            .map(|a| (a.email.as_str(), a.tenant.as_str()))
            .collect();
        assert_eq!(emails, [("a@t1.test", "t1"), ("b@t2.test", "t2")]);
        assert_eq!(accounts[1].user_type, "client");
        assert_eq!(accounts[1].password, "pw-b");
        assert_eq!(accounts[0].shows, "shows A");
    }

    #[test]
    fn the_bench_tenants_are_listed_only_when_the_seed_enables_them() {
        let without = demo_accounts(&json!({ "tenants": {} })).unwrap();
        assert!(without.is_empty());
        let with = demo_accounts(&json!({ "bench": true, "tenants": {} })).unwrap();
        let emails: Vec<_> = with.iter().map(|a| a.email.as_str()).collect();
        assert_eq!(
            emails,
            [
                "bench@bench10.test",
                "bench@bench100.test",
                "bench@bench1000.test",
                "bench@benchmixed1000.test",
                "bench@bench5000.test"
            ]
        );
    }

    #[test]
    fn the_terminal_list_names_each_account_its_tenant_address_and_what_it_shows() {
        let accounts = [DemoAccount {
            email: "a@t1.test".into(),
            password: "pw-a".into(),
            tenant: "t1".into(),
            user_type: "freelancer".into(),
            shows: "shows A".into(),
        }];
        let text = render_for_terminal(&accounts, "http://127.0.0.1:8080");
        assert_eq!(
            text,
            "    a@t1.test  password pw-a  http://127.0.0.1:8080/?tenant=t1\n      shows A\n"
        );
    }

    /// Rows of a README table whose first cell names accounts: (e-mails, the row's tenant cell).
    fn account_rows(readme: &str) -> Vec<(Vec<String>, String)> {
        readme
            .lines()
            .filter_map(|line| {
                let cells: Vec<&str> = line.trim().strip_prefix('|')?.split('|').collect();
                let emails: Vec<String> = cells
                    .first()?
                    .split(|c: char| c == '`' || c == ',' || c.is_whitespace())
                    .filter(|word| word.contains('@') && word.ends_with(".test"))
                    .map(str::to_string)
                    .collect();
                (!emails.is_empty()).then(|| (emails, cells.get(1).unwrap_or(&"").to_string()))
            })
            .collect()
    }

    #[test]
    fn the_readmes_demo_tables_match_the_bundled_seed() {
        let mut seed = crate::bundled_seed();
        seed["bench"] = json!(true);
        let accounts = demo_accounts(&seed).unwrap();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for readme in [root.join("../../README.md"), root.join("README.md")] {
            let text = std::fs::read_to_string(&readme).unwrap();
            let rows = account_rows(&text);
            let listed: Vec<&String> = rows.iter().flat_map(|(emails, _)| emails).collect();
            for (emails, tenant_cell) in &rows {
                for email in emails {
                    let account = accounts.iter().find(|a| &a.email == email);
                    let account = account.unwrap_or_else(|| {
                        panic!(
                            "{}: {email} is not a demo account of seed.json",
                            readme.display()
                        )
                    });
                    let tenants: Vec<&str> = tenant_cell
                        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-'))
                        .collect();
                    assert!(
                        tenants.contains(&account.tenant.as_str()),
                        "{}: {email} is in tenant {} in seed.json, not {tenant_cell:?}",
                        readme.display(),
                        account.tenant
                    );
                    assert!(
                        text.contains(&format!("`{}`", account.password)),
                        "{}: the password of {email} is not written",
                        readme.display()
                    );
                }
            }
            for account in accounts.iter().filter(|a| !a.tenant.starts_with("bench")) {
                assert!(
                    listed.contains(&&account.email),
                    "{}: the demo account {} of seed.json is missing",
                    readme.display(),
                    account.email
                );
            }
        }
    }
}
