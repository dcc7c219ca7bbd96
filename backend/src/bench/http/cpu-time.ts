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

/**
 * Starts counting the CPU time of the API process and of PostgreSQL (when it runs on this
 * machine). Unlike req/s, the time a request costs does not move with what else the machine
 * runs at that moment, so it shows a change to the code that a ratio's noise would hide.
 */
export function startCpuCount(apiPid: number): (requests: number) => CpuPerRequest {
  const api = cpuSecondsOf(apiPid);
  const postgres = postgresCpuSeconds();
  const machine = machineCpuSeconds();
  return (requests) => {
    const apiNow = cpuSecondsOf(apiPid);
    const machineNow = machineCpuSeconds();
    const perRequest = (seconds: number | null) =>
      seconds === null || requests === 0 ? null : (seconds * 1e6) / requests;
    const machineBusy = machine && machineNow ? machineNow.busy - machine.busy : null;
    const machineTotal = machine && machineNow ? machineNow.total - machine.total : null;
    return {
      apiUs: perRequest(api === null || apiNow === null ? null : apiNow - api),
      postgresUs: perRequest(postgresSecondsBetween(postgres, postgresCpuSeconds())),
      machineUs: perRequest(machineBusy),
      // At most 1: both come from whole ticks divided by the same rate, and may round apart.
      machineBusy: machineBusy === null || !machineTotal ? null : Math.min(1, machineBusy / machineTotal),
    };
  };
}
