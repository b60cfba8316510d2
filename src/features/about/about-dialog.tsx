import { useEffect, useRef } from "react";

/** The components the app ships, each with the licence text kept in public/licenses/. */
const COMPONENTS = [
  {
    name: "PDFium",
    role: "reads the pages of PDFs (compiled to WebAssembly)",
    licence: "BSD-3-Clause and Apache-2.0",
    file: "pdfium.txt",
  },
  {
    name: "FreeType",
    role: "inside PDFium: reads the fonts embedded in PDFs",
    licence: "FreeType Project License",
    file: "freetype.txt",
  },
  { name: "@embedpdf/pdfium", role: "the WebAssembly build of PDFium", licence: "MIT", file: "embedpdf-pdfium.txt" },
  { name: "PDF.js", role: "draws the pages; reads files PDFium cannot open", licence: "Apache-2.0", file: "pdfjs.txt" },
  { name: "Tesseract.js", role: "reads scanned pages by OCR", licence: "Apache-2.0", file: "tesseract-js.txt" },
  {
    name: "tesseract.js-core",
    role: "the OCR engine Tesseract, compiled to WebAssembly",
    licence: "Apache-2.0",
    file: "tesseract-js-core.txt",
  },
  {
    name: "tessdata_fast (eng)",
    role: "Tesseract's English model",
    licence: "Apache-2.0",
    file: "tesseract-eng-model.txt",
  },
];

/** A small About panel: what Pincite is made of and under which licences. */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  const base = import.meta.env.BASE_URL;
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="about-title"
      className="m-auto w-full max-w-lg rounded-2xl p-0 shadow-2xl backdrop:bg-stone-900/40"
      data-testid="about-dialog"
    >
      <form method="dialog" className="space-y-3 p-5 text-sm">
        <h2 id="about-title" className="text-lg font-semibold">
          About Pincite
        </h2>
        <p className="text-stone-700">
          Pincite reads your documents on this machine. It is built on these open-source components:
        </p>
        <ul className="space-y-2">
          {COMPONENTS.map((c) => (
            <li key={c.name}>
              <span className="font-medium">{c.name}</span> <span className="text-stone-600">— {c.role}.</span>{" "}
              <a
                href={`${base}licenses/${c.file}`}
                target="_blank"
                rel="noopener noreferrer"
                className="text-amber-800 underline"
              >
                {c.licence}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex justify-end">
          <button
            type="submit"
            className="rounded-md bg-stone-900 px-4 py-1.5 font-medium text-white hover:bg-stone-700"
          >
            Close
          </button>
        </div>
      </form>
    </dialog>
  );
}
