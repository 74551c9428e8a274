//! Text of the job seeker profile page (`/jobseeker/profile`): onboarding overview, summary card and
//! form, with a message for every way a field can be wrong.

use super::{fill, Translate};
use crate::logic::gender::Gender;
use crate::logic::jobseeker_form::Field;
use crate::logic::lang::Lang;
use text_rules::dates::{self, DateError};
use text_rules::validate::{EmailError, UrlError};

crate::i18n::messages! {
    /// The job seeker profile page.
    Profile {
        Title => "My profile", "Mi perfil";
        IntroCreate => "Welcome! Create your profile so that employers can find you. You can finish it in several visits: what you type is kept on this device until you save.", "¡Bienvenido! Crea tu perfil para que los empleadores te encuentren. Puedes terminarlo en varias visitas: lo que escribes se guarda en este dispositivo hasta que lo guardes.";

        OverviewTitle => "Your onboarding", "Tu incorporación";
        Completeness => "Your profile is {percent}% complete", "Tu perfil está completo al {percent}%";
        ChecklistTitle => "Still missing", "Aún falta";
        ChecklistDone => "Your profile has everything we ask for.", "Tu perfil tiene todo lo que pedimos.";
        MissingImages => "A profile picture", "Una foto de perfil";
        MissingResume => "Your resume", "Tu currículum";
        MissingPhone => "Your phone number", "Tu número de teléfono";
        MissingAddress => "Your address", "Tu dirección";
        MissingDateOfBirth => "Your date of birth", "Tu fecha de nacimiento";
        MissingName => "Your name", "Tu nombre";
        MissingCountry => "Your country", "Tu país";
        MissingCity => "Your city", "Tu ciudad";
        MissingContactEmail => "A contact e-mail", "Un correo de contacto";
        MissingGender => "Your gender", "Tu género";
        CredentialsTitle => "Credentials", "Credenciales";
        CredentialsLoading => "Checking your credentials…", "Revisando tus credenciales…";
        CredentialsMissing => "Missing: {count}", "Faltan: {count}";
        CredentialsExpired => "Expired: {count}", "Vencidas: {count}";
        CredentialsExpiring => "Expiring within {days} days: {count}", "Vencen en {days} días: {count}";
        CredentialsInOrder => "All your credentials are in order.", "Todas tus credenciales están en orden.";
        CredentialsNone => "Your organization asks for no credentials.", "Tu organización no pide credenciales.";
        CredentialsFailed => "Your credentials could not be checked right now.", "No pudimos revisar tus credenciales ahora.";
        CredentialsSeeAll => "See all credentials", "Ver todas las credenciales";

        SummaryTitle => "Your saved profile", "Tu perfil guardado";
        PhotoAlt => "Profile picture", "Foto de perfil";
        NoPhoto => "No picture", "Sin foto";
        Verified => "Verified", "Verificado";
        NotVerified => "Not verified", "No verificado";
        Active => "Active", "Activo";
        Inactive => "Inactive", "Inactivo";
        NoName => "No name yet", "Aún sin nombre";
        AverageRating => "Average rating", "Calificación promedio";
        PlaceId => "No. {id} (enter the name in the form to see it here)", "N.º {id} (escribe el nombre en el formulario para verlo aquí)";
        OpenResume => "Open my resume", "Abrir mi currículum";
        LastUpdated => "Last updated", "Última actualización";

        FormTitleCreate => "Create your profile", "Crea tu perfil";
        FormTitleEdit => "Edit your profile", "Edita tu perfil";
        RequiredNote => "Fields marked with * are required.", "Los campos marcados con * son obligatorios.";
        EditNote => "Only the fields you change are sent.", "Solo se envían los campos que cambies.";
        DraftRestored => "Your unsaved changes from your last visit are back in the form.", "Tus cambios sin guardar de tu última visita están de vuelta en el formulario.";
        DiscardDraft => "Discard my changes", "Descartar mis cambios";
        DraftDiscarded => "Unsaved changes discarded.", "Cambios sin guardar descartados.";
        SubmitCreate => "Save my profile", "Guardar mi perfil";
        SubmitEdit => "Save changes", "Guardar cambios";
        Saving => "Saving…", "Guardando…";
        Created => "Your profile was created.", "Tu perfil fue creado.";
        Saved => "Your profile was saved.", "Tu perfil fue guardado.";
        NothingToSave => "There are no changes to save.", "No hay cambios para guardar.";
        SavedOffline => "You're offline. Your changes are kept on this device and will be sent when you're back online.", "No tienes conexión. Tus cambios se guardan en este dispositivo y se enviarán cuando vuelvas a tener conexión.";

        FieldName => "Full name", "Nombre completo";
        FieldPhone => "Phone", "Teléfono";
        FieldContactEmail => "Contact e-mail", "Correo de contacto";
        FieldAddress => "Address", "Dirección";
        FieldCountry => "Country", "País";
        FieldCity => "City", "Ciudad";
        FieldGender => "Gender", "Género";
        FieldDateOfBirth => "Date of birth", "Fecha de nacimiento";
        FieldResume => "Resume link", "Enlace a tu currículum";
        FieldImages => "Profile pictures", "Fotos de perfil";
        PhoneHint => "Choose the country code, then type the number. You can also paste a number that starts with +.", "Elige el código de país y escribe el número. También puedes pegar un número que empiece con +.";
        ContactEmailHint => "Only if it is not the e-mail you sign in with.", "Solo si no es el correo con el que inicias sesión.";
        AddressHint => "The full street address, so that it can be found on a map. Leave out the apartment or unit number.", "La dirección completa, para que se pueda ubicar en un mapa. No incluyas el número de departamento u oficina.";
        CountryHint => "Type to search. Country names are in English, for example Spain, Mexico or United States.", "Escribe para buscar. Los nombres de países están en inglés, por ejemplo Spain, Mexico o United States.";
        CityHint => "Its English name, for example Seville or Mexico City.", "Su nombre en inglés, por ejemplo Seville o Mexico City.";
        GenderChoose => "Choose…", "Elige…";
        GenderMale => "Male", "Hombre";
        GenderFemale => "Female", "Mujer";
        GenderOther => "Other", "Otro";
        ResumeHint => "A web link (http or https) to your resume as PDF, DOC, DOCX, ODT, RTF or TXT. Sending one is strongly recommended: employers look at it first.", "Un enlace web (http o https) a tu currículum en PDF, DOC, DOCX, ODT, RTF o TXT. Te recomendamos mucho enviarlo: es lo primero que miran los empleadores.";
        ImagesHint => "Web links (http or https) to pictures of you. If you add several, the platform picks one at random as your profile picture and adds the others to your profile.", "Enlaces web (http o https) a fotos tuyas. Si agregas varias, la plataforma elige una al azar como foto de perfil y agrega las demás a tu perfil.";
        ImageLabel => "Picture {number} link", "Enlace de la foto {number}";
        ImagePreview => "Preview of picture {number}", "Vista previa de la foto {number}";
        ImageNoPreview => "No preview", "Sin vista previa";
        ImageLoadFailed => "This picture could not be loaded. Check the link.", "No se pudo cargar esta foto. Revisa el enlace.";
        AddImage => "Add a picture link", "Agregar un enlace de foto";
        MoveUp => "Up", "Subir";
        MoveDown => "Down", "Bajar";
        Remove => "Remove", "Quitar";
        MoveUpLabel => "Move picture {number} up", "Subir la foto {number}";
        MoveDownLabel => "Move picture {number} down", "Bajar la foto {number}";
        RemoveLabel => "Remove picture {number}", "Quitar la foto {number}";
        ImageMoved => "Picture moved to position {number}.", "Foto movida a la posición {number}.";
        ImageRemoved => "Picture removed.", "Foto quitada.";
        NoImages => "No pictures yet.", "Aún no hay fotos.";

        ErrorRequired => "Required to create your profile.", "Obligatorio para crear tu perfil.";
        SummaryRequired => "{field}: required", "{field}: obligatorio";
        ErrorUnknownCountry => "Choose a country from the list; names are in English.", "Elige un país de la lista; los nombres están en inglés.";
        ErrorEmailEmpty => "Enter an e-mail address.", "Escribe un correo electrónico.";
        ErrorEmailTooLong => "This e-mail address is too long.", "Este correo es demasiado largo.";
        ErrorEmailWhitespace => "An e-mail address cannot contain spaces.", "Un correo no puede tener espacios.";
        ErrorEmailMissingAt => "An e-mail address needs an @, like name@example.com.", "Un correo necesita una @, como nombre@ejemplo.com.";
        ErrorEmailMultipleAt => "An e-mail address has only one @.", "Un correo tiene solo una @.";
        ErrorEmailEmptyLocalPart => "Write the part before the @, like name@example.com.", "Escribe la parte antes de la @, como nombre@ejemplo.com.";
        ErrorEmailInvalidDomain => "Check the part after the @, like example.com.", "Revisa la parte después de la @, como ejemplo.com.";
        ErrorDateEmpty => "Enter your date of birth.", "Escribe tu fecha de nacimiento.";
        ErrorDateInvalid => "Enter a real date.", "Escribe una fecha válida.";
        ErrorDateInFuture => "Your date of birth cannot be in the future.", "Tu fecha de nacimiento no puede estar en el futuro.";
        ErrorDateTooEarly => "Enter a date in {year} or later.", "Escribe una fecha de {year} o posterior.";
        ErrorDateTooYoung => "You must be at least {age} years old.", "Debes tener al menos {age} años.";
        ErrorUrlEmpty => "Enter a link.", "Escribe un enlace.";
        ErrorUrlNotHttp => "Enter a full web link that starts with http:// or https://.", "Escribe un enlace web completo que empiece con http:// o https://.";
        ErrorUrlNotADocument => "The link must end in the file name of a document: .pdf, .doc, .docx, .odt, .rtf or .txt.", "El enlace debe terminar en el nombre de un documento: .pdf, .doc, .docx, .odt, .rtf o .txt.";
        ErrorImage => "Picture {number}: {problem}", "Foto {number}: {problem}";
    }
}

