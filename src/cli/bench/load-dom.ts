/**
 * The load bench's hands on the page: find, wait for, click and type through the DevTools
 * protocol's DOM and Input domains, which run in the browser, not in the page's JavaScript.
 *
 * Playwright's locators run its injected script in the page's V8 isolate: selector
 * parsing, actionability checks and previews at every poll. That script's objects and the
 * machine code V8 compiles for it as it runs hot are in the heap the bench measures (its
 * code alone grew 83 KB over 20 documents and 50 questions, counted as the app's growth).
 * Clicks and typing stay what a person does: the mouse moves to the element and presses,
 * the keyboard selects all and types.
 */
import type { CDPSession } from "playwright";

const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Quad = number[];

const centre = (q: Quad): [number, number] => [(q[0] + q[2] + q[4] + q[6]) / 4, (q[1] + q[3] + q[5] + q[7]) / 4];

/** Find, wait for, click and type by CSS selector, without running code in the page. */
export function cdpDom(cdp: CDPSession) {
  const query = async (selector: string): Promise<number | null> => {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    return nodeId || null;
  };
  /** The element's content box, or null when it is not laid out (hidden, detached). */
  const boxOf = (nodeId: number): Promise<Quad | null> =>
    cdp.send("DOM.getBoxModel", { nodeId }).then(
      ({ model }) => model.content,
      () => null,
    );
  /** The first element matching `selector` that is laid out; rejects after `timeoutMs`. */
  const waitFor = async (selector: string, timeoutMs: number): Promise<number> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const nodeId = await query(selector).catch(() => null);
      if (nodeId && (await boxOf(nodeId))) return nodeId;
      if (Date.now() > deadline) throw new Error(`no ${selector} after ${timeoutMs} ms`);
      await sleep(POLL_MS);
    }
  };
  const mouse = (type: "mouseMoved" | "mousePressed" | "mouseReleased", [x, y]: [number, number]) =>
    cdp.send("Input.dispatchMouseEvent", {
      type,
      x,
      y,
      button: type === "mouseMoved" ? "none" : "left",
      clickCount: 1,
    });
  /** The element and everything inside it, by backend id (what a hit test names). */
  const subtree = async (nodeId: number): Promise<Set<number>> => {
    const ids = new Set<number>();
    const walk = (n: { backendNodeId: number; children?: unknown[] }) => {
      ids.add(n.backendNodeId);
      for (const c of (n.children ?? []) as (typeof n)[]) walk(c);
    };
    walk((await cdp.send("DOM.describeNode", { nodeId, depth: -1 })).node);
    return ids;
  };
  /**
   * Where a click on the element lands, once it has stopped moving (the question box grows
   * and moves the Ask button as text goes in) and nothing covers its centre; null if not yet.
   */
  const clickPoint = async (nodeId: number): Promise<[number, number] | null> => {
    await cdp.send("DOM.scrollIntoViewIfNeeded", { nodeId });
    const before = await boxOf(nodeId);
    await sleep(50);
    const box = await boxOf(nodeId);
    if (!before || !box || before.some((v, i) => v !== box[i])) return null;
    const at = centre(box);
    const hit = await cdp.send("DOM.getNodeForLocation", { x: Math.round(at[0]), y: Math.round(at[1]) });
    return (await subtree(nodeId)).has(hit.backendNodeId) ? at : null;
  };
  /** Moves the mouse onto the element (scrolled into view, settled, not covered); returns where it is. */
  const hover = async (selector: string, timeoutMs = 30_000): Promise<[number, number]> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const nodeId = await waitFor(selector, Math.max(0, deadline - Date.now()));
      const at = await clickPoint(nodeId).catch(() => null);
      if (at) {
        await mouse("mouseMoved", at);
        return at;
      }
      if (Date.now() > deadline) throw new Error(`${selector} did not settle where it can be clicked`);
      await sleep(POLL_MS);
    }
  };
  const click = async (selector: string, timeoutMs = 30_000) => {
    const at = await hover(selector, timeoutMs);
    await mouse("mousePressed", at);
    await mouse("mouseReleased", at);
  };
  /** Replaces the text of a text box as typed: focus, select all, insert. */
  const fill = async (selector: string, text: string, timeoutMs = 30_000) => {
    const nodeId = await waitFor(selector, timeoutMs);
    await cdp.send("DOM.focus", { nodeId });
    const key = { key: "a", code: "KeyA", windowsVirtualKeyCode: 65, modifiers: 2 };
    await cdp.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...key, commands: ["selectAll"] });
    await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...key });
    await cdp.send("Input.insertText", { text });
  };
  const attribute = async (selector: string, name: string): Promise<string | null> => {
    const nodeId = await query(selector);
    if (!nodeId) return null;
    const { attributes } = await cdp.send("DOM.getAttributes", { nodeId });
    const at = attributes.findIndex((a, i) => i % 2 === 0 && a === name);
    return at < 0 ? null : attributes[at + 1];
  };
  /** The element's text, read from its markup (no code runs in the page); null when it is not there. */
  const text = async (selector: string): Promise<string | null> => {
    const nodeId = await query(selector);
    if (!nodeId) return null;
    const { outerHTML } = await cdp.send("DOM.getOuterHTML", { nodeId });
    return outerHTML
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  };
  const setFiles = async (selector: string, files: string[]) => {
    const nodeId = await query(selector);
    if (!nodeId) throw new Error(`no ${selector} to drop a file on`);
    await cdp.send("DOM.setFileInputFiles", { nodeId, files });
  };
  return { waitFor, hover, click, fill, attribute, text, setFiles };
}

export type CdpDom = ReturnType<typeof cdpDom>;
