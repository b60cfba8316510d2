/** The link of a library answer, `#/library/answer/<token>`: it shows the stored answer again, exactly. */
export function libraryAnswerLink(token: string): string {
  return `#/library/answer/${encodeURIComponent(token)}`;
}

export function parseLibraryAnswerLink(hash: string): string | null {
  const m = /^#\/library\/answer\/([^/]+)$/.exec(hash);
  return m ? decodeURIComponent(m[1]) : null;
}
