/**
 * What the compiled code in a heap snapshot is, so the load bench can say which kind grew:
 * V8 keeps bytecode for every function that ran, compiles baseline (Sparkplug) code for
 * functions that ran a little, optimised (Maglev/TurboFan) code for hot ones, and native
 * code for a regex once it has run often enough. A `Code` object is baseline when it
 * points at its bytecode (`interpreter_data`), optimised when it carries deoptimisation
 * data, and a regex's when its regex data holds it.
 */

export interface CodeKinds {
  optimised_kb: number;
  baseline_kb: number;
  regexp_kb: number;
  bytecode_kb: number;
  /** Everything else V8 files as code: feedback vectors, scope infos, function infos, builtins. */
  other_kb: number;
}

export interface SnapshotGraph {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** The parts of a Code object that are its machine code and the tables that go with it. */
const CODE_PARTS = new Set([
  "instruction_stream",
  "deoptimization_data",
  "source_position_table",
  "bytecode_offset_table",
]);

/** Kilobytes of each kind of compiled code in a snapshot. */
export function codeKinds(snap: SnapshotGraph): CodeKinds {
  const { node_fields: nf, node_types: nt, edge_fields: ef, edge_types: et } = snap.snapshot.meta;
  const [typeAt, nameAt, sizeAt, edgesAt] = ["type", "name", "self_size", "edge_count"].map((f) => nf.indexOf(f));
  const [edgeTypeAt, edgeNameAt, toAt] = ["type", "name_or_index", "to_node"].map((f) => ef.indexOf(f));
  // Element and hidden edges carry an index, not a name.
  const indexed = new Set(["element", "hidden"].map((t) => et[0].indexOf(t)));
  const codeType = nt[0].indexOf("code");
  const { nodes, edges, strings } = snap;
  const named = (i: number) => strings[nodes[i + nameAt]];
  const firstEdge: number[] = [];
  for (let i = 0, e = 0; i < nodes.length; i += nf.length) {
    firstEdge[i] = e;
    e += nodes[i + edgesAt] * ef.length;
  }
  const edgesOf = function* (i: number) {
    for (let e = firstEdge[i], end = e + nodes[i + edgesAt] * ef.length; e < end; e += ef.length)
      yield {
        name: indexed.has(edges[e + edgeTypeAt]) ? undefined : strings[edges[e + edgeNameAt]],
        to: edges[e + toAt],
      };
  };
  const regexCode = new Set<number>();
  for (let i = 0; i < nodes.length; i += nf.length)
    if (named(i) === "system / IrRegExpData") for (const { to } of edgesOf(i)) regexCode.add(to);
  const bytes = { optimised: 0, baseline: 0, regexp: 0, bytecode: 0, all: 0 };
  for (let i = 0; i < nodes.length; i += nf.length) {
    if (nodes[i + typeAt] !== codeType) continue;
    bytes.all += nodes[i + sizeAt];
    if (named(i) === "system / BytecodeArray") bytes.bytecode += nodes[i + sizeAt];
    if (named(i) !== "system / Code") continue;
    let size = nodes[i + sizeAt];
    let kind: "optimised" | "baseline" | "regexp" | null = regexCode.has(i) ? "regexp" : null;
    for (const { name, to } of edgesOf(i)) {
      if (name && CODE_PARTS.has(name)) size += nodes[to + sizeAt];
      if (!kind && name === "interpreter_data") kind = "baseline";
      if (!kind && name === "deoptimization_data") kind = "optimised";
    }
    if (kind) bytes[kind] += size;
  }
  const kb = (n: number) => Math.round(n / 1024);
  const known = bytes.optimised + bytes.baseline + bytes.regexp + bytes.bytecode;
  return {
    optimised_kb: kb(bytes.optimised),
    baseline_kb: kb(bytes.baseline),
    regexp_kb: kb(bytes.regexp),
    bytecode_kb: kb(bytes.bytecode),
    other_kb: kb(bytes.all - known),
  };
}
