/** `npm run train -- injection [--set DIR]`: regenerates a learned model committed in src/core (a data file). */
import path from "node:path";
import { fail, parseArgs } from "./args";
import { trainInjection } from "./train/injection";

const TRAINERS: Record<string, (args: ReturnType<typeof parseArgs>) => Promise<void>> = {
  injection: (args) =>
    trainInjection({
      set: path.resolve(args.options.get("set") ?? path.join(process.cwd(), "..", "shared", "financebench")),
      out: path.resolve(process.cwd(), "src/core/injection-screen/scorer-weights.json"),
      log: (line) => process.stdout.write(line + "\n"),
    }),
};

const [name, ...rest] = process.argv.slice(2);
const train = TRAINERS[name ?? ""] ?? fail(`usage: train <${Object.keys(TRAINERS).join("|")}> [--set DIR]`);
await train(parseArgs(rest, ["set"]));
