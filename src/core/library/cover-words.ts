/**
 * The words a cover prints around a company's name and tickers (cover-words.json): the exchanges of
 * a "(NYSE: JNJ)" tag and of a common-stock row, the SEC boilerplate that is never the name, and
 * the capitals on a listing row that are not a symbol. Data, so a new exchange is a change to the
 * file; the loader refuses a file it cannot read whole, and every entry is plain words, never a
 * pattern, so the regexes built from them match exactly the words written.
 */
import { checkedHeader, shapedList } from "../data-file";
import data from "./cover-words.json" with { type: "json" };

const FILE = "cover-words.json";
export const COVER_WORDS_FORMAT = "pincite-cover-words";
export const COVER_WORDS_VERSION = 1;

export interface CoverWords {
  exchangeTags: readonly string[];
  exchangeNames: readonly string[];
  notAName: readonly string[];
  notATicker: ReadonlySet<string>;
}

/** Words of letters separated by single spaces. */
const PHRASE = /^[A-Za-z]+( [A-Za-z]+)*$/;

export function loadCoverWords(file: unknown): CoverWords {
  const f = checkedHeader(file, FILE, COVER_WORDS_FORMAT, COVER_WORDS_VERSION);
  return {
    exchangeTags: shapedList(f.exchange_tags, "exchange_tags", FILE, PHRASE, "words"),
    exchangeNames: shapedList(f.exchange_names, "exchange_names", FILE, PHRASE, "words"),
    notAName: shapedList(f.not_a_name, "not_a_name", FILE, /^[a-z]+( [a-z]+)*$/, "lower-case words"),
    notATicker: new Set(shapedList(f.not_a_ticker, "not_a_ticker", FILE, /^[A-Z]+$/, "capitals")),
  };
}

export const COVER_WORDS = loadCoverWords(data);
