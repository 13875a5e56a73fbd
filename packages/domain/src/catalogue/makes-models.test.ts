import { describe, expect, it } from 'vitest';
import { canonicalMake, compareVehicleNames, modelsOf, vehicleMakes } from './makes-models';

const isSorted = (names: readonly string[]) =>
  names.every((name, i) => i === 0 || compareVehicleNames(names[i - 1]!, name) < 0);
const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('vehicleMakes', () => {
  const makes = vehicleMakes();

  it('lists at least 35 makes A–Z, each once', () => {
    expect(makes.length).toBeGreaterThanOrEqual(35);
    expect(isSorted(makes)).toBe(true);
    expect(new Set(makes.map(folded)).size).toBe(makes.length);
  });

  it('includes the makes of the UK car and van market', () => {
    expect(makes).toEqual(
      expect.arrayContaining([
        ...['Abarth', 'Alfa Romeo', 'Audi', 'BMW', 'Citroen', 'Cupra', 'Dacia', 'DS', 'Fiat', 'Ford', 'Honda'],
        ...['Hyundai', 'Isuzu', 'Jaguar', 'Jeep', 'Kia', 'Land Rover', 'LEVC', 'Lexus', 'MAN', 'Mazda'],
        ...['Mercedes-Benz', 'MG', 'MINI', 'Mitsubishi', 'Nissan', 'Peugeot', 'Polestar', 'Porsche', 'Renault'],
        ...['SEAT', 'Skoda', 'Smart', 'SsangYong', 'Subaru', 'Suzuki', 'Tesla', 'Toyota', 'Vauxhall', 'Volkswagen'],
        'Volvo',
      ]),
    );
  });

  it('sorts case-insensitively', () => {
    expect(makes.indexOf('MG')).toBeLessThan(makes.indexOf('MINI'));
    expect(makes.indexOf('MINI')).toBeLessThan(makes.indexOf('Mitsubishi'));
    expect(makes.indexOf('Seat')).toBe(-1);
  });

  it('hands out a copy, so a caller cannot change the catalogue', () => {
    vehicleMakes().splice(0);
    expect(vehicleMakes()).toEqual(makes);
  });
});

describe('modelsOf', () => {
  it.each(vehicleMakes())('%s has at least 3 distinct models, sorted, with clean names', (make) => {
    const models = modelsOf(make) ?? [];
    expect(models.length).toBeGreaterThanOrEqual(3);
    expect(isSorted(models)).toBe(true);
    expect(new Set(models.map(folded)).size).toBe(models.length);
    for (const model of models) expect(model).toMatch(/^\S(.*\S)?$/);
  });

  it.each([
    [
      'Ford',
      ['Fiesta', 'Focus', 'Kuga', 'Puma', 'Ranger', 'Transit', 'Transit Connect', 'Transit Courier', 'Transit Custom'],
    ],
    ['Volkswagen', ['Golf', 'Polo', 'Transporter', 'Caddy', 'Crafter', 'Amarok']],
    ['Mercedes-Benz', ['Sprinter', 'Vito', 'Citan', 'C-Class']],
    ['Vauxhall', ['Corsa', 'Astra', 'Vivaro', 'Movano', 'Combo']],
    ['Citroen', ['Berlingo', 'Dispatch', 'Relay']],
    ['Peugeot', ['Partner', 'Expert', 'Boxer', '208']],
    ['Renault', ['Trafic', 'Master', 'Kangoo', 'Clio']],
    ['Toyota', ['Hilux', 'Proace', 'Yaris']],
    ['Nissan', ['Navara', 'NV200', 'Qashqai']],
  ])('%s includes its vans and best sellers', (make, expected) => {
    expect(modelsOf(make)).toEqual(expect.arrayContaining(expected));
  });

  it('orders numbered models by value', () => {
    const bmw = modelsOf('BMW') ?? [];
    expect(bmw.indexOf('2 Series')).toBeLessThan(bmw.indexOf('3 Series'));
    const peugeot = modelsOf('Peugeot') ?? [];
    expect(peugeot.indexOf('308')).toBeLessThan(peugeot.indexOf('2008'));
  });

  it.each([['ford'], ['FORD'], [' Ford '], ['fOrD']])('matches the make %j whatever its case', (make) => {
    expect(modelsOf(make)).toEqual(modelsOf('Ford'));
  });

  it.each([
    ['Citroën', 'Citroen'],
    ['CITROEN', 'Citroen'],
    ['Škoda', 'Skoda'],
    ['mercedes-benz', 'Mercedes-Benz'],
    ['land rover', 'Land Rover'],
    ['Mini', 'MINI'],
  ])('spells %j as %j', (asked, make) => {
    expect(canonicalMake(asked)).toBe(make);
    expect(modelsOf(asked)).toEqual(modelsOf(make));
  });

  it.each([['Trabant'], [''], ['   '], ['Ford Transit'], ['Mercedes']])(
    'answers null for the unknown make %j',
    (make) => {
      expect(modelsOf(make)).toBeNull();
      expect(canonicalMake(make)).toBeNull();
    },
  );

  it('hands out a copy, so a caller cannot change the catalogue', () => {
    modelsOf('Ford')?.splice(0);
    expect(modelsOf('Ford')).toContain('Transit');
  });
});
