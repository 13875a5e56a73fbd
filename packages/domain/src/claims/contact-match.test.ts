import { describe, expect, it } from 'vitest';
import { contactMatches, type ContactDetails } from './contact-match';
import type { ContactMatch } from './risk-signals';

const customer: ContactDetails = {
  email: 'jo.bloggs@example.com',
  phone: '+447911123456',
  address: '7 Mill Lane',
  postcode: 'LS6 2AB',
};

describe('contactMatches', () => {
  it.each<[string, Partial<ContactDetails>, ContactMatch[]]>([
    [
      'nothing alike',
      { email: 'desk@garage.test', phone: '0113 496 0000', address: '1 Kirkstall Road', postcode: 'LS3 1HS' },
      [],
    ],
    ['e-mail in another case, with spaces', { email: ' Jo.Bloggs@Example.COM ' }, ['email']],
    ['the mobile in national form', { phone: '07911 123456' }, ['phone']],
    ['the address written differently', { address: '7, mill lane', postcode: 'ls62ab' }, ['address']],
    ['the postcode alone', { address: '9 Mill Lane', postcode: 'LS6 2AB' }, []],
  ])('%s', (_name, garage, expected) => {
    const other = {
      email: 'desk@garage.test',
      phone: '0113 496 0000',
      address: '1 Kirkstall Road',
      postcode: 'LS3 1HS',
    };
    expect(contactMatches({ ...other, ...garage }, customer)).toEqual(expected);
  });
});
