// pdfjs-dist ships no types for its worker entry; we only need its handler class.
declare module "pdfjs-dist/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
