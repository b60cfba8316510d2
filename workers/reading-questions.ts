/**
 * The reading worker's question side: navigation, answers, the injection screen, the
 * library's questions, and Word files' converter. Loaded on its first use (a document
 * indexed once stored, a question, a text file), not when the worker starts: the worker
 * starts as a file is dropped, and evaluating this code then (its screen and word tables
 * build hundreds of regexes; mammoth sets up its own modules) took a core from the layout
 * workers while the tree waited on them.
 */
export { askDocument } from "../src/core/ask/ask-document";
export { createChatClient } from "../src/core/answer";
export { navDocument, storableIndex } from "../src/core/navigate";
export { storedIndexTransfers } from "../src/core/navigate/stored-index";
export { withEvidenceReasons } from "../src/core/ask/evidence-reasons";
export { readTextDocument } from "./text/read-text-document";
export { askStoredLibrary } from "./library/library-ask";
