/**
 * The layout engines in Node, the same two the browser workers run: PDFium compiled from
 * the package's own wasm, and pdf.js's legacy build. CLI, evals and tests use these, so
 * their figures are the app's.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import type { EngineName, LayoutEngine } from "../../workers/engine/layout-engine";
import { pdfjsEngine } from "../../workers/pdf/pdfjs-engine";
import { pdfiumEngine } from "../../workers/pdfium/pdfium-engine";
import { loadPdfJs, pdfJsAssetsDir } from "./pdfjs-node";

export function pdfiumWasmPath(): string {
  return createRequire(import.meta.url).resolve("@embedpdf/pdfium/pdfium.wasm");
}

let compiled: Promise<WebAssembly.Module> | null = null;

const pdfium = pdfiumEngine(() => (compiled ??= WebAssembly.compile(fs.readFileSync(pdfiumWasmPath()))));
const pdfjs = pdfjsEngine(loadPdfJs, { assetsBase: pdfJsAssetsDir() });

/** Engines in the order they are tried; `only` pins one (benches, parity tests). */
export function nodeEngines(only?: EngineName): LayoutEngine[] {
  if (only === "pdfium") return [pdfium];
  if (only === "pdfjs") return [pdfjs];
  return [pdfium, pdfjs];
}
