/** Any supported non-PDF file → layout and tree (DOCX through mammoth, the rest as text). */
import { IngestError } from "../../src/core/errors";
import { decodeText } from "../../src/core/text/decode-text";
import { textDocument, textFormatOf } from "../../src/core/text/text-layout";
import type { SectionTree } from "../../src/core/tree";
import type { DocumentLayout } from "../../src/core/types";
import { docxToHtml } from "./docx-to-html";

export async function readTextDocument(
  fileName: string,
  bytes: Uint8Array,
): Promise<{ layout: DocumentLayout; tree: SectionTree }> {
  const format = textFormatOf(fileName);
  if (!format)
    throw new IngestError("not-pdf", "Pincite reads PDF, Markdown, HTML, plain text and Word (.docx) files.");
  if (bytes.byteLength === 0) throw new IngestError("empty-file");
  let content: string;
  try {
    content = format === "docx" ? await docxToHtml(bytes) : decodeText(bytes);
  } catch (err) {
    throw new IngestError(
      "unreadable",
      `The Word file could not be converted (${err instanceof Error ? err.message : String(err)}).`,
    );
  }
  const doc = textDocument(format === "docx" ? "html" : format, content, null);
  if (!/[\p{L}\p{N}]/u.test(doc.layout.pages.map((p) => p.text).join(" ")))
    throw new IngestError("no-text", "The file holds no readable text.");
  return { ...doc, layout: { ...doc.layout, format } };
}
