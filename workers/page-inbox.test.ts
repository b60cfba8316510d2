/**
 * The reading worker's page inbox over real MessageChannels: pages posted by two "layout
 * workers" arrive decoded, a call made before the last page is in waits for it, pages the
 * main thread made (failed there) take their places, the text goes to the main thread
 * once, and a page that never comes ends in the ingest's message.
 */
import { afterEach, describe, expect, it } from "vitest";
import { decodePage, encodePage } from "../src/core/layout/page-wire";
import { failedPage } from "../src/core/layout/page-layout";
import { textDocument } from "../src/core/text/text-layout";
import { inboxOf, PageInbox, receiveFrom, takePages } from "./page-inbox";

const { layout } = textDocument("markdown", "# Notes\n\nRevenue rose 4% to $31.4 billion.\n\n## Outlook", null);
const pageWire = (n: number) => encodePage({ ...layout.pages[0], page: n });

const channels: MessageChannel[] = [];
function portsInto(inbox: PageInbox, count: number): MessagePort[] {
  return Array.from({ length: count }, () => {
    const channel = new MessageChannel();
    channels.push(channel);
    inbox.listen(channel.port2);
    return channel.port1;
  });
}

afterEach(() => {
  for (const c of channels.splice(0)) [c.port1, c.port2].forEach((p) => p.close());
});

describe("page inbox", () => {
  it("waits for pages still on their way and gives them in page order", async () => {
    const inbox = new PageInbox("ingest-1");
    const [a, b] = portsInto(inbox, 2);
    a.postMessage(pageWire(2));
    const all = inbox.complete(3, []);
    b.postMessage(pageWire(3));
    setTimeout(() => b.postMessage(pageWire(1)), 20);
    const pages = await all;
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages[0]).toEqual({ ...layout.pages[0], page: 1 });
  });

  it("puts the main thread's failed pages in place, even over one that arrived late", async () => {
    const inbox = new PageInbox("ingest-2");
    const [a] = portsInto(inbox, 1);
    const failed = failedPage(2, "Page 2 took longer than 8 s and was skipped.");
    for (const n of [1, 2, 3]) a.postMessage(pageWire(n));
    const pages = await inbox.complete(3, [failed]);
    expect(pages.map((p) => p.status)).toEqual(["ok", "failed", "ok"]);
    const wires = await inbox.takeWires(3, [failed]);
    expect(wires.map((w) => w !== null)).toEqual([true, false, true]);
    expect(decodePage(wires[2]!)).toEqual({ ...layout.pages[0], page: 3 });
    expect(await inbox.takeWires(3, [failed])).toEqual([null, null, null]);
  });

  it("ends in the ingest's message when a page never arrives", async () => {
    const inbox = new PageInbox("ingest-3", 30);
    const [a] = portsInto(inbox, 1);
    a.postMessage(pageWire(1));
    await expect(inbox.complete(2, [])).rejects.toThrow("The pages of this document did not all arrive.");
  });

  it("keeps one ingest's pages at a time, and drops them once the tree builder has taken them", async () => {
    const [a, b] = [new MessageChannel(), new MessageChannel()];
    channels.push(a, b);
    receiveFrom("ingest-4", a.port2);
    receiveFrom("ingest-4", b.port2);
    a.port1.postMessage(pageWire(1));
    b.port1.postMessage(pageWire(2));
    expect((await takePages("ingest-4", 2, [])).map((p) => p.page)).toEqual([1, 2]);
    expect(() => inboxOf("ingest-4")).toThrow("The pages of this document did not all arrive.");
    const other = new MessageChannel();
    channels.push(other);
    receiveFrom("ingest-5", other.port2);
    await expect(takePages("ingest-4", 2, [])).rejects.toThrow("did not all arrive");
  });
});
