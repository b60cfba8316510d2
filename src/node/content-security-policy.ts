/**
 * The built app's Content-Security-Policy. No 'unsafe-eval' (pdf.js 6 needs none; its
 * wasm decoders need only 'wasm-unsafe-eval'). Images only from the app itself and the
 * blob:/data: URLs it makes, so an image link planted in a document or an answer cannot
 * carry anything out. connect-src stays open to https (and local servers) because model
 * servers are the user's choice; nothing is sent anywhere the user did not configure.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self' blob: data:",
  "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");
