/**
 * Text normalisation shared by every step of the answer path. Quotes, claims and page
 * words must land in one comparable form whatever extractor or model produced them:
 * ligatures, curly punctuation, soft hyphens, digit separators and line-end hyphenation
 * all fold away, so matching happens on letters and digits only.
 */
/** NFKC (which also expands ﬁ ﬂ ﬀ ﬃ ﬄ), straight quotes and dashes, lower case. */
export declare function foldText(text: string): string;
/** Joins words hyphenated across a line break ("com-\npile" → "compile"). */
export declare function dehyphenate(text: string): string;
/** Tokens of one whitespace-free word (or any text): letter/digit runs, folded. */
export declare function wordTokens(text: string): string[];
/** Tokens of free text (a quote, a claim, a passage). */
export declare function tokenize(text: string): string[];
/** Whitespace collapsed and line-end hyphenation joined: how a quote is shown to a reader. */
export declare function readable(text: string): string;
export declare const isNumberToken: (t: string) => boolean;
/** Tokens that carry meaning: no stop words, no single letters. */
export declare function contentTokens(text: string): string[];
/** The question's search terms: content tokens minus question boilerplate, deduplicated. */
export declare function questionKeywords(question: string): string[];
/** A cheap plural fold so "flows" meets "flow" in lexical scores (never used to locate). */
export declare function stem(t: string): string;
