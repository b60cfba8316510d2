/** Where a request went, fit for a message or a trace: host and path, never userinfo, a query or a fragment. */
export function displayEndpoint(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^@/]*@/i, "$1").replace(/[?#].*$/, "");
}
