import { parseArgs } from 'node:util';
import { sinceMs } from '@kestrel/domain/schemas/payments-audit';
import { createPaypalAdapter } from '../adapters/payments/paypal-adapter';
import { auditProviderTransactions, PAYPAL_LISTING_DELAY_MS } from '../modules/payments';
import { runCli } from './run-cli';

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/**
 * `npm run payments:audit -- --since 1h` (or 24h, 7d; at most 31d): PayPal's captures in the
 * window (Transaction Search) that we have no order for, that no order recorded, or whose amount
 * differs, and its refunds that we have no record of, with what is known of each, so staff can
 * rebuild the order, refund the capture or look into the refund. Uses the server's DATABASE_URL
 * (or DATA_DIR) and PayPal settings. Exit code 0 when everything is accounted for, 2 when not.
 * A capture's line starts with its problem and ends with `custom_id <our order id>` (the restore
 * drills read both); a refund's starts `unrecorded-refund`.
 */
runCli(
  () => {
    const { values } = parseArgs({ options: { since: { type: 'string', default: '24h' } } });
    if (!/^\d{1,3}[hd]$/.test(values.since))
      throw new Error('Usage: npm run payments:audit -- --since 1h (h or d, at most 31d)');
    return values.since;
  },
  async (since, { config, database }) => {
    const to = new Date();
    const from = new Date(to.getTime() - sinceMs(since));
    const report = await auditProviderTransactions(database.db, createPaypalAdapter(config.payments), from, to);
    console.log(
      `PayPal captures from ${report.from} to ${report.to}: ${report.listed} listed (and ${report.refundsListed} refunds), ${report.findings.length} not accounted for`,
    );
    for (const finding of report.findings) {
      if (finding.problem === 'unrecorded-refund') {
        console.log(
          `  ${finding.problem} ${finding.refundId}  ${pounds(finding.amount)}  ${finding.refundedAt}  of capture ${finding.captureId ?? '?'}  order ${finding.orderReference ?? '(not ours)'}  warranty ${finding.warrantyReference ?? '(none)'}`,
        );
        continue;
      }
      const amounts =
        finding.orderAmount === null
          ? pounds(finding.amount)
          : `${pounds(finding.amount)} (our order: ${pounds(finding.orderAmount)})`;
      console.log(
        `  ${finding.problem.padEnd(10)} ${finding.captureId}  ${amounts}  ${finding.capturedAt}  payer ${finding.payerName ?? '?'} <${finding.payerEmail ?? '?'}>  custom_id ${finding.customId ?? '(none)'}`,
      );
    }
    console.log(
      `PayPal lists a capture or refund up to ${PAYPAL_LISTING_DELAY_MS / 3_600_000} hours after it is made: run again later for the last hours.`,
    );
    return report.findings.length > 0 ? 2 : 0;
  },
);
