/**
 * Whether a PDF's metadata title can name the document. Producers often fill it with a
 * filing number, a temp file name or "Untitled"; a person recognises the file name
 * better than those, so such titles are dropped and the file name is shown instead.
 */

const GENERIC =
  /^(untitled|document\d*|title|pdf|slide\s*\d+|presentation\d*|print|none|null|unknown|default|new document|word document)$/i;
const EDITOR_PREFIX = /^microsoft (word|powerpoint|excel)\s*-\s*/i;
const FILE_NAME = /\.(docx?|pdf|indd|pptx?|xlsx?|rtf|txt|odt|tex|dvi|ps|qxd|htm|html)$/i;

export function meaningfulTitle(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const title = raw.replace(/\s+/g, " ").trim();
  if (title.length < 3 || title.length > 300) return null;
  if (GENERIC.test(title) || EDITOR_PREFIX.test(title) || FILE_NAME.test(title)) return null;
  // An identifier (accession numbers, job tickets, hashes): no word of three letters.
  if (!/\p{L}{3}/u.test(title)) return null;
  if (!title.includes(" ") && /\d/.test(title) && /[-_.]/.test(title)) return null;
  return title;
}
