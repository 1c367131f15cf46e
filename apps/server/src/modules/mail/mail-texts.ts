/** Email wording per language; the web app sends its language as Accept-Language. */
export const mailLanguages = ['en', 'de', 'es', 'ar', 'ml', 'hi'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

interface CodeEmailText {
  subject: string;
  body: (values: { name: string; code: string; minutes: number }) => string;
}

export const resetPasswordEmail: Record<MailLanguage, CodeEmailText> = {
  en: {
    subject: 'Your Parley password reset code',
    body: ({ name, code, minutes }) =>
      `Hello ${name},\n\nYour code to reset your Parley password is ${code}.\nIt expires in ${minutes} minutes and can be used once.\n\nIf you did not ask for it, ignore this email: your password stays as it is.`,
  },
  de: {
    subject: 'Ihr Parley-Code zum Zurücksetzen des Passworts',
    body: ({ name, code, minutes }) =>
      `Hallo ${name},\n\nIhr Code zum Zurücksetzen Ihres Parley-Passworts lautet ${code}.\nEr läuft in ${minutes} Minuten ab und kann einmal verwendet werden.\n\nWenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
  },
  es: {
    subject: 'Tu código para restablecer la contraseña de Parley',
    body: ({ name, code, minutes }) =>
      `Hola ${name}:\n\nTu código para restablecer la contraseña de Parley es ${code}.\nCaduca en ${minutes} minutos y solo puede usarse una vez.\n\nSi no lo has solicitado, ignora este correo: tu contraseña no cambia.`,
  },
  ar: {
    subject: 'رمز إعادة تعيين كلمة مرور Parley',
    body: ({ name, code, minutes }) =>
      `مرحبًا ${name}،\n\nرمز إعادة تعيين كلمة مرور Parley هو ${code}.\nتنتهي صلاحيته بعد ${minutes} دقيقة ويمكن استخدامه مرة واحدة.\n\nإذا لم تطلبه فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`,
  },
  ml: {
    subject: 'നിങ്ങളുടെ Parley പാസ്‌വേഡ് പുനഃസജ്ജീകരണ കോഡ്',
    body: ({ name, code, minutes }) =>
      `നമസ്കാരം ${name},\n\nനിങ്ങളുടെ Parley പാസ്‌വേഡ് പുനഃസജ്ജമാക്കാനുള്ള കോഡ് ${code} ആണ്.\nഇത് ${minutes} മിനിറ്റിനുള്ളിൽ കാലഹരണപ്പെടും, ഒരിക്കൽ മാത്രം ഉപയോഗിക്കാം.\n\nനിങ്ങൾ ഇത് ആവശ്യപ്പെട്ടില്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക: നിങ്ങളുടെ പാസ്‌വേഡ് മാറില്ല.`,
  },
  hi: {
    subject: 'आपका Parley पासवर्ड रीसेट कोड',
    body: ({ name, code, minutes }) =>
      `नमस्ते ${name},\n\nआपका Parley पासवर्ड रीसेट करने का कोड ${code} है।\nयह ${minutes} मिनट में समाप्त हो जाएगा और केवल एक बार उपयोग किया जा सकता है।\n\nयदि आपने इसका अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।`,
  },
};

export const signInCodeEmail: Record<MailLanguage, CodeEmailText> = {
  en: {
    subject: 'Your Parley sign-in code',
    body: ({ name, code, minutes }) =>
      `Hello ${name},\n\nYour code to sign in to Parley is ${code}.\nIt expires in ${minutes} minutes and can be used once.\n\nIf you did not ask for it, ignore this email.`,
  },
  de: {
    subject: 'Ihr Parley-Anmeldecode',
    body: ({ name, code, minutes }) =>
      `Hallo ${name},\n\nIhr Code zur Anmeldung bei Parley lautet ${code}.\nEr läuft in ${minutes} Minuten ab und kann einmal verwendet werden.\n\nWenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.`,
  },
  es: {
    subject: 'Tu código de acceso a Parley',
    body: ({ name, code, minutes }) =>
      `Hola ${name}:\n\nTu código para iniciar sesión en Parley es ${code}.\nCaduca en ${minutes} minutos y solo puede usarse una vez.\n\nSi no lo has solicitado, ignora este correo.`,
  },
  ar: {
    subject: 'رمز تسجيل الدخول إلى Parley',
    body: ({ name, code, minutes }) =>
      `مرحبًا ${name}،\n\nرمز تسجيل الدخول إلى Parley هو ${code}.\nتنتهي صلاحيته بعد ${minutes} دقيقة ويمكن استخدامه مرة واحدة.\n\nإذا لم تطلبه فتجاهل هذه الرسالة.`,
  },
  ml: {
    subject: 'നിങ്ങളുടെ Parley സൈൻ-ഇൻ കോഡ്',
    body: ({ name, code, minutes }) =>
      `നമസ്കാരം ${name},\n\nParley-ൽ സൈൻ ഇൻ ചെയ്യാനുള്ള നിങ്ങളുടെ കോഡ് ${code} ആണ്.\nഇത് ${minutes} മിനിറ്റിനുള്ളിൽ കാലഹരണപ്പെടും, ഒരിക്കൽ മാത്രം ഉപയോഗിക്കാം.\n\nനിങ്ങൾ ഇത് ആവശ്യപ്പെട്ടില്ലെങ്കിൽ ഈ ഇമെയിൽ അവഗണിക്കുക.`,
  },
  hi: {
    subject: 'आपका Parley साइन-इन कोड',
    body: ({ name, code, minutes }) =>
      `नमस्ते ${name},\n\nParley में साइन इन करने का आपका कोड ${code} है।\nयह ${minutes} मिनट में समाप्त हो जाएगा और केवल एक बार उपयोग किया जा सकता है।\n\nयदि आपने इसका अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें।`,
  },
};

/** The first supported language in an Accept-Language header, English otherwise. */
export function pickMailLanguage(acceptLanguage: string | undefined): MailLanguage {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase());
  return wanted.find((code): code is MailLanguage => mailLanguages.includes(code as MailLanguage)) ?? 'en';
}
