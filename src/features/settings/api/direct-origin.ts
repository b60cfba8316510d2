/**
 * Whether the browser may call a model server directly. The page's Content-Security-
 * Policy limits connect-src to the app, the hosted presets, this computer and the
 * operator's PINCITE_CONNECT_SRC (src/node/content-security-policy.ts); any other server
 * is reached through the same-origin proxy. Telling the person so while they type beats
 * a bare "could not reach" at question time.
 */

export interface ProxyRoute {
  /** The server variable naming the upstream, e.g. PINCITE_CHAT_UPSTREAM. */
  env: string;
  /** The same-origin base URL to enter instead, e.g. /api/chat. */
  path: string;
}

/** connect-src of the page's CSP meta tag (the response header carries the same list); null when there is none. */
function connectSources(): string[] | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy"]');
  const directive = meta?.content
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find((parts) => parts[0] === "connect-src");
  return directive ? directive.slice(1) : null;
}

function sourceAllows(source: string, url: URL): boolean {
  if (source === "'self'") return url.origin === location.origin;
  const m = /^(https?):\/\/(\*\.)?([^:/]+)(?::(\d+|\*))?$/i.exec(source);
  if (!m || `${m[1].toLowerCase()}:` !== url.protocol) return false;
  const host = m[3].toLowerCase();
  const hostOk = m[2] ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
  const defaultPort = url.protocol === "https:" ? "443" : "80";
  return hostOk && (m[4] === "*" || (m[4] ?? defaultPort) === (url.port || defaultPort));
}

/**
 * A message when the policy blocks this base URL, else null (relative and unparsable URLs are not this
 * check's business).
 */
export function directCallBlocked(baseUrl: string, proxy: ProxyRoute): string | null {
  const base = baseUrl.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(base)) return null;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  const sources = connectSources();
  if (!sources || sources.some((s) => sourceAllows(s, url))) return null;
  const upstream = `${url.origin}${url.pathname.replace(/\/+$/, "").replace(/\/v\d+$/, "")}`;
  return (
    `This app's security policy does not let the browser call ${url.origin} directly. Reach it through Pincite's ` +
    `proxy (start the server with ${proxy.env}=${upstream} and enter ${proxy.path} here), or add ${url.origin} to ` +
    `PINCITE_CONNECT_SRC.`
  );
}
