// One load measurement: autocannon at a fixed number of connections for a fixed time, with the
// latency of every response kept exactly (autocannon's own histogram rounds to whole milliseconds,
// too coarse when the baseline answers in 2-3 ms) and the server process's memory and CPU sampled
// from /proc while the load runs.
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

export interface LoadOptions {
  baseUrl: string;
  /**
   * Paths requested in turn, one per request across all connections; or a function that makes the
   * next path, for loads whose every request must differ (answers no cache can have kept).
   */
  paths: readonly string[] | (() => string);
  cookie?: string;
  /** Sent as Accept-Encoding, to measure what compressing the answers costs. */
  acceptEncoding?: string;
  connections: number;
  seconds: number;
  /** The server's pid, whose RSS and CPU time are sampled during the run. */
  serverPid: number;
  /** The embedded PostgreSQL's postmaster, whose CPU time (with its backends') is measured too. */
  postgresPid?: number;
}

export interface LatencyStats {
  mean: number;
  p10: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  latencyMs: LatencyStats;
  /** Responses other than 2xx, and connection errors or timeouts: any of them spoils the run. */
  non2xx: number;
  errors: number;
  /** The server's resident memory during the run, in MiB. */
  rssMiB: { mean: number; peak: number };
  /** CPU time the server process used per second of wall time (1.0 = one core busy). */
  serverCpuCores: number;
  /** The same for PostgreSQL (postmaster and backends); null with an external database. */
  postgresCpuCores: number | null;
  /** The same for this process (autocannon, the load generator). */
  loadGeneratorCpuCores: number;
  /**
   * CPU that other user processes on the machine used meanwhile (someone's tests, a build), with
   * the busiest of them by name: anything well above zero means the run was disturbed.
   */
  otherCpuCores: number;
  otherProcesses: { name: string; cores: number }[];
}

const CLOCK_TICKS_PER_SECOND = 100;

/** VmRSS of a process in MiB, from /proc/<pid>/status. */
export function readRssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

/** The highest RSS the process ever had (VmHWM), in MiB. */
export function readPeakRssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * User plus system CPU time of a process in seconds, from /proc/<pid>/stat; with `reaped`, also that
 * of its children that ended and were waited for.
 */
function readCpuSeconds(pid: number, reaped = false): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may contain spaces) start at state; utime and stime are
  // fields 14 and 15 of the whole line, so 12 and 13 after it; cutime and cstime follow them.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const own = Number(fields[11]) + Number(fields[12]);
  const children = reaped ? Number(fields[13]) + Number(fields[14]) : 0;
  return (own + children) / CLOCK_TICKS_PER_SECOND;
}

interface ProcessCpu {
  parent: number;
  name: string;
  seconds: number;
}

/** Options of node whose value is the next word, not the script. */
const NODE_OPTIONS_WITH_VALUE = new Set([
  "-r",
  "--require",
  "--import",
  "--loader",
  "--experimental-loader",
  "-C",
  "--conditions",
]);

/** "node --require x .../vitest run" reads better as vitest; "postgres: user db ... idle" as postgres:. */
function processName(words: string[]): string {
  const program = path.basename((words[0] ?? "").split(" ")[0] ?? "");
  if (program !== "node") return program;
  const script = words.slice(1).find((word, index, rest) => {
    const previous = index > 0 ? rest[index - 1] : undefined;
    return !word.startsWith("-") && !(previous && NODE_OPTIONS_WITH_VALUE.has(previous));
  });
  return script ? path.basename(script) : program;
}

/** CPU seconds of every user process (kernel threads, which have no command line, are left out). */
function readAllProcessCpu(): Map<number, ProcessCpu> {
  const processes = new Map<number, ProcessCpu>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!cmdline) continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      processes.set(Number(entry), {
        parent: Number(fields[1]),
        name: processName(cmdline.split("\0").filter(Boolean)),
        seconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND,
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return processes;
}

/** CPU used between two snapshots by processes other than the benchmark's own, busiest first. */
function otherProcessCpu(
  before: Map<number, ProcessCpu>,
  after: Map<number, ProcessCpu>,
  own: Set<number>,
  seconds: number,
): { total: number; top: { name: string; cores: number }[] } {
  const byName = new Map<string, number>();
  let total = 0;
  for (const [pid, entry] of after) {
    if (own.has(pid) || own.has(entry.parent)) continue;
    const used = entry.seconds - (before.get(pid)?.seconds ?? 0);
    if (used <= 0) continue;
    total += used;
    byName.set(entry.name, (byName.get(entry.name) ?? 0) + used);
  }
  const top = [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, used]) => ({ name, cores: Math.round((used / seconds) * 100) / 100 }));
  return { total: total / seconds, top };
}

/**
 * CPU seconds of a process and its direct children (PostgreSQL's backends), by pid. The root's
 * figure includes its children that ended: a parallel query's workers live for one statement, too
 * briefly to be seen in a snapshot.
 */
function readTreeCpuSeconds(rootPid: number): Map<number, number> {
  const times = new Map<number, number>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (pid === rootPid || parent === rootPid) times.set(pid, readCpuSeconds(pid, pid === rootPid));
    } catch {
      // The process ended while we looked; its time is lost, which a run of seconds can bear.
    }
  }
  return times;
}

