/**
 * Sentence splitting for page prose, model replies and the injection screen. Financial
 * text is full of periods that end nothing ("U.S.", "Inc.", "$3.5", "Note 7."), so a
 * split needs a terminator, then space, then something that can open a sentence.
 */
/** Splits one block of running text (whitespace already collapsed) into sentences. */
export declare function splitSentences(text: string): string[];
