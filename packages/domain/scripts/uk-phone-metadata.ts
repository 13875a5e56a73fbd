/**
 * Writes the +44 part of libphonenumber's full metadata to src/uk/phone-metadata-44.json (see
 * src/uk/phone-metadata.ts). Run it after upgrading libphonenumber-js:
 *
 *   npx tsx packages/domain/scripts/uk-phone-metadata.ts
 */
// Tooling beside the domain, not the domain: the one place that writes the file.
// eslint-disable-next-line no-restricted-imports
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import full from 'libphonenumber-js/metadata.max.json';
import { plus44Metadata } from '../src/uk/phone-metadata';

const file = fileURLToPath(new URL('../src/uk/phone-metadata-44.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(plus44Metadata(full), null, 2)}\n`);
console.log(`written ${file}`);
