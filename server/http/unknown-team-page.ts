import type { FastifyReply } from 'fastify';
import { UNKNOWN_TEAM } from '../../domain/teams/unknown-team.js';
import { escapeHtml } from '../../domain/html.js';

/**
 * A team host's `/` for a team that does not exist: a 404 with a page that
 * needs no script (the SPA would only learn it from its first API call, 998),
 * saying so and going on to the website as spec §6 does (a refresh, no script).
 */
export function sendUnknownTeamPage(reply: FastifyReply, websiteUrl: string): FastifyReply {
  return reply
    .code(404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(unknownTeamPage(websiteUrl));
}

export function unknownTeamPage(websiteUrl: string): string {
  const { title, message, toWebsite, redirectSeconds } = UNKNOWN_TEAM;
  const url = escapeHtml(websiteUrl);
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${redirectSeconds};url=${url}">
<meta name="robots" content="noindex">
<title>${title} · Teampot</title>
<style>
body{margin:0;padding:48px 0;display:grid;justify-items:center;background:#f3f5f1;color:#1c1f1a;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{box-sizing:border-box;width:calc(100% - 32px);max-width:440px;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.15);text-align:center}
h1{font-size:1.5rem;margin:0 0 12px}
p{margin:0 0 20px;color:#555b52;line-height:1.5}
a{display:inline-block;padding:10px 20px;border-radius:8px;background:#1b5e20;color:#fff;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<main role="alert">
<h1>${title}</h1>
<p>${message}</p>
<a href="${url}">${toWebsite}</a>
</main>
</body>
</html>
`;
}
