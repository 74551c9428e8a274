crate::i18n::messages! {
    /// The sign-in page, with password or an e-mailed one-time code.
    SignIn {
        Title => "Sign in", "Iniciar sesión";
        Intro => "Signing in to {organization}", "Inicias sesión en {organization}";
        Email => "E-mail", "Correo electrónico";
        Password => "Password", "Contraseña";
        KeepSignedIn => "Keep me signed in", "Mantener la sesión iniciada";
        KeepSignedInHint => "Only on a device you do not share.", "Solo en un dispositivo que no compartas.";
        ShareLocation => "Share my location", "Compartir mi ubicación";
        ShareLocationHint => "Optional. If your browser does not answer within a few seconds, you are signed in without it.", "Opcional. Si tu navegador no responde en unos segundos, inicias sesión sin ella.";
        Submit => "Sign in", "Iniciar sesión";
        Submitting => "Signing in…", "Iniciando sesión…";
        Or => "or", "o";
        EmailMeCode => "E-mail me a one-time code", "Envíame un código de un solo uso";
        SendingCode => "Sending the code…", "Enviando el código…";
        CodeSentTo => "We sent a one-time code to {email}. Enter it below.", "Enviamos un código de un solo uso a {email}. Escríbelo abajo.";
        Code => "One-time code", "Código de un solo uso";
        SubmitCode => "Sign in with the code", "Iniciar sesión con el código";
        Resend => "Send a new code", "Enviar un código nuevo";
        ResendIn => "Send a new code ({seconds} s)", "Enviar un código nuevo ({seconds} s)";
        UsePassword => "Use my password instead", "Usar mi contraseña";
        EmailRequired => "Enter your e-mail address.", "Escribe tu correo electrónico.";
        EmailInvalid => "Enter a valid e-mail address, like name@example.com.", "Escribe un correo válido, como nombre@ejemplo.com.";
        PasswordRequired => "Enter your password.", "Escribe tu contraseña.";
        CodeRequired => "Enter the code from the e-mail.", "Escribe el código del correo.";
        SignedInAs => "Signed in.", "Sesión iniciada.";
    }
}
