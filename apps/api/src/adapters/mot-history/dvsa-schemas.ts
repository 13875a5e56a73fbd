import { z } from 'zod';

/*
 * The DVSA MOT History API's wire format (CONTRACTS §6), checked before the domain reads it.
 * Every field but `registration` is optional and may be null; unknown fields are ignored.
 */
const text = z.string().nullish();

const defectSchema = z.object({ text, type: text, dangerous: z.boolean().nullish() });

const motTestSchema = z.object({
  completedDate: text,
  testResult: text,
  expiryDate: text,
  odometerValue: z.union([z.string(), z.number().transform(String)]).nullish(),
  odometerUnit: text,
  odometerResultType: text,
  motTestNumber: text,
  defects: z.array(defectSchema).nullish(),
  rfrAndComments: z.array(defectSchema).nullish(),
});

export const dvsaVehicleSchema = z.object({
  registration: z.string().min(1),
  make: text,
  model: text,
  firstUsedDate: text,
  registrationDate: text,
  motTestDueDate: text,
  motTests: z.array(motTestSchema).nullish(),
});

export const dvsaErrorSchema = z.object({ errorCode: z.string(), errorMessage: z.string().optional() });

/** Microsoft Entra ID's client-credentials answer. */
export const tokenAnswerSchema = z.object({
  token_type: z.string().optional(),
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});
