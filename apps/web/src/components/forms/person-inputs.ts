/**
 * The input attributes of a person's details, as the shared schemas bound them (each form keeps
 * its own labels and order): the registration, Google details and profile forms.
 */
export const personInputs = {
  firstname: { autoComplete: 'given-name', required: true, maxLength: 50 },
  lastname: { autoComplete: 'family-name', required: true, maxLength: 50 },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', required: true, maxLength: 20 },
  address: { autoComplete: 'street-address', required: true, maxLength: 200 },
  city: { autoComplete: 'address-level2', required: true, maxLength: 100 },
  postcode: { autoComplete: 'postal-code', autoCapitalize: 'characters', required: true, maxLength: 10 },
} as const;
