import { describe, expect, it } from "vitest";
import { prng } from "../../testing/injection-corpus";
import CONFUSABLES from "./confusables.json";
import { readConfusables } from "./confusable-tables";
import { DataFileError } from "../data-file";
import LANGUAGE_WORDS from "./language-words.json";
import { LANGUAGE_WORD_TABLES } from "./language-island";
import LEXICON from "./lexicon.json";
import { LEXICON_TABLES } from "./lexicon";
import "./screen";
import { SCORER_FEATURE_VERSION } from "./scorer";
import { decodeWeights, encodeWeights, readScorerFile, scorerFile } from "./scorer-file";
import SCORER_WEIGHTS from "./scorer-weights.json";
import { SIGNAL_WORD_TABLES } from "./signal-words";
import { readWordTables } from "./word-tables";

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x));

describe("the screen's data files", () => {
  it("load the committed weights: 2^bits Int8 weights under the feature version scorer.ts computes", () => {
    const model = readScorerFile(SCORER_WEIGHTS);
    expect(SCORER_WEIGHTS.feature_version).toBe(SCORER_FEATURE_VERSION);
    expect(model.weights.length).toBe(2 ** model.bits);
    expect(model.weights.some((w) => w !== 0)).toBe(true);
    expect(model.threshold).toBeGreaterThan(0);
  });

  it("write weights the way they read them back, base64 as Node encodes it", () => {
    const rnd = prng(5);
    for (const n of [300, 301, 302]) {
      const bytes = Int8Array.from({ length: n }, () => Math.floor(rnd() * 256) - 128);
      expect(encodeWeights(bytes)).toBe(Buffer.from(bytes.buffer).toString("base64"));
      expect(decodeWeights(encodeWeights(bytes))).toEqual(bytes);
    }
    const model = readScorerFile(SCORER_WEIGHTS);
    const again = readScorerFile(copy(scorerFile(model, SCORER_WEIGHTS.produced_by)));
    expect(again).toEqual(model);
  });

  it("refuse weights trained on other features, of another format or of the wrong size, saying which", () => {
    const stale = { ...copy(SCORER_WEIGHTS), feature_version: SCORER_FEATURE_VERSION + 1 };
    expect(() => readScorerFile(stale)).toThrow(/scorer features version .*retrain/);
    expect(() => readScorerFile({ ...copy(SCORER_WEIGHTS), format: "other" })).toThrow(DataFileError);
    expect(() => readScorerFile({ ...copy(SCORER_WEIGHTS), version: 99 })).toThrow(/version 99/);
    expect(() => readScorerFile({ ...copy(SCORER_WEIGHTS), produced_by: "" })).toThrow(/produced_by/);
    const short = { ...copy(SCORER_WEIGHTS), weights_base64: SCORER_WEIGHTS.weights_base64.slice(1) };
    expect(() => readScorerFile(short)).toThrow(/not 2\^16/);
    expect(() => readScorerFile({ ...copy(SCORER_WEIGHTS), bias: "high" })).toThrow(/bias must be a finite number/);
  });

  it("hold no word table that no module reads", () => {
    // Every module that reads a table has been imported above (screen.ts imports them all).
    for (const tables of [LEXICON_TABLES, SIGNAL_WORD_TABLES, LANGUAGE_WORD_TABLES])
      expect(() => tables.checkAllRead()).not.toThrow();
  });

  it("refuse a words file with a missing, empty, unnoted or broken table, naming the file and the table", () => {
    const tables = readWordTables(copy(LEXICON), "lexicon.json");
    expect(() => tables.entries("no_such_table")).toThrow('lexicon.json: has no table "no_such_table"');
    const broken = copy(LANGUAGE_WORDS);
    broken.tables.answer_words.entries.push("tra (loi");
    expect(() => readWordTables(broken, "language-words.json", "u")).toThrow(/answer_words holds "tra \(loi"/);
    const empty = copy(LEXICON);
    empty.tables.you.entries = [];
    expect(() => readWordTables(empty, "lexicon.json")).toThrow("lexicon.json: tables.you.entries is empty");
    const unnoted = copy(LEXICON) as { tables: Record<string, { about?: string }> };
    delete unnoted.tables.you.about;
    expect(() => readWordTables(unnoted, "lexicon.json")).toThrow(/tables.you has no "about" note/);
    const unread = readWordTables(copy(LEXICON), "lexicon.json");
    expect(() => unread.checkAllRead()).toThrow(/holds tables no module reads: override_verb/);
  });

  it("refuse a look-alike that is not one character folding to one Latin letter", () => {
    expect(Object.keys(readConfusables(CONFUSABLES).homoglyphs).length).toBeGreaterThan(100);
    const bad = copy(CONFUSABLES);
    (bad.homoglyphs.greek.letters as Record<string, string>)["\u03B1\u03B1"] = "a";
    expect(() => readConfusables(bad)).toThrow(/homoglyphs.greek maps "αα" to "a"/);
    const leet = copy(CONFUSABLES);
    (leet.leet.letters as Record<string, string>)["9"] = "G";
    expect(() => readConfusables(leet)).toThrow(/leet maps "9" to "G"/);
  });
});
