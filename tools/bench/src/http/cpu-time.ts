import { readdirSync, readFileSync } from 'node:fs';

/**
 * Clock ticks per second of /proc's CPU times: USER_HZ, 100 on every Linux architecture the shop
 * runs on (it is part of the kernel's interface, not a setting).
 */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process (every thread of it), in seconds; null when it cannot be read. */
function cpuSecondsOf(pid: number | string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU seconds of each of the PostgreSQL server's processes on this machine, by process id. */
function postgresCpuSeconds(): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let command: string;
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    // Backends and helpers name themselves "postgres: ..."; the server itself runs as ".../postgres".
    if (!command.startsWith('postgres') && !/\/postgres\0/.test(command)) continue;
    const used = cpuSecondsOf(pid);
    if (used !== null) seconds.set(pid, used);
  }
  return seconds;
}

/**
 * What PostgreSQL's processes used between two readings: a process that started in between
 * counts whole; one that ended in between is not seen, and its last part is left out.
 */
function postgresSecondsBetween(before: Map<string, number>, after: Map<string, number>): number | null {
  if (after.size === 0) return null;
  let total = 0;
  for (const [pid, used] of after) total += used - (before.get(pid) ?? 0);
  return total;
}

/**
 * The whole machine's busy and total CPU seconds (all cores) from /proc/stat; null without it.
 * Busy is user, nice, system, irq and softirq time; idle, I/O wait and the time the hypervisor
 * gave to other guests (steal) are not.
 */
export function machineCpuSeconds(stat?: string): { busy: number; total: number } | null {
  let text = stat;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/stat', 'utf8');
    } catch {
      return null;
    }
  }
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq;
  return { busy: busy / TICKS_PER_SECOND, total: (busy + idle + iowait + steal) / TICKS_PER_SECOND };
}

/** CPU time per request, in microseconds, of the measured API process and of PostgreSQL. */
export interface CpuPerRequest {
  apiUs: number | null;
  postgresUs: number | null;
  /**
   * The whole machine's CPU time per request: the API, PostgreSQL, Redis, the load generator
   * and the kernel's network work together. Times req/s it cannot exceed the machine's cores,
   * so it bounds the row's req/s.
   */
  machineUs: number | null;
  /** The share of all cores that was busy over the window (0 to 1). */
  machineBusy: number | null;
}

/** The CPU seconds used so far by the API process, PostgreSQL's processes and the whole machine. */
interface CpuReading {
  api: number | null;
  postgres: Map<string, number>;
  machine: { busy: number; total: number } | null;
}

function readCpu(apiPid: number): CpuReading {
  return { api: cpuSecondsOf(apiPid), postgres: postgresCpuSeconds(), machine: machineCpuSeconds() };
}

/** A sum of seconds that becomes unknown (null) once one of its parts could not be read. */
const plus = (sum: number | null, part: number | null) => (sum === null || part === null ? null : sum + part);

/**
 * Counts the CPU time of the API process and of PostgreSQL (when it runs on this machine) over
 * one or several windows (resume, then pause), so that a row measured in rounds between other
 * rows' rounds is charged only its own. Unlike req/s, the time a request costs does not move
 * with what else the machine runs at that moment, so it shows a change to the code that a
 * ratio's noise would hide.
 */
export class CpuCount {
  private api: number | null = 0;
  private postgres: number | null = 0;
  private machineBusy: number | null = 0;
  private machineTotal: number | null = 0;
  private since: CpuReading | null = null;

  constructor(private readonly apiPid: number) {}

  resume(): void {
    this.since = readCpu(this.apiPid);
  }

  pause(): void {
    const since = this.since;
    if (!since) return;
    this.since = null;
    const now = readCpu(this.apiPid);
    this.api = plus(this.api, since.api === null || now.api === null ? null : now.api - since.api);
    this.postgres = plus(this.postgres, postgresSecondsBetween(since.postgres, now.postgres));
    const [before, after] = [since.machine, now.machine];
    this.machineBusy = plus(this.machineBusy, before && after ? after.busy - before.busy : null);
    this.machineTotal = plus(this.machineTotal, before && after ? after.total - before.total : null);
  }

  /** The time counted so far, per request answered in the counted windows. */
  perRequest(requests: number): CpuPerRequest {
    const per = (seconds: number | null) => (seconds === null || requests === 0 ? null : (seconds * 1e6) / requests);
    return {
      apiUs: per(this.api),
      postgresUs: per(this.postgres),
      machineUs: per(this.machineBusy),
      // At most 1: both come from whole ticks divided by the same rate, and may round apart.
      machineBusy:
        this.machineBusy === null || !this.machineTotal ? null : Math.min(1, this.machineBusy / this.machineTotal),
    };
  }
}
