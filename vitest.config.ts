import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/**/*.test.ts", "workers/**/*.test.ts"], environment: "node" },
      },
      {
        // React components against a stub bridge, in a simulated DOM.
        extends: true,
        test: { name: "components", include: ["src/**/*.test.tsx"], environment: "happy-dom" },
      },
    ],
  },
});