/// The label of a form field.
pub fn field_label(field: Field) -> Profile {
    match field {
        Field::Name => Profile::FieldName,
        Field::Phone => Profile::FieldPhone,
        Field::ContactEmail => Profile::FieldContactEmail,
        Field::Address => Profile::FieldAddress,
        Field::Country => Profile::FieldCountry,
        Field::City => Profile::FieldCity,
        Field::Gender => Profile::FieldGender,
        Field::DateOfBirth => Profile::FieldDateOfBirth,
        Field::Resume => Profile::FieldResume,
        Field::Images => Profile::FieldImages,
    }
}

/// The hint under a form field, for those that have one.
pub fn field_hint(field: Field) -> Option<Profile> {
    match field {
        Field::Phone => Some(Profile::PhoneHint),
        Field::ContactEmail => Some(Profile::ContactEmailHint),
        Field::Address => Some(Profile::AddressHint),
        Field::Country => Some(Profile::CountryHint),
        Field::City => Some(Profile::CityHint),
        Field::Resume => Some(Profile::ResumeHint),
        Field::Images => Some(Profile::ImagesHint),
        Field::Name | Field::Gender | Field::DateOfBirth => None,
    }
}

/// How the onboarding checklist names a missing field.
pub fn checklist_item(field: Field) -> Profile {
    match field {
        Field::Images => Profile::MissingImages,
        Field::Resume => Profile::MissingResume,
        Field::Phone => Profile::MissingPhone,
        Field::Address => Profile::MissingAddress,
        Field::DateOfBirth => Profile::MissingDateOfBirth,
        Field::Name => Profile::MissingName,
        Field::Country => Profile::MissingCountry,
        Field::City => Profile::MissingCity,
        Field::ContactEmail => Profile::MissingContactEmail,
        Field::Gender => Profile::MissingGender,
    }
}

