crate::i18n::messages! {
    /// Text of the shell and of states every page shares.
    Common {
        AppName => "Staffing", "Staffing";
        SkipToContent => "Skip to content", "Saltar al contenido";
        MainNavigation => "Main", "Principal";
        SignOut => "Sign out", "Cerrar sesión";
        Language => "Language", "Idioma";
        Organization => "Organization", "Organización";
        Loading => "Loading…", "Cargando…";
        Required => "Required", "Obligatorio";
        Retry => "Try again", "Reintentar";
        Reload => "Reload", "Recargar";
        NavProfile => "My profile", "Mi perfil";
        NavCredentials => "Credentials", "Credenciales";
        NavCompany => "Company profile", "Perfil de empresa";
        NotFoundTitle => "Page not found", "Página no encontrada";
        NotFoundBody => "There is nothing at this address.", "No hay nada en esta dirección.";
        GoHome => "Go to the start page", "Ir al inicio";
        ConfigErrorTitle => "The app is not configured", "La aplicación no está configurada";
        ConfigErrorBody => "The configuration file could not be used: {problem}. Ask the site's administrator to fix config.json.", "No se pudo usar el archivo de configuración: {problem}. Pide al administrador del sitio que corrija config.json.";
        ConfigUnreachable => "config.json could not be downloaded", "no se pudo descargar config.json";
        ConfigStatus => "config.json answered with HTTP {status}", "config.json respondió con HTTP {status}";
        CrashTitle => "Something went wrong", "Algo salió mal";
        CrashBody => "The app stopped because of an unexpected error. Reload the page to continue; what you typed is kept as a draft.", "La aplicación se detuvo por un error inesperado. Recarga la página para continuar; lo que escribiste se guardó como borrador.";
        ErrorNetwork => "The platform could not be reached from this site. It may be down, or it may not accept this site yet. Try again in a moment; if it keeps happening, please tell your organization.", "No se pudo contactar la plataforma desde este sitio. Puede que no esté disponible o que todavía no acepte este sitio. Inténtalo de nuevo en un momento; si sigue pasando, avisa a tu organización.";
        ErrorOffline => "You're offline: there is no connection. Connect to the internet and try again.", "No tienes conexión a internet. Conéctate e inténtalo de nuevo.";
        ErrorTimeout => "The platform took too long to answer. Try again.", "La plataforma tardó demasiado en responder. Inténtalo de nuevo.";
        ErrorUnauthorized => "Your session has ended. Sign in again to continue.", "Tu sesión terminó. Inicia sesión de nuevo para continuar.";
        ErrorAccessRefused => "The platform is not accepting sign-ins from this app right now (it refused the app's access key). Please tell your organization; trying again will not help.", "La plataforma no acepta ingresos desde esta aplicación en este momento (rechazó su clave de acceso). Avisa a tu organización; reintentar no servirá.";
        ErrorRejected => "The platform refused the request (HTTP {status}).", "La plataforma rechazó la solicitud (HTTP {status}).";
        ErrorRejectedWithMessage => "The platform refused the request: {message}", "La plataforma rechazó la solicitud: {message}";
        ErrorMalformed => "The platform sent an answer the app cannot read. Try again later.", "La plataforma envió una respuesta que la aplicación no puede leer. Inténtalo más tarde.";
        ErrorCancelled => "The request was cancelled.", "La solicitud se canceló.";
        ErrorTooManyRequests => "Too many attempts. Try again in {wait}.", "Demasiados intentos. Inténtalo de nuevo en {wait}.";
        ErrorTooManyRequestsWithMessage => "{message} Try again in {wait}.", "{message} Inténtalo de nuevo en {wait}.";
        AvailableAgainIn => "Available again in {wait}.", "Disponible de nuevo en {wait}.";
        WaitOneSecond => "1 second", "1 segundo";
        WaitSeconds => "{count} seconds", "{count} segundos";
        WaitOneMinute => "1 minute", "1 minuto";
        WaitMinutes => "{count} minutes", "{count} minutos";
        SessionEnded => "Your session ended. Sign in again and you will be taken back to where you were.", "Tu sesión terminó. Inicia sesión de nuevo y volverás a donde estabas.";
        SignedOut => "You are signed out.", "Cerraste sesión.";
        Offline => "You're offline. You can keep working with what this device last received; changes you save are sent when you're back online.", "No tienes conexión. Puedes seguir trabajando con lo último que recibió este dispositivo; los cambios que guardes se enviarán cuando vuelvas a tener conexión.";
        BackOnline => "You're back online.", "Volviste a tener conexión.";
        NewVersion => "A new version is available.", "Hay una nueva versión disponible.";
        SignOutLosesPendingSave => "A change you saved while offline has not been sent yet. If you sign out now, it is deleted from this device. Sign out anyway?", "Un cambio que guardaste sin conexión aún no se ha enviado. Si cierras sesión ahora, se borrará de este dispositivo. ¿Cerrar sesión de todos modos?";
        TitleErrorPrefix => "Error: ", "Error: ";
        ErrorSummaryTitle => "Please fix these fields:", "Corrige estos campos:";
        ErrorSummaryMore => "…and {count} more fields, each marked where it is.", "…y {count} campos más, cada uno marcado donde está.";
        OpensInNewTab => "(opens in a new tab)", "(se abre en una pestaña nueva)";
    }
}
