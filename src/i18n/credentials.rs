//! Text of the credentials page (`/jobseeker/credentials`): requirements, statuses, filters, and the
//! names of a credential's fields.

use super::{humanize, Translate};
use crate::logic::lang::Lang;
use std::borrow::Cow;

crate::i18n::messages! {
    /// The credentials page: requirements, statuses, filters.
    Credentials {
        Title => "Credentials", "Credenciales";
        Intro => "The certificates and licenses this organization asks for, and the ones you have already supplied.", "Los certificados y licencias que pide esta organización, y los que ya entregaste.";
        NotAvailable => "The credentials tab is not available for this organization.", "La sección de credenciales no está disponible para esta organización.";
        GoToProfile => "Go to my profile", "Ir a mi perfil";
        HowToUpdate => "To add or renew a credential, use the platform's mobile app or contact your recruiter. This page shows your credentials but cannot change them.", "Para agregar o renovar una credencial, usa la aplicación móvil de la plataforma o contacta a tu reclutador. Esta página muestra tus credenciales, pero no puede cambiarlas.";
        Loading => "Loading your credentials…", "Cargando tus credenciales…";
        LastSeen => "You're seeing what this device last received, on {time}. It may have changed since.", "Estás viendo lo último que recibió este dispositivo, el {time}. Puede haber cambiado desde entonces.";
        Empty => "This organization does not ask for any credentials at the moment.", "Por ahora esta organización no pide ninguna credencial.";
        NoneMatch => "No credentials match this filter.", "Ninguna credencial coincide con este filtro.";
        ShowAll => "Show all credentials", "Ver todas las credenciales";
        FilterGroup => "Show credentials", "Mostrar credenciales";
        FilterAll => "All", "Todas";
        FilterMissing => "Missing", "Faltantes";
        FilterSuggested => "Suggested", "Sugeridas";
        FilterExpired => "Expired", "Vencidas";
        Showing => "Showing {shown} of {total} credentials.", "Se muestran {shown} de {total} credenciales.";
        Untitled => "Untitled credential", "Credencial sin nombre";
        Status => "Status:", "Estado:";
        StatusSupplied => "Supplied", "Entregada";
        StatusMissing => "Missing", "Falta";
        StatusExpired => "Expired", "Vencida";
        ExpiresToday => "Expires today", "Vence hoy";
        ExpiresTomorrow => "Expires tomorrow", "Vence mañana";
        ExpiresInDays => "Expires in {days} days", "Vence en {days} días";
        Suggested => "Suggested", "Sugerida";
        SuggestedFor => "Suggested for: {categories}", "Sugerida para: {categories}";
        YourCredential => "What you supplied", "Lo que entregaste";
        NotSupplied => "You have not supplied this credential yet.", "Aún no entregaste esta credencial.";
        RequiredFields => "Required information: {fields}", "Información obligatoria: {fields}";
        Regions => "Valid in one region, chosen from: {regions}", "Válida en una región, a elegir entre: {regions}";
        ViewFile => "View the file", "Ver el archivo";
    }
}

crate::i18n::messages! {
    /// The fields of a credential, named in `required_fields`, `hidden_fields` or `value`.
    CredentialField {
        CertificateFile => "Certificate file", "Archivo del certificado";
        CredentialUrl => "Credential URL", "URL de la credencial";
        IssuingAuthority => "Issuing authority", "Entidad emisora";
        CredentialId => "Credential ID", "ID de la credencial";
        IssueDate => "Issue date", "Fecha de emisión";
        ExpiryDate => "Expiry date", "Fecha de vencimiento";
        CertificateName => "Certificate name", "Nombre del certificado";
        GeoLevelOne => "Region", "Región";
    }
}

/// The label of a certificate field named in `required_fields`, `hidden_fields` or `value`. Names
/// the API may add later are humanised (`license_class` becomes "License class") in both languages.
pub fn credential_field_label(name: &str, lang: Lang) -> Cow<'static, str> {
    let field = match name.trim() {
        "certificate_file" => CredentialField::CertificateFile,
        "credential_url" => CredentialField::CredentialUrl,
        "issuing_authority" => CredentialField::IssuingAuthority,
        "credential_id" => CredentialField::CredentialId,
        "issue_date" => CredentialField::IssueDate,
        "expiry_date" => CredentialField::ExpiryDate,
        "certificate_name" => CredentialField::CertificateName,
        "geo_level_one" => CredentialField::GeoLevelOne,
        _ => return Cow::Owned(humanize(name)),
    };
    Cow::Borrowed(field.text(lang))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The API's names of the fields with a label of their own.
    const KNOWN: [&str; 8] = [
        "certificate_file",
        "credential_url",
        "issuing_authority",
        "credential_id",
        "issue_date",
        "expiry_date",
        "certificate_name",
        "geo_level_one",
    ];

    #[test]
    fn known_labels() {
        let label = credential_field_label;
        assert_eq!(label("certificate_file", Lang::En), "Certificate file");
        assert_eq!(
            label("certificate_file", Lang::Es),
            "Archivo del certificado"
        );
        assert_eq!(label("credential_url", Lang::En), "Credential URL");
        assert_eq!(label("issuing_authority", Lang::Es), "Entidad emisora");
        assert_eq!(label("credential_id", Lang::En), "Credential ID");
        assert_eq!(label("issue_date", Lang::Es), "Fecha de emisión");
        assert_eq!(label("expiry_date", Lang::En), "Expiry date");
        assert_eq!(
            label("certificate_name", Lang::Es),
            "Nombre del certificado"
        );
        assert_eq!(label("geo_level_one", Lang::En), "Region");
        assert!(matches!(
            label("geo_level_one", Lang::Es),
            Cow::Borrowed("Región")
        ));
    }

    #[test]
    fn every_known_label_differs_from_its_humanised_name_in_spanish() {
        assert_eq!(KNOWN.len(), CredentialField::ALL.len());
        for name in KNOWN {
            assert!(
                matches!(credential_field_label(name, Lang::En), Cow::Borrowed(_)),
                "{name}"
            );
            assert_ne!(
                credential_field_label(name, Lang::Es),
                humanize(name),
                "{name}"
            );
        }
    }

    #[test]
    fn unknown_names_are_humanised() {
        let label = credential_field_label;
        assert_eq!(label("license_class", Lang::En), "License class");
        assert_eq!(label("license_class", Lang::Es), "License class");
        assert_eq!(label("__odd__name_", Lang::En), "Odd name");
        assert_eq!(label("x", Lang::En), "X");
        assert_eq!(label("ünit_type", Lang::En), "Ünit type");
        assert_eq!(label("Already Nice", Lang::En), "Already Nice");
        assert_eq!(label("", Lang::En), "");
        assert_eq!(label("___", Lang::Es), "");
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod proptests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn arbitrary_names_never_panic(name in ".{0,20}") {
            let _ = credential_field_label(&name, Lang::Es);
        }
    }
}
