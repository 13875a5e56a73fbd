/**
 * The look of the buyer's approval page, loosely PayPal's. Served by the emulator as a file, so
 * the site's style-src 'self' allows it where an inline style would be refused.
 */
export const checkoutStylesheet = `
:root { color-scheme: light; font-family: "Helvetica Neue", Arial, system-ui, sans-serif; color: #1a1a1a; background: #f5f7fa; }
body { margin: 0; padding: 2rem 1rem; }
.card { max-width: 28rem; margin: 0 auto; padding: 2rem; background: #fff; border-radius: 0.75rem;
  box-shadow: 0 1px 4px rgb(0 0 0 / 15%); }
.brand { margin: 0 0 1.5rem; font-size: 1.1rem; font-weight: 700; color: #003087; }
.badge { font-size: 0.75rem; font-weight: 400; padding: 0.1rem 0.5rem; margin-left: 0.5rem;
  border: 1px solid #545d68; border-radius: 1rem; color: #1a1a1a; }
h1 { font-size: 1.5rem; font-weight: 500; margin: 0 0 1rem; }
.summary { margin: 0 0 1.5rem; padding: 0; }
.summary div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.5rem 0; border-bottom: 1px solid #d0d5dc; }
.summary dt { color: #4a4f55; }
.summary dd { margin: 0; font-weight: 600; text-align: right; }
.amount { font-size: 1.25rem; }
.buyer { color: #4a4f55; font-size: 0.9rem; margin: 0 0 1rem; }
form { margin: 0.75rem 0 0; }
button { box-sizing: border-box; width: 100%; min-height: 2.75rem; padding: 0.7rem 1.5rem; border-radius: 1.5rem;
  font: inherit; font-weight: 600; cursor: pointer; }
.pay { background: #003087; color: #fff; border: 0; }
.pay:hover { background: #001f5c; }
.cancel { background: #fff; color: #003087; border: 2px solid #003087; }
a { color: #003087; }
:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
.notice { margin: 2rem 0 0; color: #4a4f55; font-size: 0.875rem; }
`;
