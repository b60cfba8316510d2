/**
 * PDFium compiled to WebAssembly (@embedpdf/pdfium), loaded from a compiled module the
 * caller supplies: the browser compiles the app's own copy of the wasm once per worker,
 * Node compiles it from node_modules. Layout calls the raw wasm exports, not the
 * wrapper's cwrap'd functions, because a page makes several calls per character and the
 * wrapper's argument checks and string conversions dominate at that rate.
 */
import { init } from "@embedpdf/pdfium";

type Fn = (...args: number[]) => number;

/** The raw exports layout uses. Pointers and handles are plain numbers (wasm32). */
export interface PdfiumExports {
  memory: WebAssembly.Memory;
  malloc: Fn;
  free: Fn;
  FPDF_LoadMemDocument: Fn;
  FPDF_CloseDocument: Fn;
  FPDF_GetLastError: Fn;
  FPDF_GetPageCount: Fn;
  FPDF_GetSecurityHandlerRevision: Fn;
  FPDF_LoadPage: Fn;
  FPDF_ClosePage: Fn;
  FPDF_GetPageBoundingBox: Fn;
  FPDF_GetPageSizeByIndexF: Fn;
  FPDFPage_GetRotation: Fn;
  FPDFPage_CountObjects: Fn;
  FPDFPage_GetObject: Fn;
  FPDFPageObj_GetType: Fn;
  FPDFPageObj_GetBounds: Fn;
  FPDFFormObj_CountObjects: Fn;
  FPDFFormObj_GetObject: Fn;
  FPDFText_LoadPage: Fn;
  FPDFText_ClosePage: Fn;
  FPDFText_CountChars: Fn;
  FPDFText_GetUnicode: Fn;
  FPDFText_IsGenerated: Fn;
  FPDFText_GetLooseCharBox: Fn;
  FPDFText_GetCharBox: Fn;
  FPDFText_GetCharOrigin: Fn;
  FPDFText_GetFontSize: Fn;
  FPDFText_GetMatrix: Fn;
  FPDFText_GetTextObject: Fn;
  FPDFTextObj_GetFont: Fn;
  FPDFFont_GetBaseFontName: Fn;
  FPDFFont_GetFlags: Fn;
  FPDFFont_GetAscent: Fn;
  FPDFFont_GetDescent: Fn;
  FPDF_GetMetaText: Fn;
  FPDF_GetPageLabel: Fn;
  FPDFBookmark_GetFirstChild: Fn;
  FPDFBookmark_GetNextSibling: Fn;
  FPDFBookmark_GetTitle: Fn;
  FPDFBookmark_GetDest: Fn;
  FPDFBookmark_GetAction: Fn;
  FPDFAction_GetDest: Fn;
  FPDFAction_GetType: Fn;
  FPDFAction_GetURIPath: Fn;
  FPDFDest_GetDestPageIndex: Fn;
  FPDFDest_GetView: Fn;
  FPDFLink_Enumerate: Fn;
  FPDFLink_GetAnnotRect: Fn;
  FPDFLink_GetAction: Fn;
  FPDFLink_GetDest: Fn;
  FPDFBitmap_CreateEx: Fn;
  FPDFBitmap_Destroy: Fn;
  FPDFBitmap_FillRect: Fn;
  FPDFBitmap_GetBuffer: Fn;
  FPDFBitmap_GetStride: Fn;
  FPDF_RenderPageBitmap: Fn;
}

export interface Pdfium {
  raw: PdfiumExports;
  /** Copy a JavaScript string into wasm memory as NUL-terminated UTF-8 (caller frees). */
  utf8(text: string): number;
}

let loading: Promise<Pdfium> | null = null;

/** Instantiate PDFium once per thread; later calls share the same instance. */
export function loadPdfium(compile: () => Promise<WebAssembly.Module>): Promise<Pdfium> {
  loading ??= instantiate(compile).catch((err: unknown) => {
    loading = null; // a failed load (network, CSP) may succeed on the next document
    throw err;
  });
  return loading;
}

async function instantiate(compile: () => Promise<WebAssembly.Module>): Promise<Pdfium> {
  const compiled = await compile();
  let failed: ((err: unknown) => void) | undefined;
  const refused = new Promise<never>((_, reject) => (failed = reject));
  const wrapped = await Promise.race([
    init({
      // Emscripten calls this instead of fetching the wasm itself; {} means "async".
      instantiateWasm(
        imports: WebAssembly.Imports,
        receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
      ) {
        WebAssembly.instantiate(compiled, imports).then((instance) => receive(instance, compiled), failed);
        return {};
      },
      print: () => undefined,
      printErr: () => undefined,
    } as never),
    refused,
  ]);
  wrapped.PDFiumExt_Init();
  const raw = wrapped.pdfium.wasmExports as unknown as PdfiumExports;
  const utf8 = (text: string): number => {
    const bytes = new TextEncoder().encode(text);
    const ptr = raw.malloc(bytes.length + 1);
    const heap = new Uint8Array(raw.memory.buffer, ptr, bytes.length + 1);
    heap.set(bytes);
    heap[bytes.length] = 0;
    return ptr;
  };
  return { raw, utf8 };
}
