/**
 * The cover's picture (page 1), kept so a reopened document shows page 1 at once while pdf.js
 * loads the file's fonts (which takes most of a first render). Saved after the first
 * render of a newly stored document; read with the document on reopen.
 */
import { getDatabase, getPreview, putPreview } from "../db";

export async function saveCoverPreview(docId: string, canvas: HTMLCanvasElement, cssWidth: number): Promise<void> {
  const image = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/webp", 0.85));
  if (image) await putPreview(await getDatabase(), docId, image, cssWidth);
}

/** An object URL for the stored picture, or null. The caller revokes it. */
export async function loadCoverPreview(docId: string): Promise<string | null> {
  const preview = await getPreview(await getDatabase(), docId).catch(() => undefined);
  return preview ? URL.createObjectURL(preview.image) : null;
}
