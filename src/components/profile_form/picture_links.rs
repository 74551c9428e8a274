//! The job seeker's picture links, as a kind and a control of the app's own handed to the form
//! engine. The value is the links in order ([`FieldValue::Choices`]), blank rows too while they are
//! edited; what is kept leaves the blank rows out. Each link that is not blank must pass the
//! profile's image rule (`logic::jobseeker_form::refused_images`); the error names the first picture
//! refused, by its number.
//!
//! The control is a `<fieldset>` in the form's markup (its legend and hint are the crate's), whose
//! rows are drawn by a Leptos view (`Control::mount`): a labelled box per link with its preview, the
//! buttons that move or remove it, and "Add a picture link" (`rows`, `preview`, `buttons`). Focus
//! given to the group goes on to the box of the picture its error refuses.

pub mod buttons;
pub mod preview;
pub mod rows;

use crate::browser::dom;
use crate::i18n::{fill, picture_error_text, url_error, Profile, Translate};
use crate::logic::jobseeker_form::{non_blank_links, refused_images};
use crate::session::AppState;
use buttons::RowPress;
use dynamic_form::controls::Control;
use dynamic_form::dom::markup::Markup;
use dynamic_form::dom::rendered::{FieldState, RenderedForm};
use dynamic_form::field_ids::{error_id, LABEL_SUFFIX};
use dynamic_form::{Entry, FieldDef, FieldError, FieldValue, Kind, Locale, Message, Options};
use leptos::ev::MouseEvent;
use leptos::prelude::*;
use preview::Preview;
use rows::{PictureRow, PictureRows, RowPlace};
use std::any::Any;
use std::cell::OnceCell;
use text_rules::validate::UrlError;
use text_rules::Lang;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Event, EventInit};

/// The kind: `field_type` "picture_links".
pub struct PictureLinks;

/// The links a value holds, in order.
fn links_of(value: &FieldValue) -> &[String] {
    match value {
        FieldValue::Choices(links) => links,
        FieldValue::Text(_) | FieldValue::Tick(_) => &[],
    }
}

impl Kind for PictureLinks {
    const NAMES: &'static [&'static str] = &["picture_links"];
    const NAME: &'static str = "picture-links";
    const ENTRY: Entry = Entry::Own(&PictureList);

    fn empty() -> FieldValue {
        FieldValue::Choices(Vec::new())
    }

    /// A list of links, or one link as text.
    fn conform(value: FieldValue, _: &Options) -> Option<FieldValue> {
        match value {
            FieldValue::Choices(links) => Some(FieldValue::Choices(links)),
            FieldValue::Text(link) if link.trim().is_empty() => Some(Self::empty()),
            FieldValue::Text(link) => Some(FieldValue::Choices(vec![link])),
            FieldValue::Tick(_) => None,
        }
    }

    fn check(value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        match refused_images(links_of(value)).next() {
            Some((index, _)) => Err(FieldError::Own(refused_picture(index))),
            None => Ok(()),
        }
    }

    fn kept(value: &FieldValue, _: &Options, _: Locale) -> FieldValue {
        let links = non_blank_links(links_of(value));
        FieldValue::Choices(links.into_iter().map(str::to_owned).collect())
    }

    /// Answered by one link at least, blank rows aside.
    fn answered(value: &FieldValue, options: &Options, locale: Locale) -> bool {
        !non_blank_links(links_of(value)).is_empty() && Self::check(value, options, locale).is_ok()
    }
}

/// How many pictures have a message that names their number; a later one is refused without it.
const NUMBERED: usize = 20;

/// The words for picture `NUMBER` refused: the profile page's. The image rule refuses a link that
/// is not blank for one reason, that it is not an http(s) link.
fn refused_words<const NUMBER: usize>(lang: Lang) -> String {
    picture_error_text(NUMBER - 1, UrlError::NotHttp, lang)
}

/// A message for each picture number: a message is told apart by its code, so that the error shown
/// follows the picture refused.
macro_rules! refused_pictures {
    ($($number:literal)*) => {
        [$(Message {
            code: concat!("picture-link-refused-", $number),
            words: refused_words::<$number>,
        },)*]
    };
}

static REFUSED: [Message; NUMBERED] =
    refused_pictures!(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20);

/// A picture after the [`NUMBERED`] first refused.
const REFUSED_LATER: Message = Message {
    code: "picture-link-refused",
    words: |lang| url_error(UrlError::NotHttp).text(lang).to_owned(),
};

/// The message for the picture at `index` refused.
pub fn refused_picture(index: usize) -> Message {
    REFUSED.get(index).copied().unwrap_or(REFUSED_LATER)
}

