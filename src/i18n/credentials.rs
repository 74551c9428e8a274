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
