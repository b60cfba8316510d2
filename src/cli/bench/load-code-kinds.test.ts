import { describe, expect, it } from "vitest";
import { codeKinds, type SnapshotGraph } from "./load-code-kinds";

const NODE_TYPES = ["hidden", "array", "string", "object", "code", "closure", "regexp", "number", "native"];
const EDGE_TYPES = ["context", "element", "property", "internal", "hidden", "shortcut", "weak"];

/** A heap snapshot in V8's layout, built from named nodes and edges between them. */
function snapshot(
  nodes: { type: string; name: string; size: number }[],
  edges: { from: number; type: string; name: string | number; to: number }[],
): SnapshotGraph {
  const strings: string[] = [];
  const str = (s: string) => (strings.includes(s) ? strings.indexOf(s) : strings.push(s) - 1);
  const flatNodes = nodes.flatMap((n, i) => [
    NODE_TYPES.indexOf(n.type),
    str(n.name),
    i + 1,
    n.size,
    edges.filter((e) => e.from === i).length,
  ]);
  const flatEdges = [...edges]
    .sort((a, b) => a.from - b.from)
    .flatMap((e) => [EDGE_TYPES.indexOf(e.type), typeof e.name === "number" ? e.name : str(e.name), e.to * 5]);
  return {
    snapshot: {
      meta: {
        node_fields: ["type", "name", "id", "self_size", "edge_count"],
        node_types: [NODE_TYPES],
        edge_fields: ["type", "name_or_index", "to_node"],
        edge_types: [EDGE_TYPES],
      },
    },
    nodes: flatNodes,
    edges: flatEdges,
    strings,
  };
}

describe("compiled code by kind", () => {
  it("tells optimised, baseline, regex code and bytecode apart, with their machine code and tables", () => {
    const kb = 1024;
    const snap = snapshot(
      [
        { type: "code", name: "system / Code", size: kb }, // 0: optimised
        { type: "code", name: "system / InstructionStream", size: 9 * kb },
        { type: "code", name: "system / ProtectedFixedArray", size: 2 * kb },
        { type: "code", name: "system / Code", size: kb }, // 3: baseline
        { type: "code", name: "system / InstructionStream", size: 3 * kb },
        { type: "code", name: "system / BytecodeArray", size: 4 * kb },
        { type: "native", name: "system / IrRegExpData", size: 0 }, // 6
        { type: "code", name: "system / Code", size: kb }, // 7: the regex's
        { type: "code", name: "system / InstructionStream", size: 5 * kb },
        { type: "code", name: "system / FeedbackVector", size: 6 * kb },
        { type: "code", name: "system / Code", size: kb }, // 10: reached by an index that names no edge
      ],
      [
        { from: 0, type: "internal", name: "instruction_stream", to: 1 },
        { from: 0, type: "internal", name: "deoptimization_data", to: 2 },
        { from: 3, type: "internal", name: "instruction_stream", to: 4 },
        { from: 3, type: "internal", name: "interpreter_data", to: 5 },
        { from: 6, type: "hidden", name: 3, to: 7 },
        { from: 7, type: "internal", name: "instruction_stream", to: 8 },
        { from: 10, type: "element", name: 0, to: 5 },
      ],
    );
    // An element edge's index is not a string id, even when it is the id of "interpreter_data".
    snap.edges[snap.edges.length - 2] = snap.strings.indexOf("interpreter_data");
    expect(codeKinds(snap)).toEqual({
      optimised_kb: 12,
      baseline_kb: 4,
      regexp_kb: 6,
      bytecode_kb: 4,
      other_kb: 7,
    });
  });
});
