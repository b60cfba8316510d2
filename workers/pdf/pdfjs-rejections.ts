/**
 * pdf.js's worker side runs in our threads (its "fake worker" in a layout or painter worker,
 * the legacy build in Node), and on some damaged page trees it leaves a promise rejected
 * that nothing awaits: getPageIndex throws before it awaits the kids it fetched. The call
 * that asked has its answer already (a failed page, a link with no target); the orphaned
 * rejection is pdf.js's own and is let go. Any other unhandled rejection is left alone.
 */

/** pdf.js's exceptions about a file (its BaseException subclasses), by name: minified builds rename classes. */
const PDFJS_EXCEPTIONS = new Set([
  "FormatError",
  "InvalidPDFException",
  "UnknownErrorException",
  "XRefEntryException",
  "XRefParseException",
  "MissingDataException",
  "PasswordException",
  "ResponseException",
  "AbortException",
]);

export function isPdfJsException(reason: unknown): boolean {
  const name = (reason as { name?: unknown } | null)?.name;
  return typeof reason === "object" && reason !== null && typeof name === "string" && PDFJS_EXCEPTIONS.has(name);
}

interface RejectionScope {
  addEventListener(type: "unhandledrejection", listener: (event: PromiseRejectionEvent) => void): void;
}

/** In a worker: pdf.js's orphaned rejections are not reported as the page's uncaught errors. */
export function letPdfJsRejectionsGo(scope: RejectionScope): void {
  scope.addEventListener("unhandledrejection", (event) => {
    if (isPdfJsException(event.reason)) event.preventDefault();
  });
}
