/**
 * Runs async work one piece at a time, in the order it was queued; a failure does not
 * stop the queue. The queue keeps only the order, never a result: holding the last
 * result would keep it (a page's layout, a render task and its whole document) alive
 * until the next piece of work arrives, which may be never.
 */
export function serialQueue(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<void> = Promise.resolve();
  const settled = () => undefined;
  return (work) => {
    const run = tail.then(work, work);
    tail = run.then(settled, settled);
    return run;
  };
}
