import { readFileSync } from 'node:fs';

/**
 * The recipe test reads deploy/ as shipped, and changes only what this machine
 * must: paths, ports, the domain (localhost names) and `tls` → `tls internal`.
 * Everything else (the ExecStart, the environment, Caddy's load balancing and
 * health checks) is what production runs.
 */
const deployDir = new URL('../../deploy/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, deployDir), 'utf8');

/** The production domain in deploy/, replaced by the test's localhost domain. */
export const SHIPPED_DOMAIN = 'teampot.example';
/** Where deploy/teampot@.service expects the build, and the environment file. */
const SHIPPED_ROOT = '/opt/teampot';
const SHIPPED_ENV_FILE = '/etc/teampot/teampot.env';

export interface InstanceCommand {
  program: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

/**
 * teampot@N as systemd would start it: ExecStart, WorkingDirectory, the unit's
 * Environment= lines with %i filled in, then its EnvironmentFile (deploy/teampot.env),
 * whose settings override Environment= as in systemd; `root` stands for /opt/teampot.
 */
export function instanceCommand(instance: number, root: string): InstanceCommand {
  const unit = read('teampot@.service');
  const setting = (key: string) =>
    unit
      .split('\n')
      .filter((line) => line.startsWith(`${key}=`))
      .map((line) => line.slice(key.length + 1).replaceAll('%i', String(instance)));
  const [execStart] = setting('ExecStart');
  const [workingDirectory] = setting('WorkingDirectory');
  const [environmentFile] = setting('EnvironmentFile');
  if (!execStart || !workingDirectory || environmentFile !== SHIPPED_ENV_FILE) {
    throw new Error('teampot@.service: ExecStart, WorkingDirectory or EnvironmentFile changed');
  }
  const env: Record<string, string> = {};
  for (const assignment of setting('Environment')) {
    const at = assignment.indexOf('=');
    env[assignment.slice(0, at)] = assignment.slice(at + 1);
  }
  Object.assign(env, shippedEnvironment());
  const [program = '', ...args] = execStart
    .split(/\s+/)
    .map((word) => word.replaceAll(SHIPPED_ROOT, root));
  return { program, args, cwd: workingDirectory.replaceAll(SHIPPED_ROOT, root), env };
}

/** deploy/teampot.env as systemd reads an EnvironmentFile: KEY=VALUE lines, quotes removed. */
export function shippedEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of read('teampot.env').split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const at = trimmed.indexOf('=');
    const value = trimmed.slice(at + 1);
    env[trimmed.slice(0, at)] = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  }
  return env;
}

export function shippedCaddyfile(): string {
  return read('Caddyfile');
}

export const caddyfilePath = new URL('Caddyfile', deployDir).pathname;

/**
 * The Caddyfile for this machine: the domain, `tls { on_demand }` with Caddy's
 * internal CA, and each shipped port replaced by one the test chose.
 */
export function testCaddyfile(domain: string, ports: Map<number, number>): string {
  let text = shippedCaddyfile().replaceAll(SHIPPED_DOMAIN, domain);
  if (!/\btls \{\n\s*on_demand\n/.test(text)) throw new Error('Caddyfile: no `tls { on_demand }`');
  text = text.replace(/\btls \{\n(\s*)on_demand\n/, 'tls internal {\n$1on_demand\n');
  for (const [shipped, chosen] of ports) {
    text = text.replaceAll(`127.0.0.1:${shipped}`, `127.0.0.1:${chosen}`);
  }
  return text;
}
