/**
 * The LevelOracle backed by System One: for a batch of titles (in document order) one
 * request, with the titles as shared state and one choice question per title: how deep
 * does it sit? Numbering and wording carry the signal ("Note 3" under "Notes to…",
 * "2.1" under "2"), which is the kind of literal judgement Jev makes well.
 */
import type { SystemOneClient } from "../system-one";
import type { LevelOracle } from "./types";

const LEVELS = {
  "1": "a top-level part or chapter of the document",
  "2": "a section inside a top-level part",
  "3": "a subsection inside a section",
  "4": "a smaller heading inside a subsection",
};

export function systemOneLevelOracle(client: SystemOneClient): LevelOracle {
  return {
    async assignLevels(titles: string[]): Promise<number[] | null> {
      const state = {
        task: "The headings of one document, in reading order, numbered.",
        headings: titles.map((t, i) => `${i + 1}. ${t}`).join("\n"),
      };
      const questions: Record<string, { type: "choice"; instructions: string; criteria: typeof LEVELS }> = {};
      titles.forEach((title, i) => {
        questions[`h${i + 1}`] = {
          type: "choice",
          instructions: `How deep in the document's outline does heading ${i + 1}, \`${title}\`, sit?`,
          criteria: LEVELS,
        };
      });
      const result = await client.ask({ state, questions });
      const answers = result.answers as Record<string, { choice?: string } | undefined>;
      const levels = titles.map((_, i) => Number(answers[`h${i + 1}`]?.choice));
      return levels.every((l) => Number.isInteger(l) && l >= 1) ? levels : null;
    },
  };
}
