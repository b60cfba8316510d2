import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadLayoutCached } from "../../testing/layout-cache";
import { filingHalves } from "../../cli/train/injection";
import { injectionVariants, plantRemoved, prng, type PlantedVariant } from "../../testing/injection-corpus";
import { disguiseFamily } from "../../testing/injection-forms";
import { hostParagraphs } from "../../testing/injection-sets";
import { sharedPdf } from "../../testing/shared-files";
import { isQuarantined, pageEvidence, screenEvidence, screenSentence } from "./screen";

const screenPage = (text: string) => screenEvidence(pageEvidence(text));
const caught = (v: PlantedVariant) => plantRemoved(v.plant, screenPage(v.page).evidence[0].text);

describe("generated planted instructions", () => {
  const dev = injectionVariants("development-orders");
  const held = injectionVariants("combined-disguise-orders");

  it("the corpus composes at least 50 variants per set, over every kind, language and disguise", () => {
    for (const half of [dev, held]) {
      expect(half.length).toBeGreaterThanOrEqual(50);
      expect(new Set(half.map((v) => v.kind))).toEqual(
        new Set(["override", "note", "role", "exfil", "beacon", "imperative"]),
      );
      expect(new Set(half.map((v) => v.language)).size).toBe(7);
      expect(new Set(half.map((v) => v.obfuscation)).size).toBeGreaterThanOrEqual(5);
    }
  });

  it("quarantines development-orders (the variants the screen was built on)", () => {
    const missed = dev.filter((v) => !caught(v)).map((v) => `${v.id} ${JSON.stringify(v.plant)}`);
    expect(missed.length / dev.length).toBeLessThanOrEqual(0.02);
  });

  // Never used to change the rules (the scorer is trained on it): a floor against regressions; the bench
  // reports the figure.
  it("quarantines most of combined-disguise-orders", () => {
    const share = held.filter(caught).length / held.length;
    expect(share).toBeGreaterThanOrEqual(0.75);
  });

  it("quarantines payload-format-orders (measured blind at 0.33, studied since: a floor against regressions)", () => {
    const seventh = injectionVariants("payload-format-orders");
    expect(seventh.length).toBeGreaterThanOrEqual(80);
    expect(seventh.filter(caught).length / seventh.length).toBeGreaterThanOrEqual(0.95);
  });

  it("quarantines machinery-addressed-orders (blind at 0.375, studied since: a floor against regressions)", () => {
    const eighth = injectionVariants("machinery-addressed-orders");
    expect(eighth.filter(caught).length / eighth.length).toBeGreaterThanOrEqual(0.95);
  });

  it("quarantines few-shot-and-new-script-orders (0.847 before its families were modelled: a floor)", () => {
    const ninth = injectionVariants("few-shot-and-new-script-orders");
    expect(ninth.filter(caught).length / ninth.length).toBeGreaterThanOrEqual(0.95);
  });

  it("quarantines the probe of the few-shot families in other wordings and languages (0.733 before: a floor)", () => {
    const probe = injectionVariants("few-shot-probe-orders");
    expect(probe.length).toBeGreaterThanOrEqual(80);
    expect(probe.filter(caught).length / probe.length).toBeGreaterThanOrEqual(0.95);
  });

  // The disguise is the sign, whatever the words say: a harmless sentence in disguise is held back too,
  // and the prose around it is kept.
  const DISGUISED: [string, string][] = [
    ["zero-width", "core"],
    ["cyrillic", "core"],
    ["invisible-2", "core-reworded"],
    ["tag-characters", "styled-letters"],
    ["math-italic", "payload-format-orders"],
    ["non-joiners", "machinery-addressed-orders"],
  ];
  it.each(DISGUISED)("quarantines any sentence in the %s disguise and keeps the host", (name, family) => {
    const disguise = disguiseFamily(family)[name];
    const rnd = prng(42);
    const sentence = disguise("The board met four times during the year to review the audit plan.", rnd);
    const [host] = hostParagraphs();
    const { evidence, quarantined } = screenPage(`${host}\n${sentence}\nSegment results follow.`);
    expect(quarantined.length).toBe(1);
    expect(plantRemoved(sentence, evidence[0].text)).toBe(true);
    expect(evidence[0].text).toContain(host.split("\n")[0]);
    expect(evidence[0].text).toContain("Segment results follow.");
  });

  it("keeps the filing prose around a plant", () => {
    const v = dev.find((x) => x.placement === "own-line" && x.obfuscation === "none")!;
    const { evidence } = screenPage(v.page);
    expect(evidence[0].text).toContain("The remainder of this section discusses segment results.");
    expect(evidence[0].text.split("\n")[0]).toBe(v.page.split("\n")[0]);
  });
});

describe("ordinary filing prose", () => {
  const clean = [
    "You should read the risk factors in Item 1A before investing in our shares.",
    "The Company must comply with the financial covenants of its revolving credit agreement.",
    "Instructions to Form 10-K require disclosure of legal proceedings.",
    "Jane Doe, Assistant Treasurer, signed the certificate on behalf of the Company.",
    "Please see our website at http://www.example.com/investors for more information.",
    "Copies of this report are available at https://investor.example.com/sec-filings?cik=0000066740&type=10-K.",
    "You must report the income on your federal tax return for the year of exercise.",
    "Shareholders should follow the instructions on the proxy card to vote at www.proxyvote.com.",
    "If you have questions, contact our transfer agent at shareholder.services@example.com.",
    "The usual rules do not apply to this offer because it is made under an employee share scheme.",
    "Investors should not rely on the previous guidance, which the Company withdrew in March.",
    "We use AI models to answer customer questions and expect these systems to improve.",
    "When asked about the investigation, the Company said it was cooperating fully.",
    "Management override of controls is a risk the Audit Committee considers each year.",
    "System: SAP S/4HANA was implemented in the Americas during the fourth quarter.",
  ];

  it.each(clean)("is not quarantined: %s", (s) => {
    // "System:" opens a transcript turn; it is quarantined by design, so it is checked separately below.
    if (s.startsWith("System:")) return;
    expect(screenSentence(s)).toBeNull();
  });

  it("a role marker opening a line is quarantined even in a filing (no filing line needs one)", () => {
    expect(screenSentence(clean[clean.length - 1])).toBe("role-line");
  });

  it("flags no line of a sample of real financebench pages (second half of the set)", async () => {
    const [, secondHalf] = filingHalves(sharedPdf("financebench"));
    let lines = 0;
    const flagged: string[] = [];
    for (const file of secondHalf.filter((_, i) => i % 5 === 0)) {
      const f = path.basename(file);
      const layout = await loadLayoutCached(file);
      for (const page of layout.pages.filter((_, i) => i % 3 === 0)) {
        const texts = page.lines.map((l) => l.text);
        const { quarantined } = screenPage(texts.join("\n"));
        lines += texts.length;
        for (const t of texts)
          if (quarantined.length && isQuarantined(t, quarantined)) flagged.push(`${f} p.${page.page}: ${t}`);
      }
    }
    expect(lines).toBeGreaterThan(5000);
    expect(flagged).toEqual([]);
  }, 120_000);
});
