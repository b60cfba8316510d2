/**
 * Generated documents that are not filings, one of each shape the tree must read (issue 26):
 * a book with roman-numbered front matter, a contents page with dot leaders and running heads;
 * a paper in two columns with numbered sections; a contract laid out as ARTICLE / Section with
 * run-in headings in body type; a manual whose numbered steps are not sections; a library's API
 * reference whose headings are set one under another and named as code. Each returns the
 * PDF and where each section really starts (physical pages), so tests check placement.
 */
import { makePdf, type PdfLine } from "./make-pdf";
import { proseLines } from "./filing-shapes";

export interface ShapedDocument {
  pdf: Uint8Array;
  /** Section title → physical page where it opens. */
  sections: Map<string, number>;
}

const prose = (n: number, seed: number, size = 10) => proseLines(n, seed).map((l) => ({ ...l, size }));
const foot = (printed: string): PdfLine => ({ text: printed, size: 9, x: 300, y: 760 });

/** Book: cover, contents (page ii), preface (iii), then chapters whose openers are numbered from 1. */
export function book(): ShapedDocument {
  const chapters = [
    ["ONE", "Makers", "What makers owe to the past"],
    ["TWO", "Copyists", "Why copying built a culture"],
    ["THREE", "Collectors", "Keeping what others made"],
  ];
  const contents: PdfLine[] = [
    { text: "CONTENTS", size: 16, bold: true, x: 250, y: 90 },
    { text: "Preface . . . . . . . . . . . . . . . . . . . . . . . . . . . . iii", size: 11, y: 140 },
    { text: "Introduction . . . . . . . . . . . . . . . . . . . . . . . . . 1", size: 11 },
  ];
  const pages: PdfLine[][] = [[{ text: "FREE THINKING", size: 28, bold: true, x: 170, y: 300 }], contents];
  pages.push([{ text: "Preface", size: 20, bold: true, y: 120 }, ...prose(20, 1, 11), foot("iii")]);
  const sections = new Map([
    ["Preface", 3],
    ["Introduction", 4],
  ]);
  pages.push([{ text: "Introduction", size: 20, bold: true, y: 120 }, ...prose(20, 2, 11), foot("1")]);
  let printed = 2;
  chapters.forEach(([n, title, subtitle], c) => {
    contents.push({ text: `Chapter ${n[0]}${n.slice(1).toLowerCase()}: ${title}`, size: 11, bold: true });
    contents.push({ text: `${subtitle} . . . . . . . . . . . . . . . . . . . ${printed}`, size: 11, x: 90 });
    sections.set(`Chapter ${n[0]}${n.slice(1).toLowerCase()}: ${title}`, pages.length + 1);
    pages.push([
      { text: `CHAPTER ${n}`, size: 14, bold: true, x: 250, y: 120 },
      { text: title, size: 24, bold: true, x: 240 },
      { text: subtitle, size: 13, x: 200 },
      ...prose(16, 10 + c, 11),
      foot(String(printed++)),
    ]);
    for (let k = 0; k < 3; k++) {
      // Running heads: the book's title on even pages, the chapter's on odd ones.
      const head = printed % 2 ? title.toUpperCase() : "FREE THINKING";
      pages.push([{ text: head, size: 8, x: 260, y: 42 }, ...prose(30, 20 + c * 3 + k, 11), foot(String(printed++))]);
    }
  });
  return { pdf: makePdf(pages), sections };
}

