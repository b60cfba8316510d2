/** The Pincite command line: the same core the app runs, over files on disk. */
import { fail, parseArgs } from "./args";
import { ingestCommand } from "./commands/ingest";
import { askCommand } from "./commands/ask";
import { answerCommand } from "./commands/answer";
import { libraryCommand } from "./commands/library";

const COMMANDS: Record<string, (args: ReturnType<typeof parseArgs>) => Promise<void>> = {
  ingest: ingestCommand,
  // With --library <dir> the question goes to every document of the folder.
  ask: (args) => (args.options.has("library") ? libraryCommand("ask", args) : askCommand(args)),
  answer: (args) => (args.options.has("library") ? libraryCommand("answer", args) : answerCommand(args)),
};

const [name, ...rest] = process.argv.slice(2);
const command = COMMANDS[name ?? ""] ?? fail(`usage: pincite <${Object.keys(COMMANDS).join("|")}> …`);
await command(parseArgs(rest, ["password", "set", "limit", "backend", "chat", "library", "cache-size"]));
