/**
 * Requests over a worker's port answered by sequence number, for the two hot paths that skip
 * Comlink (layout pages, the page painter): each request takes the next number, and the reply
 * carrying it settles the promise kept under it. Comlink's proxies would be main-thread code
 * run thousands of times a session, which V8 compiles and keeps optimised.
 */
export class PendingReplies<T> {
  private readonly waiting = new Map<number, { resolve: (value: T) => void; reject: (err: Error) => void }>();
  private last = 0;

  /** Numbers a request and sends it; `reply` settles when its answer comes (or `send` throws). */
  request(send: (seq: number) => void): { seq: number; reply: Promise<T> } {
    const seq = ++this.last;
    const reply = new Promise<T>((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
      send(seq);
    });
    return { seq, reply };
  }

  /** Whether request `seq` still waits: a message that answers none is ignored, unread. */
  has(seq: number): boolean {
    return this.waiting.has(seq);
  }

  resolve(seq: number, value: T): void {
    this.take(seq)?.resolve(value);
  }

  reject(seq: number, err: Error): void {
    this.take(seq)?.reject(err);
  }

  /** Fails every request still waiting (the worker is gone). */
  rejectAll(err: Error): void {
    const all = [...this.waiting.values()];
    this.waiting.clear();
    for (const w of all) w.reject(err);
  }

  private take(seq: number) {
    const w = this.waiting.get(seq);
    this.waiting.delete(seq);
    return w;
  }
}
