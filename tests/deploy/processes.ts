import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Agent, fetch } from 'undici';
import type { InstanceCommand } from './shipped-files.js';

/** A child process whose output is kept (the last 20 KB) for the failure message. */
export class Child {
  readonly process: ChildProcess;
  output = '';

  constructor(program: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
    this.process = spawn(program, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000));
    this.process.stdout?.on('data', keep);
    this.process.stderr?.on('data', keep);
  }

  get running(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Sends the signal and waits for the process to end. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (!this.running) return;
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.process.kill(signal);
    await exited;
  }

  exited(): Promise<number | null> {
    if (!this.running) return Promise.resolve(this.process.exitCode);
    return new Promise((resolve) => this.process.once('exit', (code) => resolve(code)));
  }
}

/** A Teampot instance started as its unit says, on the ports the test gave it. */
export class Instance extends Child {
  constructor(
    readonly name: string,
    command: InstanceCommand,
    readonly ports: { public: number; internal: number },
  ) {
    // systemd starts a service with an environment of its own, not the caller's.
    super(command.program, command.args, {
      cwd: command.cwd,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        ...command.env,
        PORT: String(ports.public),
        INTERNAL_PORT: String(ports.internal),
      },
    });
  }

  /** Reads one metric (a whole series name with its labels) from the internal listener. */
  async metric(series: string): Promise<number | null> {
    try {
      const text = await (await fetch(`http://127.0.0.1:${this.ports.internal}/metrics`)).text();
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    } catch {
      return null;
    }
  }

  /**
   * Up, migrated, and seen healthy by Caddy: only Caddy's active health check asks
   * /health, and the internal listener counts the answers it got.
   */
  async waitUntilCaddyRoutesHere(timeoutMs = 60_000): Promise<void> {
    const series =
      'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}';
    await waitFor(
      async () => {
        if (!this.running) throw new Error(`${this.name} exited:\n${this.output}`);
        return ((await this.metric(series)) ?? 0) >= 1;
      },
      `${this.name} healthy in Caddy's eyes`,
      timeoutMs,
    );
  }
}

/** Caddy with the test's Caddyfile, its state (internal CA included) in `dir`. */
export class Caddy extends Child {
  constructor(
    readonly dir: string,
    configFile: string,
    readonly ports: { http: number; https: number; admin: number },
  ) {
    super('caddy', ['run', '--config', configFile, '--adapter', 'caddyfile'], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: dir,
        XDG_DATA_HOME: join(dir, 'data'),
        XDG_CONFIG_HOME: join(dir, 'config'),
        CADDY_HTTP_PORT: String(ports.http),
        CADDY_HTTPS_PORT: String(ports.https),
        CADDY_ADMIN: `127.0.0.1:${ports.admin}`,
      },
    });
  }

  /** The root certificate of Caddy's internal CA, once Caddy has made it. */
  async rootCertificate(): Promise<string> {
    const file = join(this.dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    await waitFor(
      async () => {
        if (!this.running) throw new Error(`caddy exited:\n${this.output}`);
        return existsSync(file);
      },
      "Caddy's internal root certificate",
      30_000,
    );
    return readFileSync(file, 'utf8');
  }
}

/**
 * HTTPS to any host name on 127.0.0.1 (Node does not resolve *.localhost), the name
 * still sent as SNI and Host, trusting Caddy's internal CA only: `curl --resolve`.
 */
export function httpsTo127(ca: string): Agent {
  return new Agent({
    connect: {
      ca,
      lookup: (_hostname, options, callback) => {
        if ((options as { all?: boolean }).all)
          callback(null, [{ address: '127.0.0.1', family: 4 }]);
        else (callback as (e: null, a: string, f: number) => void)(null, '127.0.0.1', 4);
      },
    },
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `condition` every 50 ms until it holds; throws after the timeout. */
export async function waitFor(
  condition: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
