/** A day `offsetDays` from today, as YYYY-MM-DD. */
const isoDay = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * What the web app sends to create-paypal-order for a guest's typed-in 2020 Vauxhall Astra
 * (registration `registration`), starting tomorrow on `plan`: the scripts' purchases and the
 * API's shutdown test buy the same vehicle.
 */
export function typedVehicleOrder(registration, plan, termsVersion) {
  const vehicle = {
    reg_num: registration,
    make: 'VAUXHALL',
    model: 'ASTRA',
    fuel_type: 'petrol',
    date_first_reg: '2020-06-01',
    size: 1399,
    mileage: 38_000,
    drive_type: '2WD',
    bhp: 143,
  };
  return {
    planID: plan,
    bhp: vehicle.bhp,
    eng_size: vehicle.size,
    drive_type: vehicle.drive_type,
    warrantyData: {
      vehicleDetails: vehicle,
      start_date: isoDay(1),
      vehicleInfo: { purchase_date: isoDay(-120), service_history: true },
      plan,
    },
    declaration: true,
    termsVersion,
  };
}
