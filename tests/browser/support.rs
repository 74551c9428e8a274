//! What every component test needs: a fresh container with the app state provided ([`mount`]),
//! the one way to wait for the reactive system and the DOM ([`settle`], [`wait_until`]), and
//! elements found and driven as a browser user would drive them.

pub use browser_timing::testing::{
    container, document, element, find, fire, input, select_at, settle, type_into, wait_until,
};
use dynamic_form::{DynamicForm, FieldKind, FieldSpec, FormModel, FormSpec, Host, NO_SUPPLIES};
use leptos::prelude::*;
use staffing_web::config::AppConfig;
use staffing_web::i18n::ClientFormTexts;
use staffing_web::session::{AppState, Session};
use std::sync::{Arc, OnceLock};
use text_rules::Lang;
use web_sys::HtmlElement;

/// A config with nothing the tests depend on: no server (no call leaves the page), the demo tenant.
const CONFIG: &str =
    r#"{"base_url":"","app_url":"","api_key":"k","default_tenant":"demo","tenants":{}}"#;

/// Mounts a view into a fresh container, inside an owner that provides the app state.
pub fn mount<V: IntoView + 'static>(view: impl FnOnce() -> V + 'static) -> HtmlElement {
    let container = container();
    let handle = leptos::mount::mount_to(container.clone(), move || {
        AppState::provide(
            AppConfig::parse(CONFIG).expect("config"),
            Session::restore(),
        );
        view()
    });
    handle.forget();
    container
}

/// Mounts a form of one `field` of the app's own `kinds`, framed by its page as the profile's is,
/// with the app's texts in the language `lang` holds; its model and container.
pub fn mount_own_field(
    kinds: &'static [FieldKind],
    field: FieldSpec<'static>,
    lang: RwSignal<Lang>,
) -> (Arc<FormModel>, HtmlElement) {
    mount_own_fields(kinds, vec![field], lang)
}

/// The same with several fields.
pub fn mount_own_fields(
    kinds: &'static [FieldKind],
    fields: Vec<FieldSpec<'static>>,
    lang: RwSignal<Lang>,
) -> (Arc<FormModel>, HtmlElement) {
    let model: Arc<OnceLock<Arc<FormModel>>> = Arc::default();
    let shown = Arc::clone(&model);
    let container = mount(move || {
        let host = Host {
            lang: Memo::new(move |_| lang.get()),
            texts: &ClientFormTexts,
            kinds,
            supplies: &NO_SUPPLIES,
        };
        let forms = [FormSpec {
            id: "profile",
            fields,
            ..FormSpec::default()
        }];
        let form = Arc::new(FormModel::new(&forms, &[], &[], host));
        let _ = shown.set(Arc::clone(&form));
        view! { <DynamicForm model=form on_edit=Callback::new(|()| {}) framed_by_page=true /> }
    });
    let model = model.get().cloned().expect("the form was mounted");
    (model, container)
}
