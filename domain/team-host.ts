// The hosts of the site itself, never a team (RESERVED_TEAM_CODES of team-code.ts; copied, not
// imported, because that module builds a zod schema and this runs on the SPA's first download).
const NOT_A_TEAM = new Set(['www', 'api', 'admin']);

/**
 * The team a hostname belongs to, from its first label (`demo.teampot.nl`,
 * `demo.localhost` → 'demo'); null on the main domain. Bare `localhost` and
 * IP addresses give 'local': the SPA then reads the team from storage (spec §1).
 */
export function teamCodeFromHost(hostname: string, appDomain: string): string | null | 'local' {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || isIpAddress(host)) return 'local';

  const domain = appDomain
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  let subdomain: string;
  if (domain && (host === domain || host.endsWith(`.${domain}`))) {
    subdomain = host.slice(0, -domain.length).replace(/\.$/, '');
  } else if (host.endsWith('.localhost')) {
    subdomain = host.slice(0, -'.localhost'.length);
  } else {
    // Unknown host (a proxy, a preview deploy): `team.example.org` has a
    // subdomain, `example.org` has not.
    const labels = host.split('.');
    subdomain = labels.length > 2 ? labels.slice(0, -2).join('.') : '';
  }
  const first = subdomain.split('.')[0] ?? '';
  return first && !NOT_A_TEAM.has(first) ? first : null;
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':') || host.startsWith('[');
}