/// Whether `error` refuses a picture: its words already say which, and why.
pub fn refuses_a_picture(error: FieldError) -> bool {
    refused_index(Some(error)).is_some() || error == FieldError::Own(REFUSED_LATER)
}

/// The index of the picture an error refuses, if it names one.
fn refused_index(error: Option<FieldError>) -> Option<usize> {
    match error? {
        FieldError::Own(message) => REFUSED.iter().position(|refused| *refused == message),
        _ => None,
    }
}

/// The control: the `<fieldset>` with the field's id, and its rows drawn by a view.
pub struct PictureList;

/// What the control keeps for a field: its rows, once its view is drawn.
type Drawn = OnceCell<PictureRows>;

fn rows_of(field: &FieldState) -> Option<PictureRows> {
    field.control_state::<Drawn>()?.get().copied()
}

/// The element the view is drawn in.
fn rows_id(field_id: &str) -> String {
    [field_id, "-rows"].concat()
}

impl Control for PictureList {
    fn new_state(&self) -> Box<dyn Any> {
        Box::new(Drawn::new())
    }

    fn write(&self, out: &mut Markup, def: &FieldDef, _: &FieldValue, _: &dyn Any) {
        out.open_field("fieldset class=\"field image-list\"", def);
        out.attr("id", &def.dom_id);
        // Focusable from the error summary and "next required question", as a group is; focus given
        // to it goes on to the refused picture's box (`focus_goes_to_refused`).
        out.raw(" tabindex=\"-1\" aria-labelledby=\"");
        out.part_id(&def.dom_id, LABEL_SUFFIX);
        out.raw("\"");
        out.described_by(def, false);
        out.raw(">");
        out.legend(def);
        out.raw("<div");
        out.attr("id", &rows_id(&def.dom_id));
        out.raw("></div></fieldset>");
    }

    fn read(&self, _: &RenderedForm, field: &FieldState, _: Lang) -> Option<FieldValue> {
        let rows = rows_of(field)?;
        Some(FieldValue::Choices(untrack(|| rows.links())))
    }

    fn show(&self, _: &RenderedForm, field: &FieldState, value: &FieldValue, _: Lang) {
        if let Some(rows) = rows_of(field) {
            rows.set(links_of(value));
        }
    }

    fn is_group(&self) -> bool {
        true
    }

    fn mount(&self, form: &RenderedForm, field: &FieldState) -> Option<Box<dyn Any>> {
        let parent = form.element(&rows_id(field.id()))?;
        let rows = field
            .model
            .value
            .with_untracked(|value| PictureRows::new(links_of(value)));
        field.control_state::<Drawn>()?.set(rows).ok()?;
        let list = List {
            rows,
            lang: form.host.lang,
            field_id: StoredValue::new(field.id().to_owned()),
            error: field.model.error,
            state: use_context::<AppState>(),
        };
        let mut view = list_view(list).into_view().build();
        view.mount(&parent, None);
        let to_refused = focus_goes_to_refused(form, field.id(), list);
        Some(Box::new((view, to_refused)))
    }
}

/// Focus given to the group (Save's first error, the error summary's link) goes on to the box of
/// the picture the field's error refuses: the link to put right. The listener, returned, is kept
/// with the list's view and goes with it.
fn focus_goes_to_refused(
    form: &RenderedForm,
    field_id: &str,
    list: List,
) -> Option<Closure<dyn Fn()>> {
    let group = form.element(field_id)?;
    let to_refused = Closure::<dyn Fn()>::new(move || {
        let refused = refused_index(list.error.try_get_untracked().flatten());
        if let Some(key) = refused.and_then(|index| list.rows.key_at(index)) {
            dom::focus_id(&list.input_id(key));
        }
    });
    group
        .add_event_listener_with_callback("focus", to_refused.as_ref().unchecked_ref())
        .ok()?;
    Some(to_refused)
}

/// Adds a row to the picture links of the field `field_id`, as its "Add a picture link" button does:
/// the new row's box takes the focus.
pub fn add_row(field_id: &str) {
    let button = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(&add_id_of(field_id)))
        .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(button) = button {
        button.click();
    }
}

/// The id of "Add a picture link".
fn add_id_of(field_id: &str) -> String {
    [field_id, "-add"].concat()
}

/// What the list's view works with.
#[derive(Clone, Copy)]
struct List {
    rows: PictureRows,
    lang: Memo<Lang>,
    /// The field's id in the page, which every id of the list starts with.
    field_id: StoredValue<String>,
    /// The field's error, which names the picture refused.
    error: RwSignal<Option<FieldError>>,
    /// The app, to announce moves and removals; absent outside the app.
    state: Option<AppState>,
}

impl List {
    fn input_id(self, key: u32) -> String {
        self.field_id.with_value(|id| format!("{id}-link-{key}"))
    }