/** CPU seconds the tree used between two readings; processes new since the first count from zero. */
function treeCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  // A child that ended meanwhile is in the root's figure with all its time: less what it had used before.
  for (const [pid, seconds] of before) if (!after.has(pid)) total -= seconds;
  return total;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function latencyStats(latencies: number[]): LatencyStats {
  const sorted = Float64Array.from(latencies).sort();
  const sum = latencies.reduce((total, value) => total + value, 0);
  return {
    mean: sum / Math.max(1, latencies.length),
    p10: percentile(sorted, 0.1),
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const rssSamples: number[] = [];
  let next = 0;
  const cpuBefore = readCpuSeconds(options.serverPid);
  const postgresBefore = options.postgresPid ? readTreeCpuSeconds(options.postgresPid) : null;
  const processesBefore = readAllProcessCpu();
  const ownBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const sampler = setInterval(() => {
    try {
      rssSamples.push(readRssMiB(options.serverPid));
    } catch {
      // The server has ended; the benchmark hears of it from the process and its failed requests.
    }
  }, 250);

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.baseUrl,
        connections: options.connections,
        duration: options.seconds,
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.acceptEncoding ? { "accept-encoding": options.acceptEncoding } : {}),
        },
        requests: [
          {
            method: "GET",
            // Each request takes the next path of the list, whichever connection sends it, so a
            // list of company ids is spread over all connections instead of walked in lockstep.
            setupRequest: (request) => {
              const { paths } = options;
              const path = typeof paths === "function" ? paths() : paths[next % paths.length];
              next++;
              return { ...request, path };
            },
          },
        ],
      },
      (error, result) => {
        clearInterval(sampler);
        if (error) return reject(error);
        const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
        const cpuSeconds = readCpuSeconds(options.serverPid) - cpuBefore;
        const postgresSeconds =
          options.postgresPid && postgresBefore
            ? treeCpuDelta(postgresBefore, readTreeCpuSeconds(options.postgresPid))
            : null;
        const ownUsage = process.cpuUsage(ownBefore);
        const ownSeconds = (ownUsage.user + ownUsage.system) / 1e6;
        // The benchmark's own processes: this one, the server, PostgreSQL and their children.
        const own = new Set([
          process.pid,
          options.serverPid,
          ...(options.postgresPid ? [options.postgresPid] : []),
        ]);
        const others = otherProcessCpu(processesBefore, readAllProcessCpu(), own, wallSeconds);
        resolve({
          requests: result.requests.total,
          requestsPerSecond: result.requests.total / result.duration,
          latencyMs: latencyStats(latencies),
          non2xx: result.non2xx,
          errors: result.errors,
          rssMiB: {
            mean: rssSamples.reduce((total, value) => total + value, 0) / Math.max(1, rssSamples.length),
            peak: Math.max(...rssSamples),
          },
          serverCpuCores: cpuSeconds / wallSeconds,
          postgresCpuCores: postgresSeconds === null ? null : postgresSeconds / wallSeconds,
          loadGeneratorCpuCores: ownSeconds / wallSeconds,
          otherCpuCores: others.total,
          otherProcesses: others.top,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

export interface CpuUse {
  /** Wall time measured, in seconds. */
  seconds: number;
  /** CPU time per second of wall time (1.0 = one core busy), as in LoadResult. */
  serverCpuCores: number;
  postgresCpuCores: number | null;
  loadGeneratorCpuCores: number;
  otherCpuCores: number;
  otherProcesses: { name: string; cores: number }[];
}

/**
 * Measures, from now until stop(), the CPU the server, PostgreSQL, this process and every other
 * process used: for the stretches of a benchmark that are not an autocannon load (a burst of
 * requests, a rest between them).
 */
export function startCpuMeter(target: { serverPid: number; postgresPid?: number }): { stop(): CpuUse } {
  const serverBefore = readCpuSeconds(target.serverPid);
  const postgresBefore = target.postgresPid ? readTreeCpuSeconds(target.postgresPid) : null;
  const processesBefore = readAllProcessCpu();
  const ownBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  return {
    stop() {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const serverSeconds = readCpuSeconds(target.serverPid) - serverBefore;
      const postgresSeconds =
        target.postgresPid && postgresBefore
          ? treeCpuDelta(postgresBefore, readTreeCpuSeconds(target.postgresPid))
          : null;
      const ownUsage = process.cpuUsage(ownBefore);
      const own = new Set([
        process.pid,
        target.serverPid,
        ...(target.postgresPid ? [target.postgresPid] : []),
      ]);
      const others = otherProcessCpu(processesBefore, readAllProcessCpu(), own, seconds);
      return {
        seconds,
        serverCpuCores: serverSeconds / seconds,
        postgresCpuCores: postgresSeconds === null ? null : postgresSeconds / seconds,
        loadGeneratorCpuCores: (ownUsage.user + ownUsage.system) / 1e6 / seconds,
        otherCpuCores: others.total,
        otherProcesses: others.top,
      };
    },
  };
}

export interface RssWatch {
  /** The highest RSS seen so far, in MiB, and when. */
  peak(): { mib: number; at: string };
  stop(): void;
}

/**
 * Samples a process's RSS every `intervalMs` for as long as the benchmark runs (warm-ups, walks and
 * pauses included, not only the measured loads), remembering the highest and the phase it fell in.
 */
export function watchRss(pid: number, phase: () => string, intervalMs = 100): RssWatch {
  let peak = { mib: 0, at: "" };
  const sample = () => {
    try {
      const mib = readRssMiB(pid);
      if (mib > peak.mib) peak = { mib, at: phase() };
    } catch {
      // The process has ended; the last peak stands.
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    peak: () => {
      sample();
      return peak;
    },
    stop: () => clearInterval(timer),
  };
}