/// A gender choice, labelled in the UI language (the code sent is `Gender::code`).
pub fn gender_label(gender: Gender) -> Profile {
    match gender {
        Gender::Male => Profile::GenderMale,
        Gender::Female => Profile::GenderFemale,
        Gender::Other => Profile::GenderOther,
    }
}

/// What is wrong with a picture link, naming the picture by its number (`index` + 1).
pub fn picture_error_text(index: usize, error: UrlError, lang: Lang) -> String {
    fill(
        Profile::ErrorImage.text(lang),
        &[
            ("number", &(index + 1).to_string()),
            ("problem", url_error(error).text(lang)),
        ],
    )
}

pub(super) fn email_error(error: EmailError) -> Profile {
    match error {
        EmailError::Empty => Profile::ErrorEmailEmpty,
        EmailError::TooLong => Profile::ErrorEmailTooLong,
        EmailError::Whitespace => Profile::ErrorEmailWhitespace,
        EmailError::MissingAt => Profile::ErrorEmailMissingAt,
        EmailError::MultipleAt => Profile::ErrorEmailMultipleAt,
        EmailError::EmptyLocalPart => Profile::ErrorEmailEmptyLocalPart,
        EmailError::InvalidDomain => Profile::ErrorEmailInvalidDomain,
    }
}

