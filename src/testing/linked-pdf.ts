/**
 * A two-page PDF whose first page carries one link of each kind a file can hold: a web
 * page, a mail address, another page, and four that must never be offered (a javascript:
 * URI, a JavaScript action, a launch action, a file: URI). Node and browser tests share it.
 */
import { makePdf, type PdfLink } from "./make-pdf";

export const LINKS: PdfLink[] = [
  { x: 72, y: 100, width: 220, height: 16, action: { uri: "https://example.com/annual-report" } },
  { x: 72, y: 130, width: 220, height: 16, action: { uri: "mailto:ir@example.com" } },
  { x: 72, y: 160, width: 220, height: 16, action: { page: 2 } },
  { x: 72, y: 190, width: 220, height: 16, action: { uri: "javascript:alert(document.cookie)" } },
  { x: 72, y: 220, width: 220, height: 16, action: { javascript: "app.alert('planted')" } },
  { x: 72, y: 250, width: 220, height: 16, action: { launch: "calc.exe" } },
  { x: 72, y: 280, width: 220, height: 16, action: { uri: "file:///etc/passwd" } },
];

export function linkedPdf(): Uint8Array {
  const lines = (label: string) => [
    { text: label, size: 18 },
    ...Array.from({ length: 8 }, (_, i) => ({ text: `${label}, paragraph line ${i + 1} of ordinary body text.` })),
  ];
  return makePdf([lines("Investor information"), lines("Appendix")], { links: [LINKS, []] });
}
