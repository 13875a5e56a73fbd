import { describe, expect, it } from 'vitest';
import { plateAgeProblem, plateEarliestRegistration } from './plate-age';

describe('plateEarliestRegistration', () => {
  it.each([
    ['ER19 ABX', '2019-03-01'],
    ['AB69 CDE', '2019-09-01'],
    ['AB02 CDE', '2002-03-01'],
    ['AB51 CDE', '2001-09-01'],
    ['AB74 CDE', '2024-09-01'],
    ['AB25 CDE', '2025-03-01'],
    ['M123 ABC', '1994-08-01'],
    ['t5 abc', '1999-03-01'],
    ['Y7 ABC', '2001-03-01'],
    ['ABC 123A', '1963-01-01'],
    ['ABC 123Y', '1982-08-01'],
    ['KFZ 7', null],
    ['1234 AB', null],
    ['nonsense!', null],
  ])('%s → %s', (registration, earliest) => {
    expect(plateEarliestRegistration(registration)).toBe(earliest);
  });
});

describe('plateAgeProblem', () => {
  it.each([
    // A plate never makes a vehicle look newer than it is.
    ['ER19ABX', '2004-03-15', true],
    ['ER19ABX', '2019-02-28', true],
    ['ER19ABX', '2019-03-01', false],
    ['AB69CDE', '2019-08-31', true],
    ['AB69CDE', '2019-09-01', false],
    ['M123ABC', '1994-07-31', true],
    ['ABC123Y', '1982-07-01', true],
    // An older plate on a newer vehicle (a cherished mark) passes.
    ['AB12CDE', '2020-06-01', false],
    ['M123ABC', '2015-01-01', false],
    ['ABC123A', '2010-05-05', false],
    // Dateless and Northern Ireland marks carry no date.
    ['KFZ7', '1950-01-01', false],
    ['1234AB', '2020-01-01', false],
  ])('%s first registered %s → refused: %s', (registration, firstRegistered, refused) => {
    expect(plateAgeProblem(registration, firstRegistered) !== null).toBe(refused);
  });

  it('says when the plate was first issued and what to check', () => {
    expect(plateAgeProblem('er19 abx', '2004-03-15')).toBe(
      'The registration ER19ABX was first issued in March 2019, so the vehicle cannot have been first registered before then. Please check the date on the V5C logbook.',
    );
  });
});
