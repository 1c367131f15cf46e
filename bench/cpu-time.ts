import { readdirSync, readFileSync } from 'node:fs';

/** A process's /proc stat fields after its name: field 3 of proc(5) is the first. */
function statOf(pid: number | string): string[] {
  return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
}

/** User plus system CPU time of a process, from Linux's /proc (in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = statOf(pid);
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The CPU time of this machine's PostgreSQL server, as `cpuMsOf` reads it: every process of it, and
 * those that have ended (a connection closed while measuring), which the postmaster has reaped into
 * its children's time.
 */
function postgresCpuMs(): number {
  const processes = new Map<string, string[]>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') processes.set(pid, statOf(pid));
    } catch {
      // The process ended while it was being read.
    }
  }
  let ticks = 0;
  for (const fields of processes.values()) {
    ticks += Number(fields[11]) + Number(fields[12]);
    const isPostmaster = !processes.has(fields[1] ?? '');
    if (isPostmaster) ticks += Number(fields[13]) + Number(fields[14]);
  }
  return ticks * 10;
}

const isLocal = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/**
 * Starts counting the CPU time of a bench's processes: this one (named `self`: Parley, or a load),
 * the simulator's and, when `postgresUrl` is on this machine, PostgreSQL's. `usPer(items)` answers
 * each one's microseconds per item since the start: on a machine whose cores are all busy, their
 * sum is what bounds the rate.
 */
export function startCpuMeter({
  self,
  simulatorPid,
  postgresUrl,
}: {
  self: string;
  simulatorPid: number;
  postgresUrl?: string;
}) {
  const countsPostgres = postgresUrl !== undefined && isLocal(postgresUrl);
  const ownBefore = process.cpuUsage();
  const simulatorBefore = cpuMsOf(simulatorPid);
  const postgresBefore = countsPostgres ? postgresCpuMs() : 0;
  return {
    usPer(items: number): Record<string, number> {
      const own = process.cpuUsage(ownBefore);
      const perItem = (ms: number) => Math.round((ms * 1000) / items);
      return {
        [self]: perItem((own.user + own.system) / 1000),
        simulator: perItem(cpuMsOf(simulatorPid) - simulatorBefore),
        ...(countsPostgres ? { postgres: perItem(postgresCpuMs() - postgresBefore) } : {}),
      };
    },
  };
}
