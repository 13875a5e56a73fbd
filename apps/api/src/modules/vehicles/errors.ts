import { notFound, providerUnavailable } from '../../lib/errors';

/** The vehicles module's typed errors and the messages they carry. */
export const vehicleErrors = {
  providerUnavailable: () =>
    providerUnavailable(
      "We couldn't reach the vehicle data service just now. Please try again, or enter your vehicle details manually.",
    ),
  notFound: (registration: string) =>
    notFound(
      `We couldn't find a vehicle with the registration ${registration}. Please check it, or enter your vehicle details manually.`,
    ),
  unknownMake: (make: string) => notFound(`We do not list the make "${make}". Choose a make from the list.`),
};
