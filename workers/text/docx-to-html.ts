/**
 * DOCX → HTML with mammoth (a well-kept converter that maps Word's heading styles to
 * <h1>…<h6>), so a Word file joins the HTML path. Images are dropped: we read text.
 */
import mammoth from "mammoth";

export async function docxToHtml(bytes: Uint8Array): Promise<string> {
  const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  // Node's build reads `buffer` (any bytes JSZip takes), the browser build `arrayBuffer`.
  const input = { arrayBuffer, buffer: new Uint8Array(arrayBuffer) };
  const result = await mammoth.convertToHtml(input as unknown as { arrayBuffer: ArrayBuffer }, {
    convertImage: mammoth.images.imgElement(async () => ({ src: "" })),
  });
  return result.value;
}
