import { z } from 'zod';

// Zod compiles validators with `new Function` unless told not to; our Content-Security-Policy
// forbids eval, so validate without it. Imported by every module of the web app that parses.
z.config({ jitless: true });

export { z };
