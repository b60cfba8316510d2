/** Tiny argv reader shared by the CLI commands: positionals plus --flag and --key value. */
export interface Args {
  positional: string[];
  flags: Set<string>;
  options: Map<string, string>;
}

export function parseArgs(argv: string[], valued: string[] = []): Args {
  const args: Args = { positional: [], flags: new Set(), options: new Map() };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith("--")) {
      const [key, inline] = a.slice(2).split("=", 2);
      if (inline !== undefined) args.options.set(key, inline);
      else if (valued.includes(key) && i + 1 < argv.length) args.options.set(key, argv[++i]);
      else args.flags.add(key);
    } else {
      args.positional.push(a);
    }
  }
  return args;
}

export function fail(message: string): never {
  process.stderr.write(`pincite: ${message}\n`);
  process.exit(2);
}
