/**
 * Where the server puts HTML of its own into a prerendered page (the figures of "How we handle
 * claims", docs/claims-record.md): an HTML comment the page's component renders (`ServerFilled` in
 * the web app) and the server replaces when it serves the page (apps/api/src/web/pages.ts).
 */
export const FILL_MARKER = '<!--server-fill-->';