/** Two-column paper: title and abstract across the top, numbered sections in the columns. */
export function twoColumnPaper(): ShapedDocument {
  const outline: [string, number][] = [
    ["1 Introduction", 1],
    ["2 Method", 1],
    ["2.1 Data", 2],
    ["2.2 Model", 2],
    ["3 Results", 3],
    ["3.1 Accuracy", 3],
    ["4 Conclusion", 4],
    ["References", 4],
  ];
  const pages: PdfLine[][] = [[], [], [], []];
  pages[0].push({ text: "Learning to Read Long Documents", size: 16, bold: true, x: 180, y: 80 });
  pages[0].push({ text: "A. Author and B. Author", size: 10, x: 240, y: 104 });
  const cursor = pages.map((_, p): number => (p === 0 ? 150 : 72));
  const column = pages.map(() => 0);
  const place = (p: number, line: PdfLine) => {
    if (cursor[p] > 720) [cursor[p], column[p]] = [72, 1];
    pages[p].push({ ...line, x: column[p] ? 318 : 54, y: cursor[p] });
    cursor[p] += (line.size ?? 9) * 1.5;
  };
  outline.forEach(([title, page], i) => {
    cursor[page - 1] += 6;
    place(page - 1, { text: title, size: title.includes(".") ? 10 : 11, bold: true });
    const lines = proseLines(18, 40 + i).map((l, k) => ({
      text: l.text.split(" ").slice(0, 7).join(" ") + (k === 17 ? "." : ""),
      size: 9,
    }));
    for (const l of lines) place(page - 1, l);
  });
  return { pdf: makePdf(pages), sections: new Map(outline.map(([t, p]) => [t, p])) };
}

/** A six-page service agreement: ARTICLE I / DEFINITIONS centred, sections run into their first sentence. */
export function serviceAgreement(): ShapedDocument {
  const { pages, sections } = serviceAgreementPages();
  return { pdf: makePdf(pages), sections };
}

function serviceAgreementPages(): { pages: PdfLine[][]; sections: Map<string, number> } {
  const articles: [string, string, string[]][] = [
    ["I", "DEFINITIONS", ["Defined Terms", "Interpretation"]],
    ["II", "TERM AND RENEWAL", ["Term", "Renewal", "Notice of Non-Renewal"]],
    ["III", "SERVICES", ["Scope of Services", "Service Levels", "Subcontractors"]],
    ["IV", "FEES AND PAYMENT", ["Fees", "Invoices", "Late Payment"]],
    ["V", "TERMINATION", ["Termination for Cause", "Effect of Termination"]],
    ["VI", "GENERAL PROVISIONS", ["Governing Law", "Notices", "Entire Agreement"]],
  ];
  const pages: PdfLine[][] = [];
  const sections = new Map<string, number>();
  articles.forEach(([roman, title, subs], a) => {
    const lines: PdfLine[] = [];
    if (a === 0) lines.push({ text: "SERVICE AGREEMENT", size: 12, bold: true, x: 240, y: 72 }, ...prose(3, 90));
    lines.push({ text: `ARTICLE ${roman}`, size: 10, x: 280 }, { text: title, size: 10, x: 250 });
    sections.set(`ARTICLE ${roman} ${title}`, a + 1);
    subs.forEach((sub, s) => {
      const label = `Section ${a + 1}.${s + 1}`;
      const body = prose(5, a * 10 + s);
      lines.push({ text: `${label} ${sub}. ${body[0].text}`, size: 10, x: 90 }, ...body.slice(1));
      sections.set(`${label} ${sub}`, a + 1);
    });
    pages.push([...lines.map((l, i) => (i === 0 && l.y === undefined ? { ...l, y: 72 } : l)), foot(String(a + 1))]);
  });
  return { pages, sections };
}

/**
 * The service agreement with what a filed agreement carries after its last article: a signature
 * page, then exhibits and schedules, each opening a page with its label centred over its title
 * ("EXHIBIT A" / "FORM OF NOTICE OF RENEWAL", "Schedule 2.1" / "Service Credits") in body type.
 */
