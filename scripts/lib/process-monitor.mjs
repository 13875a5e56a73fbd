// What a server process costs while a script loads it: CPU (from /proc, as a share of one core),
// resident memory, and the event loop's delay as its own /metrics reports it (outside production
// /metrics needs no token), sampled every second.
import { readFileSync } from 'node:fs';

const ticksPerSecond = 100; // CLK_TCK on Linux
const pageBytes = 4096;

function readStat(pid) {
  // Fields after the command name (which may hold spaces): utime is the 14th, stime the 15th, rss the 24th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
    rssMb: (Number(fields[21]) * pageBytes) / 2 ** 20,
  };
}

async function eventLoopLagMs(base) {
  try {
    const text = await (await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(2000) })).text();
    const value = /^nodejs_eventloop_lag_seconds ([\d.e+-]+)$/m.exec(text)?.[1];
    return value === undefined ? null : Number(value) * 1000;
  } catch {
    return null;
  }
}

/** Starts sampling `pid` (and `base`/metrics); `stop()` answers the figures over the whole time. */
export function monitorProcess(pid, base) {
  const first = readStat(pid);
  const started = performance.now();
  let last = { ...first, at: started };
  const cpu = [];
  const lag = [];
  let rssPeak = first.rssMb;
  const timer = setInterval(async () => {
    try {
      const now = { ...readStat(pid), at: performance.now() };
      cpu.push((100 * (now.cpuSeconds - last.cpuSeconds)) / ((now.at - last.at) / 1000));
      rssPeak = Math.max(rssPeak, now.rssMb);
      last = now;
    } catch {
      // the process is gone
    }
    const ms = await eventLoopLagMs(base);
    if (ms !== null) lag.push(ms);
  }, 1000);
  const mean = (values) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
  const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    stop() {
      clearInterval(timer);
      const end = readStat(pid);
      const seconds = (performance.now() - started) / 1000;
      return {
        cpuPercentMean: round((100 * (end.cpuSeconds - first.cpuSeconds)) / seconds),
        cpuPercentMax: round(cpu.length ? Math.max(...cpu) : null),
        rssMbPeak: Math.round(rssPeak),
        rssMbEnd: Math.round(end.rssMb),
        eventLoopLagMsMean: round(mean(lag)),
        eventLoopLagMsMax: round(lag.length ? Math.max(...lag) : null),
      };
    },
  };
}
