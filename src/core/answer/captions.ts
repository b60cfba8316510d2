/**
 * Captions, read as such: "Figure 3: Hexagon boxplots for males and females." labels a picture in a few words; the
 * text around it says what the picture shows in a sentence that answers. The labels a caption opens with are data
 * (answer-words.json's caption_labels).
 */
import { CAPTION_LABELS } from "./answer-words";

const LABELS = CAPTION_LABELS.join("|");
/**
 * A caption opens with its label and number, then a colon, a stop or a dash: "Figure 3: …", "Table 2. …",
 * "Fig. 4 – …", "Figure A.1: …". "Figure 7 shows …" is a sentence about a figure, not its caption.
 */
const CAPTION = new RegExp(
  String.raw`^(?:${LABELS})\.?\s*(?:[A-Z]\.?)?\d+(?:[.-]\d+)*[a-z]?\s*[:.\u2013\u2014|]\s`,
  "i",
);
/** The question names a figure, a table or a caption ("What does Table 1 show?"): captions may answer it. */
const PART_NAMED = new RegExp(String.raw`\b(?:${LABELS}|caption)s?\b`, "i");

/** The text is a caption: its label and number open it. */
export const isCaption = (text: string): boolean => CAPTION.test(text.trim());

/** The question names a part a caption labels (a figure, a table) or a caption itself. */
export const namesCaptionedPart = (question: string): boolean => PART_NAMED.test(question);