export function agreementWithExhibits(): ShapedDocument {
  const base = serviceAgreementPages();
  const pages: PdfLine[][] = [];
  const sections = new Map(base.sections);
  const last = Math.max(...base.sections.values());
  pages.push([
    {
      text: "IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date.",
      size: 10,
      x: 90,
      y: 72,
    },
    { text: "PROVIDER: By: ______________________ Name: Title:", size: 10, x: 90, y: 140 },
    { text: "CUSTOMER: By: ______________________ Name: Title:", size: 10, x: 90, y: 200 },
    foot(String(last + 1)),
  ]);
  const annexes: [string, string, number][] = [
    ["EXHIBIT A", "FORM OF NOTICE OF RENEWAL", 4],
    ["EXHIBIT B", "DATA PROCESSING TERMS", 12],
    ["Schedule 2.1", "Service Credits", 6],
    ["Schedule 4.3", "Fee Table", 5],
  ];
  annexes.forEach(([label, title, n], k) => {
    pages.push([
      { text: label, size: 10, x: 270, y: 72 },
      { text: title, size: 10, x: 230 },
      ...prose(n, 300 + k),
      foot(String(last + 2 + k)),
    ]);
    sections.set(`${label} ${title}`, last + 2 + k);
  });
  return { pdf: makePdf([...base.pages, ...pages]), sections };
}

/** A manual: chapters and numbered topics in bold, and under each topic numbered steps in body type. */
export function manualWithSteps(): ShapedDocument {
  const chapters: [string, string[]][] = [
    ["1 Getting Started", ["1.1 Unpacking the Machine", "1.2 Connecting the Water Supply"]],
    ["2 Daily Use", ["2.1 Making Coffee", "2.2 Frothing Milk"]],
    ["3 Care and Cleaning", ["3.1 Daily Cleaning", "3.2 Descaling"]],
  ];
  const steps = ["Remove the cover from the tank", "Fill the tank with fresh water", "Press the start button"];
  const pages: PdfLine[][] = [];
  const sections = new Map<string, number>();
  chapters.forEach(([chapter, topics], c) => {
    const lines: PdfLine[] = [{ text: chapter, size: 18, bold: true, y: 72 }, ...prose(3, 70 + c)];
    sections.set(chapter, c + 1);
    topics.forEach((topic, t) => {
      lines.push({ text: topic, size: 13, bold: true }, ...prose(2, 80 + t));
      steps.forEach((s, k) => lines.push({ text: `${k + 1}. ${s} and wait until the light turns green.`, size: 10 }));
      sections.set(topic, c + 1);
    });
    pages.push([...lines, foot(String(c + 1))]);
  });
  return { pdf: makePdf(pages), sections };
}

/**
 * API reference, as a README printed from a browser: section headings with a heading's space
 * above them, stacked with nothing between ("Installation", then "Usage"; "API", then its first
 * method), and methods titled in code (".get(key)") set larger than the body.
 */
export function apiReference(): ShapedDocument {
  const pages: PdfLine[][] = [];
  const sections = new Map<string, number>();
  const methods = [".get(key)", ".set(key, value)", ".delete(key)", "cache.clear()"];
  let lines: PdfLine[] = [];
  let y = 72;
  const heading = (text: string, size: number) => {
    y += size * 1.4; // a heading's space above it
    lines.push({ text, size, bold: true, y });
    sections.set(text, pages.length + 1);
    y += size * 0.6;
  };
  const body = (n: number, seed: number) => {
    for (const l of prose(n, seed)) lines.push({ ...l, y: (y += 12.5) });
  };
  heading("Installation", 16);
  heading("Usage", 16);
  body(6, 91);
  // A chart's title over two lines, its second starting in lower case: one title, not two sections.
  lines.push({ text: "Requests served a second, by version", size: 13, bold: true, y: (y += 24) });
  lines.push({ text: "and by runtime", size: 13, bold: true, y: (y += 15.5) });
  body(2, 97);
  heading("API", 16); // its first method's heading follows at once
  methods.forEach((m, i) => {
    if (i === 2) {
      pages.push([...lines, foot("1")]);
      [lines, y] = [[], 72];
    }
    heading(m, 13);
    body(7, 93 + i);
  });
  pages.push([...lines, foot("2")]);
  return { pdf: makePdf(pages), sections };
}
