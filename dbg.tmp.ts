import { screenUnits } from "./src/core/answer/screen";
import { scriptProfile, foreignScript, scriptCounts } from "./src/core/answer/screen/islands";
import { injectionVariants } from "./src/testing/injection-corpus";
for (const id of process.argv.slice(2)) {
  const half = id.split("-")[0] as "ninth";
  const v = injectionVariants(half).find((x) => x.id === id)!;
  const p = scriptProfile([v.page]);
  console.log(id, p.dominant, [...p.share]);
  for (const u of screenUnits(v.page)) console.log("  ", foreignScript(u, p), [...scriptCounts(u)], JSON.stringify(u.slice(0, 90)));
}
