/**
 * Heap snapshots of the load bench's page: how much of the heap is compiled code, and,
 * with `--snapshots <dir>`, the snapshots themselves (open two in Chrome DevTools' Memory
 * panel and compare them by constructor to see what was kept).
 */
import fs from "node:fs";
import path from "node:path";
import type { CDPSession } from "playwright";
import { codeKinds, type CodeKinds, type SnapshotGraph } from "./load-code-kinds";

type Snapshot = SnapshotGraph;

/** MB of compiled code (bytecode, baseline and optimised machine code, their metadata) in a snapshot. */
function compiledCodeMb(snap: Snapshot): number {
  const { node_fields: fields, node_types: types } = snap.snapshot.meta;
  const [typeAt, sizeAt, code] = [fields.indexOf("type"), fields.indexOf("self_size"), types[0].indexOf("code")];
  let bytes = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length)
    if (snap.nodes[i + typeAt] === code) bytes += snap.nodes[i + sizeAt];
  return bytes / 1048576;
}

/**
 * A heap snapshot of the page (kept as `<dir>/<name>.heapsnapshot` when asked): its compiled
 * code in MB, and that code by kind.
 */
export async function snapshotCode(
  cdp: CDPSession,
  save?: { dir: string; name: string },
): Promise<{ mb: number; kinds: CodeKinds }> {
  const chunks: string[] = [];
  const onChunk = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on("HeapProfiler.addHeapSnapshotChunk", onChunk);
  try {
    await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  } finally {
    cdp.off("HeapProfiler.addHeapSnapshotChunk", onChunk);
  }
  const text = chunks.join("");
  if (save) {
    fs.mkdirSync(save.dir, { recursive: true });
    fs.writeFileSync(path.join(save.dir, `${save.name}.heapsnapshot`), text);
  }
  const snap = JSON.parse(text) as Snapshot;
  return { mb: compiledCodeMb(snap), kinds: codeKinds(snap) };
}
