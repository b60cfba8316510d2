import { describe, expect, it } from "vitest";
import { PendingReplies } from "./pending-replies";

describe("PendingReplies", () => {
  it("settles each request by its number, whatever order the replies come in", async () => {
    const pending = new PendingReplies<string>();
    const sent: number[] = [];
    const a = pending.request((seq) => sent.push(seq));
    const b = pending.request((seq) => sent.push(seq));
    expect(sent).toEqual([a.seq, b.seq]);
    expect(b.seq).toBe(a.seq + 1);
    expect(pending.has(a.seq) && pending.has(b.seq)).toBe(true);
    pending.resolve(b.seq, "second");
    pending.reject(a.seq, new Error("page 1 failed"));
    await expect(b.reply).resolves.toBe("second");
    await expect(a.reply).rejects.toThrow("page 1 failed");
    expect(pending.has(a.seq) || pending.has(b.seq)).toBe(false);
    pending.resolve(a.seq, "late"); // a reply for a settled request changes nothing
  });

  it("fails every waiting request when the worker is gone, and a send that throws fails its own", async () => {
    const pending = new PendingReplies<number>();
    const waiting = [pending.request(() => {}), pending.request(() => {})];
    pending.rejectAll(new Error("gone"));
    for (const w of waiting) await expect(w.reply).rejects.toThrow("gone");
    const broken = pending.request(() => {
      throw new Error("could not post");
    });
    await expect(broken.reply).rejects.toThrow("could not post");
  });
});
