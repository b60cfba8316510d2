/**
 * What the same-origin model proxy agrees to forward. The proxy may hold a server-side
 * key, so every request is judged before anything is sent upstream: it must come from
 * the app's own pages (a page on another site, or on another port of this machine, can
 * otherwise spend the key), use one of the three endpoints the app calls, and name a
 * path that stays under the configured upstream base once decoded.
 */
import type { IncomingMessage } from "node:http";

export interface Endpoint {
  method: "GET" | "POST";
  /** The path's last segments, e.g. "/chat/completions"; anything before them is the version prefix. */
  suffix: string;
}

/** design/system-one-api.md §1 and §3; the chat client's /v1/chat/completions; Test connection's model list. */
export const SYSTEM_ONE_ENDPOINTS: Endpoint[] = [
  { method: "POST", suffix: "/systemone" },
  { method: "GET", suffix: "/models" },
];
export const CHAT_ENDPOINTS: Endpoint[] = [
  { method: "POST", suffix: "/chat/completions" },
  { method: "GET", suffix: "/models" },
];

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Browsers send `Sec-Fetch-Site` on every request and `Origin` on every POST; a request
 * with neither did not come from a page of this app, so it is refused too. The Host
 * header is trusted because Vite's host check (allowedHosts) runs before the proxy and
 * turns away DNS-rebound names.
 */
export function checkOrigin(req: IncomingMessage): Refusal | null {
  const site = req.headers["sec-fetch-site"];
  const origin = req.headers.origin;
  const refuse = {
    status: 403,
    code: "cross_origin",
    message: "The Pincite proxy only answers the Pincite app served from this address.",
  };
  if (site === undefined && origin === undefined) return refuse;
  if (site !== undefined && site !== "same-origin") return refuse;
  if (origin !== undefined && !sameHost(origin, req.headers.host)) return refuse;
  return null;
}

/** Browsers send a bare serialised origin; a path, user name or odd spelling is not a browser's. */
function sameHost(origin: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return host !== undefined && url.origin === origin && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The request path after the route prefix, as decoded segments, or a refusal. Dot
 * segments, empty segments (`//`), encoded slashes and anything outside the plain URL
 * alphabet are refused rather than normalised, so no spelling can climb out of the base.
 */
export function checkPath(rest: string): { segments: string[] } | Refusal {
  const path = rest.split(/[?#]/)[0];
  const refuse = { status: 400, code: "path_not_allowed", message: "The Pincite proxy does not forward this path." };
  if (!path.startsWith("/")) return refuse;
  const segments: string[] = [];
  for (const raw of path.slice(1).split("/")) {
    let seg: string;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return refuse;
    }
    if (!SEGMENT.test(seg) || seg === "." || seg === "..") return refuse;
    segments.push(seg);
  }
  return { segments };
}

/** The endpoint the method and path name, or a refusal (405 for a known path, 404 otherwise). */
export function checkEndpoint(method: string | undefined, segments: string[], endpoints: Endpoint[]): Refusal | null {
  const path = "/" + segments.join("/");
  // Up to one version segment (v1) may precede the endpoint, as the clients send.
  const matches = endpoints.filter(
    (e) => path === e.suffix || (path.endsWith(e.suffix) && /^\/v\d+$/.test(path.slice(0, -e.suffix.length))),
  );
  if (matches.some((e) => e.method === method)) return null;
  if (matches.length > 0)
    return {
      status: 405,
      code: "method_not_allowed",
      message: `The Pincite proxy accepts only ${matches.map((e) => e.method).join(" or ")} on this path.`,
    };
  return {
    status: 404,
    code: "endpoint_not_allowed",
    message: "The Pincite proxy forwards only the model endpoints Pincite uses.",
  };
}

/**
 * The upstream URL for the checked segments; null if it would leave the base (it cannot, but this is
 * the last guard).
 */
export function confinedTarget(upstream: string, segments: string[]): string | null {
  const base = new URL(upstream);
  const basePath = base.pathname.replace(/\/+$/, "");
  const target = new URL(base.origin + basePath + "/" + segments.map(encodeURIComponent).join("/"));
  return target.origin === base.origin && target.pathname.startsWith(basePath + "/") ? target.href : null;
}
