//! Text of the client profile page (`/client/profile`) and of the form renderer
//! ([`ClientFormTexts`], which the renderer is given), with a message for every way a field can be
//! wrong.

use super::phone::{code_placeholder, phone_error_text, Phone};
use super::profile::{email_error, url_error};
use super::{fill, humanize, Common, Translate};
use crate::logic::lang::Lang;
use dynamic_form::{FieldError, Locale, Status, Text, Texts};
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
        DiscardDraft => "Discard my changes", "Descartar mis cambios";
        DraftDiscarded => "Unsaved answers discarded.", "Respuestas sin guardar descartadas.";
        ErrorsAnnounced => "{count} fields need attention before saving.", "{count} campos necesitan atención antes de guardar.";
        FieldRequired => "This field is required.", "Este campo es obligatorio.";
        FieldInvalid => "Check this answer.", "Revisa esta respuesta.";
        NotAnOption => "Choose one of the options.", "Elige una de las opciones.";
        NotTicked => "Tick this box to go on.", "Marca esta casilla para continuar.";
        NoneChosen => "Tick at least one option.", "Marca al menos una opción.";
        NotANumber => "Enter a number, like 12.5.", "Escribe un número, como 12,5.";
        NotWhole => "Enter a whole number, like 12.", "Escribe un número entero, como 12.";
        NotADate => "Enter a real date.", "Escribe una fecha válida.";
        NotATime => "Enter a real time, like 14:30.", "Escribe una hora válida, como 14:30.";
        ChooseOption => "Choose…", "Elige…";
        NotStarted => "Not yet started", "Sin empezar";
        InProgress => "In progress", "En curso";
        Completed => "Completed", "Completado";
        AnsweredCount => "{answered} of {fields} answered", "{answered} de {fields} respondidas";
        TaskList => "Your forms", "Tus formularios";
        NextRequired => "Next required question", "Siguiente pregunta obligatoria";
        NoneLeft => "Nothing required is left: go to the end", "No queda nada obligatorio: ir al final";
    }
}

/// The message for a form field's error, in the locale's language; a phone number's names an
/// example from the numbering plans the locale supplies.
fn field_error_text(error: FieldError, locale: Locale) -> String {
    let lang = locale.lang;
    match error {
        FieldError::Required => Client::FieldRequired.text(lang).to_owned(),
        FieldError::NotAnOption => Client::NotAnOption.text(lang).to_owned(),
        FieldError::NotTicked => Client::NotTicked.text(lang).to_owned(),
        FieldError::NoneChosen => Client::NoneChosen.text(lang).to_owned(),
        FieldError::NotANumber => Client::NotANumber.text(lang).to_owned(),
        FieldError::NotWhole => Client::NotWhole.text(lang).to_owned(),
        FieldError::NotADate => Client::NotADate.text(lang).to_owned(),
        FieldError::NotATime => Client::NotATime.text(lang).to_owned(),
        FieldError::Email(problem) => email_error(problem).text(lang).to_owned(),
        FieldError::NotAWebAddress => url_error(UrlError::NotHttp).text(lang).to_owned(),
        FieldError::Phone(problem) => {
            phone_error_text(problem, lang, locale.supply::<PhonePlans>())
        }
        // An app's own message says itself (`Host::message`); a kind of error the renderer adds
        // later has the plainest words until it has its own.
        FieldError::Own(message) => (message.words)(lang),
        _ => Client::FieldInvalid.text(lang).to_owned(),
    }
}

/// The renderer's texts, in the UI language: what `dynamic_form` is given.
pub struct ClientFormTexts;

impl Texts for ClientFormTexts {
    fn text(&self, text: Text, lang: Lang) -> &'static str {
        match text {
            Text::Required => Common::Required.text(lang),
            Text::ChooseOption => Client::ChooseOption.text(lang),
            Text::CountryCode => Phone::CountryCode.text(lang),
            Text::TaskList => Client::TaskList.text(lang),
            Text::NextRequired => Client::NextRequired.text(lang),
            Text::NoneLeft => Client::NoneLeft.text(lang),
            Text::Status(Status::NotStarted) => Client::NotStarted.text(lang),
            Text::Status(Status::InProgress) => Client::InProgress.text(lang),
            Text::Status(Status::Completed) => Client::Completed.text(lang),
        }
    }

    fn code_placeholder(&self, code: &str, lang: Lang) -> String {
        code_placeholder(code, lang)
    }

    fn error(&self, error: FieldError, locale: Locale) -> String {
        field_error_text(error, locale)
    }

    fn answered_count(&self, answered: usize, fields: usize, lang: Lang) -> String {
        let (answered, fields) = (answered.to_string(), fields.to_string());
        fill(
            Client::AnsweredCount.text(lang),
            &[("answered", &answered), ("fields", &fields)],
        )
    }

    /// The same in both languages: the name is the platform's.
    fn label_from_key(&self, key: &str) -> String {
        humanize(key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_blank_label_is_made_from_the_key_in_either_language() {
        assert_eq!(
            ClientFormTexts.label_from_key("company_size"),
            "Company size"
        );
        assert_eq!(ClientFormTexts.code_placeholder("", Lang::Es), "Código");
        assert_eq!(ClientFormTexts.code_placeholder("999", Lang::En), "+999");
        assert_eq!(ClientFormTexts.text(Text::ChooseOption, Lang::Es), "Elige…");
        let said = ClientFormTexts.progress_said("Perfil", Status::InProgress, (3, 12), Lang::Es);
        assert_eq!(said, "Perfil: En curso, 3 de 12 respondidas.");
    }
}
