/**
 * The look of the emulator's pages, loosely Google's. Served by the emulator itself as a file, so
 * the site's style-src 'self' allows it where an inline style would be refused.
 */
export const chooserStylesheet = `
:root { color-scheme: light; font-family: Roboto, Arial, system-ui, sans-serif; color: #1f1f1f; background: #f0f4f9; }
body { margin: 0; padding: 2rem 1rem; }
.card { max-width: 28rem; margin: 0 auto; padding: 2rem; background: #fff; border-radius: 1.75rem; }
.brand { margin: 0 0 1.5rem; font-size: 0.95rem; }
.brand > span[aria-hidden] { font-weight: 700; color: #4285f4; margin-right: 0.25rem; }
.badge { font-size: 0.75rem; padding: 0.1rem 0.5rem; border: 1px solid #747775; border-radius: 1rem; }
h1 { font-size: 1.75rem; font-weight: 400; margin: 0 0 0.5rem; }
h2 { font-size: 1.1rem; font-weight: 500; margin: 2rem 0 0.25rem; }
.lead { margin: 0 0 1.5rem; }
.accounts { list-style: none; margin: 0; padding: 0; border-top: 1px solid #c4c7c5; }
.accounts li { border-bottom: 1px solid #c4c7c5; }
.account { display: flex; gap: 0.75rem; align-items: center; width: 100%; padding: 0.75rem 0.5rem;
  background: none; border: 0; text-align: left; font: inherit; color: inherit; cursor: pointer; }
.account:hover, .account:focus-visible { background: #e8f0fe; }
.avatar { display: inline-grid; place-items: center; width: 2rem; height: 2rem; border-radius: 50%;
  background: #0b57d0; color: #fff; font-size: 0.85rem; }
.who { display: flex; flex-direction: column; }
.name { font-weight: 500; }
.email, .hint, .optional, .notice { color: #444746; font-size: 0.875rem; }
.another label { display: block; margin: 0.75rem 0 0.25rem; }
.another input { box-sizing: border-box; width: 100%; padding: 0.75rem; font: inherit;
  border: 1px solid #747775; border-radius: 0.25rem; }
button.primary, .cancel button { margin-top: 1rem; padding: 0.6rem 1.5rem; border-radius: 1.25rem; font: inherit; cursor: pointer; }
button.primary { background: #0b57d0; color: #fff; border: 0; }
.cancel button { background: none; color: #0b57d0; border: 1px solid #747775; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.notice { margin: 2rem 0 0; }
`;
