/** The Pincite command line: the same core the app runs, over files on disk. */
import { fail, parseArgs } from "./args";
import { ingestCommand } from "./ingest-command";
import { askCommand } from "./pincite-ask";
import { answerCommand } from "./pincite-answer";

const COMMANDS: Record<string, (args: ReturnType<typeof parseArgs>) => Promise<void>> = {
  ingest: ingestCommand,
  ask: askCommand,
  answer: answerCommand,
};

const [name, ...rest] = process.argv.slice(2);
const command = COMMANDS[name ?? ""] ?? fail(`usage: pincite <${Object.keys(COMMANDS).join("|")}> …`);
await command(parseArgs(rest, ["password", "set", "limit", "backend", "chat"]));