    fn move_id(self, key: u32, up: bool) -> String {
        let direction = if up { "up" } else { "down" };
        self.field_id
            .with_value(|id| format!("{id}-link-{key}-{direction}"))
    }

    fn add_id(self) -> String {
        self.field_id.with_value(|id| add_id_of(id))
    }

    fn announce(self, text: String) {
        if let Some(state) = self.state {
            state.announce(text);
        }
    }
}

/// Tells the form the list changed after a press: an `input` from the pressed button, which the
/// form's listener finds the field for by the list's `.field`, and reads.
fn tell_the_form(event: &MouseEvent) {
    let init = EventInit::new();
    init.set_bubbles(true);
    if let (Some(target), Ok(input)) = (
        event.target(),
        Event::new_with_event_init_dict("input", &init),
    ) {
        let _ = target.dispatch_event(&input);
    }
}

/// Focuses the element `id` once the rows are drawn again.
fn focus_after_render(id: String) {
    request_animation_frame(move || {
        dom::focus_id(&id);
    });
}

fn list_view(list: List) -> impl IntoView {
    let add = move |event: MouseEvent| {
        let key = list.rows.add();
        tell_the_form(&event);
        focus_after_render(list.input_id(key));
    };
    view! {
        {move || {
            list.rows.rows.with(Vec::is_empty).then(|| view! {
                <p class="image-list__empty">{move || Profile::NoImages.text(list.lang.get())}</p>
            })
        }}
        <ol class="image-list__rows">
            <For each=move || list.rows.rows.get() key=|row| row.key let:row>
                {row_view(list, row)}
            </For>
        </ol>
        <button type="button" id=list.add_id() class="button button--secondary" on:click=add>
            <span aria-hidden="true">"+ "</span>
            {move || Profile::AddImage.text(list.lang.get())}
        </button>
    }
}

/// One link: its preview, its labelled box, and the buttons that move or remove it. The box is
/// marked invalid while the field's error names its picture; the error line is the form's.
fn row_view(list: List, row: PictureRow) -> impl IntoView {
    let (rows, key) = (list.rows, row.key);
    let index = Memo::new(move |_| {
        rows.rows
            .with(|rows| rows.iter().position(|row| row.key == key))
            .unwrap_or(0)
    });
    let place = RowPlace {
        lang: list.lang,
        index,
    };
    let refused = Memo::new(move |_| refused_index(list.error.get()) == Some(index.get()));
    let error_line = list.field_id.with_value(|id| error_id(id));
    let error_line = move || refused.get().then(|| error_line.clone());
    let url = row.url;
    let (preview, on_input) = Preview::of_typed(url.clone());
    let count = Memo::new(move |_| rows.rows.with(Vec::len));
    let move_ids = (list.move_id(key, true), list.move_id(key, false));
    let press = move |press: RowPress, event: &MouseEvent| match press {
        RowPress::Move { up } => move_row(list, key, up, event),
        RowPress::Remove => remove_row(list, key, event),
    };
    let input_id = list.input_id(key);
    view! {
        <li class="image-row" class:field--invalid=move || refused.get()>
            <div class="image-row__preview">{preview.view(place)}</div>
            <div class="image-row__body">
                <label for=input_id.clone()>{move || place.numbered(Profile::ImageLabel)}</label>
                <input
                    id=input_id
                    type="url"
                    inputmode="url"
                    autocomplete="photo"
                    prop:value=move || url.get()
                    on:input=on_input
                    aria-invalid=move || refused.get().then_some("true")
                    aria-errormessage=error_line.clone()
                    aria-describedby=error_line
                />
                {buttons::row_actions(place, count, move_ids, press)}
            </div>
        </li>
    }
}

/// Focus follows the moved row: the same button, or the other one once the row reached an end.
fn move_row(list: List, key: u32, up: bool, event: &MouseEvent) {
    let Some(new_index) = list.rows.move_row(key, up) else {
        return;
    };
    tell_the_form(event);
    let number = (new_index + 1).to_string();
    list.announce(fill(
        Profile::ImageMoved.text(list.lang.get_untracked()),
        &[("number", &number)],
    ));
    let stays = list.rows.button_after_move(new_index, up);
    focus_after_render(list.move_id(key, stays));
}

/// Focus goes to the row that took this place, else the one before, else "Add".
fn remove_row(list: List, key: u32, event: &MouseEvent) {
    let Some(index) = list.rows.remove(key) else {
        return;
    };
    tell_the_form(event);
    list.announce(
        Profile::ImageRemoved
            .text(list.lang.get_untracked())
            .to_owned(),
    );
    let next = list.rows.key_after_removal(index);
    focus_after_render(next.map_or_else(|| list.add_id(), |key| list.input_id(key)));
}
