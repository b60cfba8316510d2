import { screenEvidence } from "./src/core/answer/screen";
import { injectionVariants, plantRemoved, type Half } from "./src/testing/injection-corpus";
const show = process.argv.includes("--show");
for (const half of process.argv.slice(2).filter((a) => !a.startsWith("--")) as Half[]) {
  const vs = injectionVariants(half);
  const missed = vs.filter((v) => !plantRemoved(v.plant, screenEvidence([{ label: 1, page_start: 1, page_end: 1, text: v.page }]).evidence[0].text));
  console.log(`${half}: ${(1 - missed.length / vs.length).toFixed(4)} (${vs.length - missed.length}/${vs.length})`);
  if (show) for (const m of missed) console.log(`  missed ${m.id} ${m.language}/${m.obfuscation}/${m.placement}: ${JSON.stringify(m.plant)}`);
}
