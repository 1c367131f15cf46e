import { readdirSync, readFileSync } from 'node:fs';

/** User plus system CPU time of a process, from Linux's /proc (in clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The CPU time of this machine's PostgreSQL server, every process of it, as `cpuMsOf` reads it. */
function postgresCpuMs(): number {
  let sum = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') sum += cpuMsOf(Number(pid));
    } catch {
      // The process ended while it was being read.
    }
  }
  return sum;
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
