/**
 * ESLint flat config: the layers of the README as rules, so a layer break fails `npm test`.
 *
 *   core ← workers ← bridge/db ← stores ← features ← app      (shared serves the UI side)
 *
 * src/core imports nothing of the others; workers import only core; bridge and db import
 * core and, type-only, the worker seam; src/stores holds the UI state features share; a
 * feature never reaches into another feature's folder or into src/app, the shell that
 * composes them (as bulletproof-react's lint has it). Tests may reach across layers for
 * fixtures, so the layer zones skip them.
 */
import fs from "node:fs";
import Module from "node:module";

// typescript-eslint parses with TypeScript's JavaScript API, which TypeScript 7 (the
// project's native compiler) no longer ships. The linter alone gets TypeScript 6, installed
// as `typescript-for-lint`; tsc and the build keep using TypeScript 7.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const mapped = /^typescript(\/|$)/.test(request) ? request.replace(/^typescript/, "typescript-for-lint") : request;
  return resolveFilename.call(this, mapped, ...rest);
};

const { default: js } = await import("@eslint/js");
const { default: tseslint } = await import("typescript-eslint");
const { default: importX, createNodeResolver } = await import("eslint-plugin-import-x");
const { default: reactHooks } = await import("eslint-plugin-react-hooks");
const { default: checkFile } = await import("eslint-plugin-check-file");

const FEATURES = fs.readdirSync("src/features", { withFileTypes: true }).filter((d) => d.isDirectory());
const UI = ["./src/features", "./src/app", "./src/stores", "./src/shared", "./src/main.tsx"];
const NODE_SIDE = ["./src/node", "./src/cli", "./src/testing", "./e2e"];

/** Zones of import-x/no-restricted-paths: files in `target` may not import from `from`. */
const LAYER_ZONES = [
  {
    target: "./src/core",
    from: ["./workers", "./src/bridge", "./src/db", ...UI, ...NODE_SIDE],
    message: "src/core is pure TypeScript and imports nothing of the other layers.",
  },
  {
    target: "./workers",
    from: ["./src/bridge", "./src/db", ...UI, ...NODE_SIDE],
    message: "Workers import only src/core.",
  },
  {
    target: ["./src/bridge", "./src/db"],
    from: [...UI, ...NODE_SIDE],
    message: "The bridge and the database sit below the features and know nothing of the UI.",
  },
  { target: "./src/bridge", from: "./src/db", message: "The bridge and the database are separate layers." },
  { target: "./src/db", from: "./src/bridge", message: "The bridge and the database are separate layers." },
  {
    target: UI,
    from: ["./workers", ...NODE_SIDE],
    message: "The UI reaches workers only through src/bridge, and never imports Node-side code.",
  },
  {
    target: ["./src/shared", "./src/stores"],
    from: ["./src/features", "./src/app", "./src/main.tsx"],
    message: "src/shared and src/stores serve the features and import none of them.",
  },
  {
    target: "./src/features",
    from: ["./src/app", "./src/main.tsx"],
    message: "Features never import the shell (src/app): what they share lives in src/stores or src/shared.",
  },
  {
    target: "./src/app",
    from: "./src/main.tsx",
    message: "The app shell does not import the entry point.",
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature.name}`,
    from: "./src/features",
    except: [`./${feature.name}`],
    message: "A feature never imports another feature's folder: move what they share to src/stores or src/shared.",
  })),
  {
    target: ["./src/node", "./src/cli"],
    from: ["./src/bridge", ...UI],
    message: "Node-side code runs the core, not the browser app.",
  },
];

const COMLINK_ONLY_IN_BRIDGE = {
  paths: [{ name: "comlink", message: "Only src/bridge/worker-bridge.ts and worker files use Comlink." }],
};

/** Options of @typescript-eslint/no-restricted-imports: worker code is imported for its types only. */
function workersTypeOnly(exceptFolder) {
  return {
    patterns: [
      {
        regex: `(^|/)workers/${exceptFolder}`,
        allowTypeImports: true,
        message: "The UI side imports a worker's types only; the code runs in the worker.",
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "scratch/**", "public/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks, "check-file": checkFile },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
      // no-cycle reads the imported files too: with TypeScript's parser, or it sees no imports.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "{src,workers,e2e}/**/": "KEBAB_CASE" }],
      "max-len": [
        "error",
        { code: 120, ignoreStrings: true, ignoreUrls: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": ["error", COMLINK_ONLY_IN_BRIDGE],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "workers/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: LAYER_ZONES }] },
  },
  {
    // The seam between the UI side and a worker is the worker file's exported types. The
    // bridge may also run workers/pdf's plain helpers (reading a password refusal); pdf.js
    // itself runs only in the workers.
    files: ["src/bridge/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", workersTypeOnly("(?!pdf/)")] },
  },
  {
    files: ["src/db/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", workersTypeOnly("")] },
  },
  {
    files: ["src/bridge/worker-bridge.ts", "workers/*.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The answer path runs in the reading worker. Its barrels re-export modules that build
    // tables and regexes when loaded (the injection screen, the extractive answer), which
    // the bundler keeps: one value import from a barrel put them all on the main thread.
    files: [
      "src/features/**/*.{ts,tsx}",
      "src/app/**/*.{ts,tsx}",
      "src/stores/**/*.{ts,tsx}",
      "src/shared/**/*.{ts,tsx}",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)core/(answer|system-one|navigate|ask)$",
              allowTypeImports: true,
              message: "Import the one module the UI needs, not the barrel of a path that runs in the reading worker.",
            },
          ],
        },
      ],
    },
  },
);
