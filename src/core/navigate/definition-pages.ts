/**
 * The page that defines the term a question asks the meaning of ("What does the paper mean by X?",
 * "What is X?"). A paper defines a term once, where it first uses it ("a phenomenon we call X", "We
 * define X as …"), and mentions it on many pages after, in captions and results that share more of
 * the question's words; ranked by those words alone, the defining page may not be read at all.
 */
import { definesTerm, definitionAsked, plainDefinitionAsked } from "../text/defining-sentence";
import type { NavDocument } from "./lexical-steps";

/** How surely a page must define the term (definesTerm: spelled out, "is a", "we define X as"). */
const DEFINES = 0.8;

/** The first page that defines the asked term, with the term; null when the question asks none or no page does. */
export function definingPage(doc: NavDocument, question: string): { page: number; term: string } | null {
  const term = definitionAsked(question) ?? plainDefinitionAsked(question);
  if (!term) return null;
  const mentions = new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[\s-]+/g, "[\\s-]*"), "i");
  for (let i = 0; i < doc.texts.length; i++) {
    const text = doc.texts[i];
    if (mentions.test(text) && definesTerm(text.replace(/\s+/g, " "), term) >= DEFINES) return { page: i + 1, term };
  }
  return null;
}
