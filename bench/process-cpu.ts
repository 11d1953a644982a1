import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by processes (Linux: /proc), to give a load's cost per request on
 * the app server and on PostgreSQL. Unlike requests per second, CPU time per request
 * hardly depends on what else the machine is doing, so it is the figure a capacity
 * plan can be drawn from on a shared machine. No library reads another process's CPU
 * time; /proc/PID/stat is the kernel's own account of it.
 */

/** The kernel's clock ticks per second (`getconf CLK_TCK`, 100 on every Linux here). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds; 0 when it has gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The processes of the PostgreSQL server on this machine: the postmaster and its backends. */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

export interface CpuUse {
  /** CPU seconds of the app server's process. */
  app: number;
  /** CPU seconds of all PostgreSQL processes; null on SQLite (in the app's process). */
  postgres: number | null;
}

/**
 * The CPU time the app server and (when `postgres`) the database spent while `work` ran.
 * A backend that started meanwhile counts from zero; one that ended meanwhile is lost
 * (the app's pool keeps its connections, so under load none do).
 */
export async function measureCpu<T>(
  appPid: number,
  postgres: boolean,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuUse }> {
  const sample = () =>
    new Map((postgres ? postgresPids() : []).map((pid) => [pid, cpuSecondsOf(pid)]));
  const appBefore = cpuSecondsOf(appPid);
  const pgBefore = sample();
  const result = await work();
  const pgAfter = sample();
  const appAfter = cpuSecondsOf(appPid);
  let pgSeconds = 0;
  for (const [pid, seconds] of pgAfter) pgSeconds += seconds - (pgBefore.get(pid) ?? 0);
  return { result, cpu: { app: appAfter - appBefore, postgres: postgres ? pgSeconds : null } };
}

/** "app 41 µs, PostgreSQL 38 µs a request" for a load of `requests` requests. */
export function cpuPerRequest(cpu: CpuUse, requests: number): string {
  const micros = (seconds: number) => `${((seconds / requests) * 1e6).toFixed(0)} µs`;
  return cpu.postgres === null
    ? `CPU a request: app ${micros(cpu.app)} (database in it)`
    : `CPU a request: app ${micros(cpu.app)}, PostgreSQL ${micros(cpu.postgres)}`;
}
