//! Text of the client profile page (`/client/profile`) and of the form renderer, with a message for
//! every way a field can be wrong.

use super::phone::phone_error_text;
use super::profile::{email_error, url_error};
use super::{humanize, Translate};
use crate::logic::client_form::{FieldDef, FieldError};
use crate::logic::lang::Lang;
use std::borrow::Cow;
use text_rules::numbering::PhonePlans;
use text_rules::validate::UrlError;

crate::i18n::messages! {
    /// The client profile page and the form renderer.
    Client {
        Title => "Company profile", "Perfil de empresa";
        Intro => "Fields marked * are required.", "Los campos marcados con * son obligatorios.";
        Loading => "Loading the profile form…", "Cargando el formulario de perfil…";
        NoForms => "There is no profile form for this organization yet.", "Esta organización aún no tiene un formulario de perfil.";
        Save => "Save", "Guardar";
        SavedOnDevice => "Saved on this device. The platform has no way yet to receive a company profile, so your answers are kept only in this browser, for your account, also after you sign out.", "Guardado en este dispositivo. La plataforma aún no permite recibir un perfil de empresa, así que tus respuestas se guardan solo en este navegador, para tu cuenta, también después de cerrar sesión.";
        LocalOnlyNote => "Your answers are kept on this device only, for your account, also after you sign out (answers you have not saved are removed then): the platform does not yet offer a way to store a company profile.", "Tus respuestas se guardan solo en este dispositivo, para tu cuenta, también después de cerrar sesión (las que no guardaste se borran entonces): la plataforma aún no permite guardar un perfil de empresa.";
        DraftRestored => "Unsaved answers from your last visit were restored.", "Se recuperaron respuestas sin guardar de tu última visita.";
        DiscardDraft => "Discard unsaved answers", "Descartar respuestas sin guardar";
        DraftDiscarded => "Unsaved answers discarded.", "Respuestas sin guardar descartadas.";
        ErrorsAnnounced => "{count} fields need attention before saving.", "{count} campos necesitan atención antes de guardar.";
        FieldRequired => "This field is required.", "Este campo es obligatorio.";
        NotAnOption => "Choose one of the options.", "Elige una de las opciones.";
        NotTicked => "Tick this box to go on.", "Marca esta casilla para continuar.";
        NoneChosen => "Tick at least one option.", "Marca al menos una opción.";
        NotANumber => "Enter a number, like 12.5.", "Escribe un número, como 12,5.";
        NotWhole => "Enter a whole number, like 12.", "Escribe un número entero, como 12.";
        NotADate => "Enter a real date.", "Escribe una fecha válida.";
        ChooseOption => "Choose…", "Elige…";
    }
}

/// The message for a client form field's error, in the UI language.
pub fn client_field_error_text(
    error: FieldError,
    lang: Lang,
    plans: Option<&PhonePlans>,
) -> String {
    match error {
        FieldError::Required => Client::FieldRequired.text(lang).to_owned(),
        FieldError::NotAnOption => Client::NotAnOption.text(lang).to_owned(),
        FieldError::NotTicked => Client::NotTicked.text(lang).to_owned(),
        FieldError::NoneChosen => Client::NoneChosen.text(lang).to_owned(),
        FieldError::NotANumber => Client::NotANumber.text(lang).to_owned(),
        FieldError::NotWhole => Client::NotWhole.text(lang).to_owned(),
        FieldError::NotADate => Client::NotADate.text(lang).to_owned(),
        FieldError::Email(problem) => email_error(problem).text(lang).to_owned(),
        FieldError::NotAWebAddress => url_error(UrlError::NotHttp).text(lang).to_owned(),
        FieldError::Phone(problem) => phone_error_text(problem, lang, plans),
    }
}

/// A client form field's label: the API's, or the field's key made readable when the API sent a
/// blank one (the same in both languages).
pub fn client_field_label(def: &FieldDef) -> Cow<'_, str> {
    if def.label.trim().is_empty() {
        Cow::Owned(humanize(&def.key))
    } else {
        Cow::Borrowed(&def.label)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::client_form::FieldKind;

    fn def(key: &str, label: &str) -> FieldDef {
        FieldDef {
            dom_id: format!("cf-f-{key}"),
            key: key.into(),
            label: label.into(),
            kind: FieldKind::Text,
            required: false,
            description: String::new(),
            initial: Default::default(),
        }
    }

    #[test]
    fn a_blank_label_is_made_from_the_key() {
        assert_eq!(
            client_field_label(&def("company_size", "  ")),
            "Company size"
        );
        assert_eq!(client_field_label(&def("company_size", "")), "Company size");
        assert_eq!(client_field_label(&def("k", "<b>Size</b>")), "<b>Size</b>");
    }
}
