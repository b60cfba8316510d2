import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "workers/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    pool: "forks",
  },
});
