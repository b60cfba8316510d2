import { describe, expect, it } from "vitest";
import { makeDoc, section } from "../../testing/page-builder";
import { answerQuestion } from "./answer";
import { NOT_IN_DOCUMENT } from "./gate";
import { documentVocabulary, loadAskingWords, loadOffTopicRules, offTopicQuestion, sameFamily } from "./off-topic";
import data from "./asking-words.json" with { type: "json" };
import rulesData from "./off-topic.json" with { type: "json" };

/** A plotting program's FAQ: nothing on cars, one page that says "change". */
function plottingFaq() {
  return makeDoc([
    [
      { text: "1.5 Why did you change the name?", bold: true, size: 12 },
      { text: "When the licensing was changed, the old name was kept for the private version." },
      { text: "Grace can plot pre-defined symbols and renew its axes as often as you like." },
      ...section("1.6 Is Grace free?", 8).slice(1),
    ],
  ]);
}

describe("a question about what the document never writes about", () => {
  it("is off topic when two of its subject words, and half of them, are on no page", () => {
    const vocabulary = documentVocabulary(plottingFaq().pages);
    const oil = offTopicQuestion("How often should the engine oil be changed?", vocabulary);
    expect(oil.unknown).toEqual(["engine", "oil"]);
    expect(oil.offTopic).toBe(true);
  });

  it("reads a word by its family and a hyphened compound whole", () => {
    const vocabulary = documentVocabulary(plottingFaq().pages);
    expect(offTopicQuestion("Which predefined symbols can be plotted?", vocabulary).unknown).toEqual([]);
    expect(offTopicQuestion("How often are the axes renewing?", vocabulary).unknown).toEqual([]);
  });

  it("does not count a longer word that only starts with the question's word as its family", async () => {
    // A refrigerator manual: its makers' engineering, and light bulbs, but no engine and no oil.
    const doc = makeDoc([
      [
        { text: "3. Replacing the light bulb", bold: true, size: 12 },
        {
          text: "Our engineering team designed the cabinet light to last. Turn the control off before you replace the bulb.",
        },
        { text: "Change the bulb when it stops lighting; use an appliance bulb of at most 40 watts." },
      ],
    ]);
    const vocabulary = documentVocabulary(doc.pages);
    expect(offTopicQuestion("How often should I change the engine oil?", vocabulary).unknown).toEqual([
      "engine",
      "oil",
    ]);
    const evidence = [{ page_start: 1, page_end: 1, text: doc.pages[0].text }];
    const oil = await answerQuestion({
      question: "How often should I change the engine oil?",
      evidence,
      pages: doc.pages,
    });
    expect(oil.abstained).toBe(true);
    const bulb = await answerQuestion({ question: "How do I replace the light bulb?", evidence, pages: doc.pages });
    expect(bulb.abstained).toBe(false);
  });

  it("joins words whose parts past a shared start are endings, and only those", () => {
    for (const [a, b] of [
      ["renewing", "renewal"],
      ["introduce", "introduction"],
      ["stop", "stopping"],
      ["percent", "percentage"],
      ["relation", "relative"],
      ["notify", "notification"],
      ["continuou", "continue"],
    ])
      expect(sameFamily(a, b), `${a} ~ ${b}`).toBe(true);
    for (const [a, b] of [
      ["engine", "engineering"],
      ["company", "compared"],
      ["public", "published"],
      ["market", "marker"],
      ["thermostat", "there"],
      ["form", "formerly"],
    ])
      expect(sameFamily(a, b), `${a} ~ ${b}`).toBe(false);
  });

  it("is not off topic for one word the document lacks, or a long question lacking a few of its words", () => {
    const vocabulary = documentVocabulary(plottingFaq().pages);
    expect(offTopicQuestion("Why was the name of the program changed?", vocabulary).offTopic).toBe(false);
    const long =
      "Using the licensing terms as the numerator and the plotted symbols as the denominator, what ratio of engine oil results?";
    expect(offTopicQuestion(long, vocabulary).offTopic).toBe(false);
  });

  it("is answered offline by saying the document does not answer, while a question it answers is answered", async () => {
    const doc = plottingFaq();
    const evidence = [{ page_start: 1, page_end: 1, text: doc.pages[0].text }];
    const off = await answerQuestion({
      question: "How often should the engine oil be changed?",
      evidence,
      pages: doc.pages,
    });
    expect(off.abstained).toBe(true);
    expect(off.answer).toBe(NOT_IN_DOCUMENT);
    const on = await answerQuestion({ question: "Why did you change the name?", evidence, pages: doc.pages });
    expect(on.abstained).toBe(false);
  });

  it("comes from a checked file", () => {
    expect(loadAskingWords(data).has("many")).toBe(true);
    expect(() => loadAskingWords({ ...data, frame: ["Many"] })).toThrow(/asking-words.json/);
    expect(() => loadAskingWords({ ...data, version: 2 })).toThrow(/version/);
  });

  it("reads its endings and thresholds from a checked file, each threshold with its why", () => {
    const rules = loadOffTopicRules(rulesData);
    expect(rules.endings.has("ing")).toBe(true);
    expect([rules.familyStem, rules.minUnknown, rules.maxSubject].every((n) => Number.isInteger(n) && n > 0)).toBe(
      true,
    );
    const { why: _why, ...noWhy } = rulesData.thresholds.min_unknown;
    expect(() =>
      loadOffTopicRules({ ...rulesData, thresholds: { ...rulesData.thresholds, min_unknown: noWhy } }),
    ).toThrow(/min_unknown.*why/);
    expect(() => loadOffTopicRules({ ...rulesData, endings: ["ings"] })).toThrow(/plural s/);
    expect(() => loadOffTopicRules({ ...rulesData, endings: ["ING"] })).toThrow(/off-topic.json/);
    expect(() => loadOffTopicRules({ ...rulesData, format: "x" })).toThrow(/format/);
  });
});
