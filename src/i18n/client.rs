//! Text of the client profile page (`/client/profile`) and of the form renderer
//! ([`ClientFormTexts`], which the renderer is given), with a message for every way a field can be
//! wrong.

use super::phone::{code_placeholder, phone_error_text, Phone};
use super::profile::{email_error, url_error};
use super::{fill, humanize, Common, Translate};
use crate::logic::lang::Lang;
use dynamic_form::{FieldError, Status, Texts};
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
        NotATime => "Enter a real time, like 14:30.", "Escribe una hora válida, como 14:30.";
        ChooseOption => "Choose…", "Elige…";
        NotStarted => "Not yet started", "Sin empezar";
        InProgress => "In progress", "En curso";
        Completed => "Completed", "Completado";
        AnsweredCount => "{answered} of {fields} answered", "{answered} de {fields} respondidas";
        ProgressSaid => "{form}: {status}, {count}.", "{form}: {status}, {count}.";
        TaskList => "Your forms", "Tus formularios";
        NextRequired => "Next required question", "Siguiente pregunta obligatoria";
        NoneLeft => "Nothing required is left: go to Save", "No queda nada obligatorio: ir a Guardar";
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
        FieldError::NotATime => Client::NotATime.text(lang).to_owned(),
        FieldError::Email(problem) => email_error(problem).text(lang).to_owned(),
        FieldError::NotAWebAddress => url_error(UrlError::NotHttp).text(lang).to_owned(),
        FieldError::Phone(problem) => phone_error_text(problem, lang, plans),
    }
}

/// The renderer's texts, in the UI language: what `dynamic_form` is given.
pub struct ClientFormTexts;

impl Texts for ClientFormTexts {
    fn required(&self, lang: Lang) -> &'static str {
        Common::Required.text(lang)
    }

    fn choose_option(&self, lang: Lang) -> &'static str {
        Client::ChooseOption.text(lang)
    }

    fn country_code(&self, lang: Lang) -> &'static str {
        Phone::CountryCode.text(lang)
    }

    fn code_placeholder(&self, code: &str, lang: Lang) -> String {
        code_placeholder(code, lang)
    }

    fn error(&self, error: FieldError, lang: Lang, plans: Option<&PhonePlans>) -> String {
        client_field_error_text(error, lang, plans)
    }

    fn status(&self, status: Status, lang: Lang) -> &'static str {
        match status {
            Status::NotStarted => Client::NotStarted,
            Status::InProgress => Client::InProgress,
            Status::Completed => Client::Completed,
        }
        .text(lang)
    }

    fn answered_count(&self, answered: usize, fields: usize, lang: Lang) -> String {
        let (answered, fields) = (answered.to_string(), fields.to_string());
        fill(
            Client::AnsweredCount.text(lang),
            &[("answered", &answered), ("fields", &fields)],
        )
    }

    fn progress_said(
        &self,
        form: &str,
        status: Status,
        answered: usize,
        fields: usize,
        lang: Lang,
    ) -> String {
        let count = self.answered_count(answered, fields, lang);
        fill(
            Client::ProgressSaid.text(lang),
            &[
                ("form", form),
                ("status", self.status(status, lang)),
                ("count", &count),
            ],
        )
    }

    fn task_list(&self, lang: Lang) -> &'static str {
        Client::TaskList.text(lang)
    }

    fn next_required(&self, lang: Lang) -> &'static str {
        Client::NextRequired.text(lang)
    }

    fn none_left(&self, lang: Lang) -> &'static str {
        Client::NoneLeft.text(lang)
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
        assert_eq!(ClientFormTexts.choose_option(Lang::Es), "Elige…");
    }
}
