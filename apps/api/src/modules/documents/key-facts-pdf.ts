import type { KeyFactsDocument } from '@kestrel/domain/purchase/key-facts-document';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { drawBullets, drawHeading, drawTitle, renderPdf, type Pdf } from './pdf-layout';

function drawKeyFacts(doc: Pdf, { title, planName, sections }: KeyFactsDocument) {
  drawTitle(doc, title, planName);
  for (const section of sections) {
    drawHeading(doc, section.heading);
    drawBullets(doc, section.lines);
  }
}

/** The key facts of a plan as a tagged PDF, from the same data as the page and the payment page. */
export function keyFactsPdf(document: KeyFactsDocument, createdAt: Date): Promise<Buffer> {
  return renderPdf((doc) => drawKeyFacts(doc, document), {
    title: `Key facts: ${document.planName} – ${siteConfig.brand}`,
    subject: `Key facts of the ${document.planName} warranty`,
    createdAt,
  });
}
