import type { Mail } from './mailer.js';
import { escapeHtml } from '../../domain/html.js';

/** The mails of the account area, in Dutch, as plain text and as HTML. */

const PRODUCT = 'Teampot';

/**
 * `next` (a checked `nextPathSchema` path: an invitation) rides along in the link, so the
 * page after verifying leads the new user back to it (issue 32).
 */
export function verifyEmailMail(appUrl: string, to: string, token: string, next?: string): Mail {
  const query = `token=${encodeURIComponent(token)}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
  const link = `${trimSlash(appUrl)}/verify-email?${query}`;
  return compose(to, link, {
    subject: `Bevestig je e-mailadres voor ${PRODUCT}`,
    greeting: `Welkom bij ${PRODUCT}!`,
    body: next
      ? 'Bevestig je e-mailadres via de knop hieronder. Daarna log je in en neem je de uitnodiging aan.'
      : 'Bevestig je e-mailadres via de knop hieronder. Daarna kun je inloggen en je team aanmaken.',
    button: 'E-mailadres bevestigen',
    footer: `De link is 24 uur geldig. Heb je je niet aangemeld bij ${PRODUCT}? Dan kun je deze mail negeren.`,
  });
}

/** With `next` (an invitation) the page after the new password leads to the login and back to it. */
export function resetPasswordMail(appUrl: string, to: string, token: string, next?: string): Mail {
  const query = `token=${encodeURIComponent(token)}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
  const link = `${trimSlash(appUrl)}/reset-password?${query}`;
  return compose(to, link, {
    subject: `Nieuw wachtwoord voor ${PRODUCT}`,
    greeting: 'Wachtwoord vergeten?',
    body: `Via de knop hieronder kies je een nieuw wachtwoord voor je ${PRODUCT}-account.`,
    button: 'Nieuw wachtwoord kiezen',
    footer:
      'De link is 1 uur geldig en werkt één keer. Heb je dit niet aangevraagd? Dan kun je deze mail negeren; je wachtwoord blijft ongewijzigd.',
  });
}

/**
 * To the owner of an address someone tried to register again: the register
 * answer is the same for every address, so the owner learns it here. With `next`
 * (an invitation, as in the verification mail) the button logs in and leads back
 * to it, and the link to a new password carries it too.
 */
export function accountExistsMail(appUrl: string, to: string, next?: string): Mail {
  const query = (path: string) => `${trimSlash(appUrl)}${path}?${accountQuery(to, next)}`;
  const intro = `Er is geprobeerd een nieuw ${PRODUCT}-account aan te maken met dit e-mailadres, maar er bestaat al een account.`;
  const footer =
    'Heb je dit niet zelf gedaan? Dan kun je deze mail negeren; er is niets veranderd.';
  const subject = `Je hebt al een account bij ${PRODUCT}`;
  const greeting = 'Je hebt al een account';
  if (!next) {
    return compose(to, query('/forgot-password'), {
      subject,
      greeting,
      body: `${intro} Log in met je wachtwoord, of kies via de knop hieronder een nieuw wachtwoord als je het niet meer weet.`,
      button: 'Nieuw wachtwoord kiezen',
      footer,
    });
  }
  return compose(to, query('/login'), {
    subject,
    greeting,
    body: `${intro} Log in via de knop hieronder; daarna neem je de uitnodiging aan.`,
    button: 'Inloggen',
    more: {
      text: 'Weet je je wachtwoord niet meer? Kies dan een nieuw via deze link:',
      link: query('/forgot-password'),
    },
    footer,
  });
}

/** `email=` (filled in on the page) and, when there is one, `next=`. */
function accountQuery(email: string, next?: string): string {
  return `email=${encodeURIComponent(email)}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
}

/** Issue 19: an admin invites someone to run the team with him (informal, like the app). */
export function teamInvitationMail(
  teamUrl: string,
  teamName: string,
  to: string,
  token: string,
): Mail {
  const link = `${trimSlash(teamUrl)}/uitnodiging?token=${encodeURIComponent(token)}`;
  return compose(to, link, {
    subject: `Uitnodiging: beheer ${teamName} in ${PRODUCT}`,
    greeting: `Je bent uitgenodigd voor ${teamName}`,
    body: `Een beheerder van ${teamName} nodigt je uit om het team mee te beheren in ${PRODUCT}. Via de knop hieronder log je in (of maak je eerst een account aan) en word je beheerder.`,
    button: 'Uitnodiging bekijken',
    footer:
      'De link is 7 dagen geldig en werkt één keer. Verwachtte je deze uitnodiging niet? Dan kun je deze mail negeren.',
  });
}

interface MailText {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  /** A second link under the button (text, then the link). */
  more?: { text: string; link: string };
  footer: string;
}

function compose(to: string, link: string, t: MailText): Mail {
  const more = t.more ? [t.more.text, t.more.link, ''] : [];
  const text = [t.greeting, '', t.body, '', link, '', ...more, t.footer, '', `— ${PRODUCT}`].join(
    '\n',
  );
  const moreHtml = t.more
    ? `
    <p style="font-size:16px;line-height:1.5;margin:0 0 24px">${escapeHtml(t.more.text)}<br><a href="${escapeHtml(t.more.link)}" style="color:#1b5e20;word-break:break-all">${escapeHtml(t.more.link)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="nl">
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Roboto,Helvetica,Arial,sans-serif;color:#1f2933">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
    <h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(t.greeting)}</h1>
    <p style="font-size:16px;line-height:1.5;margin:0 0 24px">${escapeHtml(t.body)}</p>
    <p style="margin:0 0 24px">
      <a href="${escapeHtml(link)}" style="display:inline-block;background:#1b5e20;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(t.button)}</a>
    </p>${moreHtml}
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
