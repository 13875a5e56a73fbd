import type { GarageEstimateRequest } from '@kestrel/domain/schemas/claim-estimate';
import type { Garage } from '@kestrel/domain/schemas/claim-fields';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { and, eq } from 'drizzle-orm';
import { allocateReference } from './allocate-reference';
import { hashToken, newSecretToken } from '../modules/accounts';
import { claimEmails } from '../modules/claims';
import { queueEmail } from '../modules/outbox';
import { demoEstimatePdf, demoWarningLightPhoto } from './seed-claim-files';
import type { ClaimAudience } from '@kestrel/domain/claims/claim-audiences';
import { claimEvents, claimFiles, claimGarageLinks, claims, users, warranties, type ClaimEventKind } from './schema';
import type { Executor } from './tx';

/** The demo garage: its e-mails, the private link among them, are in the outbox (docs/claims.md). */
export const demoGarage: Garage = {
  name: 'Harrogate Motor Services',
  address: '14 Station Parade, Harrogate',
  postcode: 'HG1 1TE',
  phone: '01423 496000',
  email: 'workshop@harrogate-motors.example',
  vatNumber: 'GB980780684',
};

const paidEstimate: GarageEstimateRequest = {
  diagnosis: 'Alternator bearing seized; the alternator no longer charges.',
  vatNumber: 'GB980780684',
  lines: [
    {
      kind: 'part',
      description: 'Alternator',
      part: 'not-listed',
      cause: 'sudden-failure',
      quantity: 1,
      unitPrice: 24_000,
    },
    {
      kind: 'labour',
      description: 'Fit alternator',
      part: 'not-listed',
      cause: 'sudden-failure',
      hours: 2,
      ratePerHour: 6_500,
    },
  ],
};

const day = 86_400_000;

/**
 * The demo customer's claims on the van in force (MA70KTE): one paid (the alternator, 40 days
 * ago, with the customer's photo and the garage's estimate PDF), and one awaiting the garage's
 * estimate, whose garage link e-mail is in the outbox.
 */
export async function seedDemoClaims(tx: Executor, email: string, baseUrl: string, now: Date): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id, firstname: users.firstname, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  if (!owner) return;
  const [warranty] = await tx
    .select()
    .from(warranties)
    .where(and(eq(warranties.userId, owner.id), eq(warranties.registration, 'MA70KTE')));
  if (!warranty) return;
  const at = (daysAgo: number, hour = 10) =>
    new Date(now.getTime() - daysAgo * day + hour * 3_600_000 - 12 * 3_600_000);

  /** A claim of the demo customer on the demo van at the demo garage: its fault `daysAgo`, reported the day after. */
  const reported = async (
    daysAgo: number,
    milesSinceSale: number,
    whatHappened: string,
    answers: Pick<typeof claims.$inferInsert, 'safeToDrive' | 'warningLights'>,
  ) => ({
    reference: await allocateReference(tx, 'claim', now),
    warrantyId: warranty.id,
    userId: owner.id,
    faultDate: londonToday(at(daysAgo)),
    mileage: warranty.mileage + milesSinceSale,
    whatHappened,
    ...answers,
    garage: demoGarage,
    createdAt: at(daysAgo - 1),
    updatedAt: at(daysAgo - 1),
  });

  const batteryFault = 'The battery light came on and the van died at a junction.';
  const [paid] = await tx
    .insert(claims)
    .values({
      ...(await reported(42, 3_100, batteryFault, { safeToDrive: 'no', warningLights: 'red' })),
      status: 'paid',
      estimate: paidEstimate,
      estimateReceivedAt: at(40),
      authorisedAmount: 44_400,
      authorisedAt: at(39),
      invoice: { number: 'HMS-20417', date: londonToday(at(36)), amount: 44_400 },
      paymentReference: 'BACS-DEMO-0001',
      paidOn: londonToday(at(33)),
      updatedAt: at(33),
    })
    .returning();
  if (!paid) return;
  // Each note with the audience the use cases give it (docs/claims.md "Who reads a note").
  const events: [ClaimEventKind, 'customer' | 'garage' | 'staff', number, string | null, ClaimAudience][] = [
    ['reported', 'customer', 41, batteryFault, 'customer'],
    ['garage-link-sent', 'customer', 41, null, 'everyone'],
    ['file-added', 'customer', 41, 'Photo: battery warning light.jpg', 'customer'],
    ['file-added', 'garage', 40, 'Estimate: estimate HMS-E-20398.pdf', 'everyone'],
    ['send-estimate', 'garage', 40, paidEstimate.diagnosis, 'everyone'],
    ['authorise', 'staff', 39, null, 'everyone'],
    ['send-invoice', 'garage', 36, 'Invoice HMS-20417', 'everyone'],
    ['mark-paid', 'staff', 33, 'Payment reference BACS-DEMO-0001', 'everyone'],
  ];
  await tx.insert(claimEvents).values(
    events.map(([kind, actor, daysAgo, note, audience]) => ({
      claimId: paid.id,
      kind,
      actor,
      actorId: actor === 'customer' ? owner.id : null,
      note,
      audience,
      createdAt: at(daysAgo),
    })),
  );
  // Its files: the customer's photo of the warning light and the garage's estimate document.
  await tx.insert(claimFiles).values([
    {
      claimId: paid.id,
      kind: 'photo',
      uploadedBy: 'customer',
      filename: 'battery warning light.jpg',
      contentType: 'image/jpeg',
      size: demoWarningLightPhoto.length,
      data: demoWarningLightPhoto,
      createdAt: at(41),
    },
    {
      claimId: paid.id,
      kind: 'estimate',
      uploadedBy: 'garage',
      filename: 'estimate HMS-E-20398.pdf',
      contentType: 'application/pdf',
      size: demoEstimatePdf.length,
      data: demoEstimatePdf,
      createdAt: at(40),
    },
  ]);

  const [open] = await tx
    .insert(claims)
    .values(
      await reported(2, 4_800, 'A grinding noise from the gearbox, and second gear will not engage.', {
        safeToDrive: 'not-sure',
        warningLights: 'none',
      }),
    )
    .returning();
  if (!open) return;
  await tx.insert(claimEvents).values([
    {
      claimId: open.id,
      kind: 'reported',
      actor: 'customer',
      actorId: owner.id,
      note: open.whatHappened,
      audience: 'customer',
      createdAt: at(1),
    },
    {
      claimId: open.id,
      kind: 'garage-link-sent',
      actor: 'customer',
      actorId: owner.id,
      audience: 'everyone',
      createdAt: at(1, 11),
    },
  ]);
  const token = newSecretToken();
  await tx.insert(claimGarageLinks).values({ claimId: open.id, tokenHash: hashToken(token) });
  const parties = { claim: open, warranty, customer: owner };
  await queueEmail(tx, claimEmails.garageLink(parties, baseUrl, token));
}
