import { errorCodes } from '@kestrel/domain/schemas/errors';
import { AppError } from '../../lib/errors';

/** The vehicle-history module's typed errors. */
export const historyErrors = {
  /** A refused history: the verdict's message, under the request field it concerns. */
  refused: (message: string, field: string) =>
    new AppError(409, errorCodes.historyRefused, message, { [field]: message }),
};
