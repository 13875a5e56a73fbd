// Debian's Chromium as the measuring scripts start it: headless on a closed network, so nothing
// it would fetch in the background (updates, sync, first-run pages) reaches out or skews a figure.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
