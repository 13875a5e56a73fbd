/**
 * The customer's answers about the breakdown (DESIGN §8.1), zod-free so the claim form's options
 * load without the schemas: whether the vehicle is safe to drive, and any warning lights.
 */

export const safeToDriveAnswers = ['yes', 'no', 'not-sure'] as const;
export const safeToDriveLabels: Record<(typeof safeToDriveAnswers)[number], string> = {
  yes: 'Yes',
  no: 'No',
  'not-sure': 'Not sure',
};

export const warningLightAnswers = ['none', 'amber', 'red'] as const;
export const warningLightLabels: Record<(typeof warningLightAnswers)[number], string> = {
  none: 'No warning lights',
  amber: 'An amber or yellow warning light',
  red: 'A red warning light',
};
