/**
 * Reprices the golden price table on purpose: every row's price in pence is worked out again from
 * the seeded rates (`defaultRates`) and written back, vehicles and plans untouched. Run it only
 * when a price change is meant, and have the table's diff reviewed with the change:
 *
 *   npx tsx packages/domain/scripts/reprice-golden-table.ts
 *
 * To add a row, add it to the file with any price and run this.
 */
// Tooling beside the domain, not the domain: the one place that writes the table.
// eslint-disable-next-line no-restricted-imports
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatGoldenTable, goldenTableSchema, repriced } from '../src/pricing/golden-table';
import { defaultRates } from '../src/pricing/rates';

const file = fileURLToPath(new URL('../src/pricing/golden-prices.json', import.meta.url));
const before = goldenTableSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
const after = repriced(before, defaultRates);
writeFileSync(file, formatGoldenTable(after));

const changed = after.prices.filter((row, i) => row.pence !== before.prices[i]?.pence);
console.log(`${after.prices.length} prices, ${changed.length} changed`);
for (const row of changed) console.log(`  ${row.vehicle} ${row.plan}: ${row.pence} pence`);