/// What is wrong with a date of birth, its limits filled in.
pub fn date_error_text(error: DateError, lang: Lang) -> String {
    match error {
        DateError::Empty => Profile::ErrorDateEmpty.text(lang).to_owned(),
        DateError::Invalid => Profile::ErrorDateInvalid.text(lang).to_owned(),
        DateError::InFuture => Profile::ErrorDateInFuture.text(lang).to_owned(),
        DateError::TooEarly => fill(
            Profile::ErrorDateTooEarly.text(lang),
            &[("year", &dates::MIN_BIRTH_YEAR.to_string())],
        ),
        DateError::TooYoung => fill(
            Profile::ErrorDateTooYoung.text(lang),
            &[("age", &dates::MIN_AGE_YEARS.to_string())],
        ),
    }
}

/// What is wrong with a link (the résumé's, a picture's).
pub fn url_error(error: UrlError) -> Profile {
    match error {
        UrlError::Empty => Profile::ErrorUrlEmpty,
        UrlError::NotHttp => Profile::ErrorUrlNotHttp,
        UrlError::NotADocument => Profile::ErrorUrlNotADocument,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message of the profile's own rules, in `lang` (the ones it shares with the client
    /// form, required, phone and e-mail, are tested with the client form's texts).
    fn every_message(lang: Lang) -> Vec<String> {
        let mut texts = vec![
            Profile::ErrorRequired.text(lang).to_owned(),
            Profile::ErrorUnknownCountry.text(lang).to_owned(),
        ];
        texts.extend(
            [
                DateError::Empty,
                DateError::Invalid,
                DateError::InFuture,
                DateError::TooEarly,
                DateError::TooYoung,
            ]
            .map(|error| date_error_text(error, lang)),
        );
        for error in [UrlError::Empty, UrlError::NotHttp, UrlError::NotADocument] {
            texts.push(url_error(error).text(lang).to_owned());
            texts.push(picture_error_text(2, error, lang));
        }
        texts
    }

    #[test]
    fn every_message_reads_fully_and_differently_in_both_languages() {
        for lang in Lang::ALL {
            let texts = every_message(lang);
            for text in &texts {
                assert!(
                    !text.trim().is_empty() && !text.contains('{'),
                    "{lang:?}: {text}"
                );
            }
            let different: std::collections::HashSet<&String> = texts.iter().collect();
            assert_eq!(different.len(), texts.len(), "{lang:?}");
        }
    }

    #[test]
    fn messages_carry_their_numbers() {
        let text = picture_error_text(2, UrlError::NotHttp, Lang::En);
        assert!(text.starts_with("Picture 3: "), "{text}");
        assert!(date_error_text(DateError::TooYoung, Lang::Es).contains("14"));
        assert!(date_error_text(DateError::TooEarly, Lang::En).contains("1900"));
    }

    #[test]
    fn every_field_has_a_label_and_a_checklist_name() {
        for field in Field::ALL {
            for lang in Lang::ALL {
                assert!(!field_label(field).text(lang).is_empty());
                assert!(!checklist_item(field).text(lang).is_empty());
            }
        }
    }

    #[test]
    fn gender_choices_are_labelled_in_the_ui_language() {
        assert_eq!(gender_label(Gender::Female).text(Lang::Es), "Mujer");
        assert_eq!(gender_label(Gender::Other).text(Lang::En), "Other");
    }
}
