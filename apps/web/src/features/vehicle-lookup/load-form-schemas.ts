import { lazySchemas } from '~/lib/forms/lazy-schema';

/** The vehicle forms' schemas (from the shared ones), fetched on first focus or submit. */
const schema = lazySchemas(() => import('./form-schemas'));

export const vehicleSchemas = {
  step: schema((m) => m.vehicleStepSchema),
  instantPrice: schema((m) => m.instantPriceSchema),
  findRegistration: schema((m) => m.findRegistrationSchema),
  mileageAndPower: schema((m) => m.mileageAndPowerSchema),
  manual: schema((m) => m.manualVehicleSchema),
};
