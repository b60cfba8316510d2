/**
 * CPU time of this bench's Chromium, by the kind of thread that spent it: the page's main
 * thread, its workers (layout, reading, pdf.js), the renderer's thread pool (V8's
 * background work: optimising the workers' JavaScript, tiering PDFium's wasm up, and
 * garbage collection), and the rest (compositor, GPU, network, browser). On a shared
 * two-core machine wall time swings with other people's work; CPU per thread says where
 * the app's own time went.
 */
import fs from "node:fs";

/** Processes this bench started (descendants of `root`) whose command line names Chromium. */
export function chromiumDescendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      parent.set(Number(pid), Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const ours = (pid: number): boolean => {
    for (let p = parent.get(pid), hops = 0; p && hops < 32; p = parent.get(p), hops++) if (p === root) return true;
    return false;
  };
  return [...parent.keys()].filter((pid) => {
    try {
      return ours(pid) && fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("chrom");
    } catch {
      return false;
    }
  });
}

export interface CpuSplit {
  main: number;
  workers: number;
  /** The renderer's thread pool: V8's optimising compilers, wasm tier-up and GC helpers. */
  background: number;
  other: number;
}

/** CPU ms so far of every thread of this bench's Chromium processes, keyed "pid/tid". */
function threadTimes(): Map<string, { kind: keyof CpuSplit; ms: number }> {
  const times = new Map<string, { kind: keyof CpuSplit; ms: number }>();
  for (const pid of chromiumDescendants(process.pid)) {
    try {
      const renderer = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--type=renderer");
      for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
        const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
        const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const kind = !renderer
          ? "other"
          : Number(tid) === pid
            ? "main"
            : name === "DedicatedWorker"
              ? "workers"
              : name.startsWith("ThreadPool")
                ? "background"
                : "other";
        times.set(`${pid}/${tid}`, { kind, ms: (Number(fields[11]) + Number(fields[12])) * 10 });
      }
    } catch {
      // the process or thread ended while we looked
    }
  }
  return times;
}

/** Starts counting; the returned function gives the CPU spent since, by kind of thread. */
export function startCpuSplit(): () => CpuSplit {
  const before = threadTimes();
  return () => {
    const split: CpuSplit = { main: 0, workers: 0, background: 0, other: 0 };
    for (const [key, { kind, ms }] of threadTimes()) split[kind] += ms - (before.get(key)?.ms ?? 0);
    return split;
  };
}

/** All of it: every thread of this bench's Chromium. */
export function totalCpu(split: CpuSplit): number {
  return split.main + split.workers + split.background + split.other;
}
