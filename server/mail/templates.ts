import type { Mail } from './mailer.js';

/** The mails of the account area, in Dutch, as plain text and as HTML. */

const PRODUCT = 'Teampot';

export function verifyEmailMail(appUrl: string, to: string, token: string): Mail {
  const link = `${trimSlash(appUrl)}/verify-email?token=${encodeURIComponent(token)}`;
  return compose(to, link, {
    subject: `Bevestig uw e-mailadres voor ${PRODUCT}`,
    greeting: `Welkom bij ${PRODUCT}!`,
    body: 'Bevestig uw e-mailadres via de knop hieronder. Daarna kunt u inloggen en uw team aanmaken.',
    button: 'E-mailadres bevestigen',
    footer: `De link is 24 uur geldig. Heeft u zich niet aangemeld bij ${PRODUCT}? Dan kunt u deze mail negeren.`,
  });
}

export function resetPasswordMail(appUrl: string, to: string, token: string): Mail {
  const link = `${trimSlash(appUrl)}/reset-password?token=${encodeURIComponent(token)}`;
  return compose(to, link, {
    subject: `Nieuw wachtwoord voor ${PRODUCT}`,
    greeting: 'Wachtwoord vergeten?',
    body: `Via de knop hieronder kiest u een nieuw wachtwoord voor uw ${PRODUCT}-account.`,
    button: 'Nieuw wachtwoord kiezen',
    footer:
      'De link is 1 uur geldig en werkt één keer. Heeft u dit niet aangevraagd? Dan kunt u deze mail negeren; uw wachtwoord blijft ongewijzigd.',
  });
}

interface MailText {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  footer: string;
}

function compose(to: string, link: string, t: MailText): Mail {
  const text = [t.greeting, '', t.body, '', link, '', t.footer, '', `— ${PRODUCT}`].join('\n');
  const html = `<!doctype html>
<html lang="nl">
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Roboto,Helvetica,Arial,sans-serif;color:#1f2933">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
    <h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(t.greeting)}</h1>
    <p style="font-size:16px;line-height:1.5;margin:0 0 24px">${escapeHtml(t.body)}</p>
    <p style="margin:0 0 24px">
      <a href="${escapeHtml(link)}" style="display:inline-block;background:#1b5e20;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(t.button)}</a>
    </p>
    <p style="font-size:13px;line-height:1.5;color:#52606d;margin:0 0 8px">Werkt de knop niet? Open dan deze link:<br><a href="${escapeHtml(link)}" style="color:#1b5e20;word-break:break-all">${escapeHtml(link)}</a></p>
    <p style="font-size:13px;line-height:1.5;color:#52606d;margin:0">${escapeHtml(t.footer)}</p>
  </div>
</body>
</html>`;
  return { to, subject: t.subject, text, html, link };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
