crate::i18n::messages! {
    /// The client profile page and the form renderer.
    Client {
        Title => "Company profile", "Perfil de empresa";
        Intro => "Fields marked * are required.", "Los campos marcados con * son obligatorios.";
        Loading => "Loading the profile form…", "Cargando el formulario de perfil…";
        NoForms => "There is no profile form for this organization yet.", "Esta organización aún no tiene un formulario de perfil.";
        Save => "Save", "Guardar";
        Saving => "Saving…", "Guardando…";
        SavedOnDevice => "Saved on this device. The platform has no way yet to receive a company profile, so your answers are kept only in this browser.", "Guardado en este dispositivo. La plataforma aún no permite recibir un perfil de empresa, así que tus respuestas se guardan solo en este navegador.";
        LocalOnlyNote => "Your answers are kept on this device only: the platform does not yet offer a way to store a company profile.", "Tus respuestas se guardan solo en este dispositivo: la plataforma aún no permite guardar un perfil de empresa.";
        DraftRestored => "Unsaved answers from your last visit were restored.", "Se recuperaron respuestas sin guardar de tu última visita.";
        DiscardDraft => "Discard unsaved answers", "Descartar respuestas sin guardar";
        DraftDiscarded => "Unsaved answers discarded.", "Respuestas sin guardar descartadas.";
        ErrorsAnnounced => "{count} fields need attention before saving.", "{count} campos necesitan atención antes de guardar.";
        FieldRequired => "This field is required.", "Este campo es obligatorio.";
        NotAnOption => "Choose one of the options.", "Elige una de las opciones.";
        ChooseOption => "Choose…", "Elige…";
        RenderFailed => "The form could not be shown. Reload the page to try again.", "No se pudo mostrar el formulario. Recarga la página para intentarlo de nuevo.";
    }
}
