/**
 * Starts the fake System One server for e2e runs and manual poking:
 *   npx tsx src/testing/fake-system-one-cli.ts --port 8787 [--key sk-test] [--cors] [--latency 50] \
 *     [--error-style openrouter]
 * Prints the base URL on stdout, then serves until killed.
 */
import { startFakeSystemOne, type FakeSystemOneOptions } from "./fake-system-one";

function parseArgs(argv: string[]): FakeSystemOneOptions {
  const opts: FakeSystemOneOptions = { port: 8787 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === "--port") opts.port = Number(value());
    else if (arg === "--host") opts.host = value();
    else if (arg === "--key") opts.apiKey = value();
    else if (arg === "--cors") opts.cors = true;
    else if (arg === "--latency") opts.latencyMs = Number(value());
    else if (arg === "--error-style") opts.errorStyle = value() as FakeSystemOneOptions["errorStyle"];
    else throw new Error(`unknown option ${arg}`);
  }
  return opts;
}

const fake = await startFakeSystemOne(parseArgs(process.argv.slice(2)));
process.stdout.write(`fake System One listening at ${fake.url}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
