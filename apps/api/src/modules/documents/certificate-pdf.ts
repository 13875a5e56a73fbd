import { benefitLines } from '@kestrel/domain/catalogue/benefits';
import { coverLevel } from '@kestrel/domain/catalogue/levels';
import { claimRulesFor } from '@kestrel/domain/claims/claim-rules';
import { claimPaymentLines } from '@kestrel/domain/purchase/key-facts';
import { extrasCoveredBy, listedComponents, type Extra } from '@kestrel/domain/catalogue/parts';
import { formatPrice } from '@kestrel/domain/pricing/money';
import { pricePaidLine } from '@kestrel/domain/payments/price-paid';
import { siteConfig } from '@kestrel/domain/site/site-config';
import type { CertificateData } from './document-data';
import {
  drawBullets,
  drawHeading,
  drawParagraph,
  drawRows,
  drawTitle,
  productWording,
  renderPdf,
  type Pdf,
} from './pdf-layout';
import { ukLongDate } from '@kestrel/domain/uk/long-date';

/** Spec §9: days after purchase in which a registration omission may be amended, if no repairs were made. */
const AMEND_WINDOW_DAYS = 30;

/** Said when the look-up failed and the customer typed the vehicle's details (DESIGN §2 "Price integrity"). */
export const unverifiedVehicleNote = 'These vehicle details were supplied by the customer and checked at inspection.';

/** What the holder does first when the vehicle breaks down or needs a repair. */
export const whatToDo = [
  `If you break down, day or night: make yourself and your passengers safe, then call our breakdown partner on ${siteConfig.breakdownPhone}. Have your registration and this certificate to hand.`,
  `Before any repair starts, call us first on ${siteConfig.supportPhone} (${siteConfig.hours.repairs}) so that we can authorise it; the garage may call us for you.`,
];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The extra's own limit at this level, or "Included" when only the claim limit applies to it. */
function extraLimit(extra: Extra, level: CertificateData['warranty']['level']): string {
  const cover = extra.cover[level];
  return (cover.covered && cover.limit) || 'Included';
}

function keyTerms(claimLimit: string): string[] {
  return [
    `${productWording.discretionary} We consider each claim on its merits against our terms of service and ` +
      `your cover level. ${productWording.arbiter}`,
    `You may make any number of claims during your cover, each paid up to the claim limit of ${claimLimit} per ` +
      'claim, including parts, labour and any diagnosis your level includes.',
    `Repairs must be authorised by us before any work starts: call ${siteConfig.supportPhone} ` +
      `(${siteConfig.hours.repairs}). Work carried out without our authorisation may not be paid.`,
    `If you left something out of the details you registered, such as the registration, you may ask us to amend ` +
      `them within ${AMEND_WINDOW_DAYS} days of purchase, provided no repairs have been made to the vehicle.`,
    productWording.cancellation,
    `This certificate and our terms of service (${siteConfig.canonicalOrigin}/terms-of-service), which include ` +
      'what is not covered, together form your agreement with us.',
  ];
}

function drawCertificate(doc: Pdf, { customer, warranty, issuedOn }: CertificateData) {
  const level = coverLevel(warranty.level);
  const claimLimit = formatPrice(warranty.claimLimitPence);
  drawTitle(doc, 'Warranty certificate', `Certificate number ${warranty.reference}`);

  drawHeading(doc, 'Warranty holder');
  const address = customer.address?.trim();
  drawRows(
    doc,
    address
      ? [
          ['Name', customer.name],
          ['Address', address],
        ]
      : [['Name', customer.name]],
  );

  drawHeading(doc, 'Cover');
  // Paid monthly, the price has not all been paid: the line says how much has been collected.
  const price = pricePaidLine(warranty.pricePence, warranty.monthlyCollectedPence);
  drawRows(doc, [
    ['Plan', warranty.planName],
    ['Cover level', `${level.name} (${level.componentCoverage.toLowerCase()})`],
    ['Claim limit', `${claimLimit} per claim`],
    ['Period', `${warranty.months} months, ${ukLongDate(warranty.startDate)} to ${ukLongDate(warranty.expiryDate)}`],
    [price.label, price.value],
    ['Issued on', ukLongDate(issuedOn)],
  ]);

  drawHeading(doc, 'Vehicle');
  drawRows(doc, [
    ['Registration', warranty.registration],
    ['Make and model', `${warranty.make} ${warranty.model}`],
    ['Fuel', capitalised(warranty.fuelType)],
    ['Engine size', warranty.engineSize > 0 ? `${warranty.engineSize} cc` : 'Not applicable'],
    ['First registered', ukLongDate(warranty.firstRegistered)],
    ['Mileage at purchase', `${warranty.mileage.toLocaleString('en-GB')} miles`],
  ]);
  if (!warranty.vehicleVerified) drawParagraph(doc, unverifiedVehicleNote);

  drawHeading(doc, 'Included with your plan');
  drawRows(
    doc,
    benefitLines(warranty.level).map((benefit) => [benefit.name, benefit.text]),
    [150],
  );

  drawHeading(doc, 'How a claim is paid');
  drawBullets(doc, claimPaymentLines(warranty.level, claimRulesFor(warranty.claimRulesVersion)));

  drawHeading(doc, 'When you break down or need a repair');
  drawBullets(doc, whatToDo);

  drawHeading(doc, 'Covered parts');
  drawParagraph(doc, 'The listed parts covered at every level:');
  drawBullets(doc, listedComponents);

  drawHeading(doc, `Extras included in ${level.name}`);
  const included = extrasCoveredBy(warranty.level);
  if (included.length === 0) {
    drawParagraph(doc, `The ${level.name} level covers the listed parts only; it includes none of the extras.`);
  } else {
    drawParagraph(
      doc,
      'Extras are paid within the claim limit; where an extra has its own limit, that limit applies within it.',
    );
    const rows = included.map((extra) => [extra.name, `${extraLimit(extra, warranty.level)}\n${extra.detail}`]);
    drawRows(doc, rows, [215]);
  }

  drawHeading(doc, 'Key terms');
  drawBullets(doc, keyTerms(claimLimit));
}

/** The warranty certificate (DESIGN §2 "Documents"): holder, cover, vehicle, parts, extras and key terms, as a PDF. */
export function certificatePdf(data: CertificateData): Promise<Buffer> {
  return renderPdf((doc) => drawCertificate(doc, data), {
    title: `Warranty certificate ${data.warranty.reference} – ${siteConfig.brand}`,
    subject: `${data.warranty.planName}, ${data.warranty.registration}`,
    createdAt: new Date(`${data.issuedOn}T00:00:00Z`),
  });
}
