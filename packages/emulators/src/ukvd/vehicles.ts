/**
 * The emulator's data set: realistic UK vehicles as the DVLA and SMMT would describe them.
 * Registrations carry the age identifier of their first registration. `typicalMileage` is not
 * part of the provider's answer (VehicleData has no odometer); tests and demos use it as the
 * mileage a customer would type.
 */
export interface EmulatedVehicle {
  vrm: string;
  make: string;
  model: string;
  variant: string;
  fuel: 'PETROL' | 'DIESEL' | 'ELECTRICITY' | 'HYBRID ELECTRIC';
  drive: '4X2' | '4X4';
  /** Engine capacity in cc; 0 for a battery-electric vehicle. */
  cc: number;
  bhp: number;
  firstRegistered: string;
  /** Type approval: M1 passenger car, N1 light goods vehicle (van, pick-up). */
  typeApproval: 'M1' | 'N1';
  body: string;
  colour: string;
  transmission: 'Manual' | 'Automatic';
  typicalMileage: number;
}

type Row = [
  vrm: string,
  make: string,
  model: string,
  variant: string,
  fuel: EmulatedVehicle['fuel'],
  drive: EmulatedVehicle['drive'],
  cc: number,
  bhp: number,
  firstRegistered: string,
  typeApproval: EmulatedVehicle['typeApproval'],
  body: string,
  colour: string,
  transmission: EmulatedVehicle['transmission'],
  typicalMileage: number,
];

const rows: Row[] = [
  ['AB12CDE', 'FORD', 'FOCUS', 'ZETEC 1.6', 'PETROL', '4X2', 1596, 123, '2012-03-15', 'M1', 'HATCHBACK', 'BLUE', 'Manual', 84_000],
  ['KM12AKK', 'VOLKSWAGEN', 'GOLF', 'SE TDI 1.6', 'DIESEL', '4X2', 1598, 104, '2012-04-02', 'M1', 'HATCHBACK', 'SILVER', 'Manual', 112_500],
  ['AA19AAA', 'VAUXHALL', 'CORSA', 'SRI 1.4', 'PETROL', '4X2', 1398, 89, '2019-05-10', 'M1', 'HATCHBACK', 'RED', 'Manual', 31_200],
  ['AA19EEE', 'NISSAN', 'LEAF', 'N-CONNECTA 40KWH', 'ELECTRICITY', '4X2', 0, 148, '2019-06-01', 'M1', 'HATCHBACK', 'WHITE', 'Automatic', 38_900],
  ['AA19PPP', 'TOYOTA', 'PRIUS', 'BUSINESS EDITION PLUS VVT-I', 'HYBRID ELECTRIC', '4X2', 1798, 121, '2019-03-20', 'M1', 'HATCHBACK', 'GREY', 'Automatic', 96_400],
  ['AA19DSL', 'BMW', '3 SERIES', '320D SE', 'DIESEL', '4X2', 1995, 188, '2019-04-11', 'M1', 'SALOON', 'BLACK', 'Automatic', 67_000],
  ['AA19MOT', 'FORD', 'FIESTA', 'TITANIUM ECOBOOST', 'PETROL', '4X2', 999, 99, '2019-07-01', 'M1', 'HATCHBACK', 'WHITE', 'Manual', 28_700],
  ['AA19SRN', 'RENAULT', 'CLIO', 'PLAY TCE 90', 'PETROL', '4X2', 898, 89, '2019-08-01', 'M1', 'HATCHBACK', 'ORANGE', 'Manual', 41_300],
  ['AA19AMP', 'TESLA', 'MODEL 3', 'LONG RANGE AWD', 'ELECTRICITY', '4X4', 0, 346, '2019-06-14', 'M1', 'SALOON', 'WHITE', 'Automatic', 58_800],
  ['LC21XYZ', 'KIA', 'SPORTAGE', 'GT-LINE S HEV AWD', 'HYBRID ELECTRIC', '4X4', 1598, 226, '2021-04-09', 'M1', 'ESTATE', 'GREY', 'Automatic', 22_600],
  ['MA70KTE', 'FORD', 'TRANSIT CUSTOM', '300 LEADER ECOBLUE', 'DIESEL', '4X2', 1995, 128, '2020-10-05', 'N1', 'PANEL VAN', 'WHITE', 'Manual', 74_100],
  ['YD68VAN', 'VOLKSWAGEN', 'TRANSPORTER', 'T30 HIGHLINE TDI 4MOTION', 'DIESEL', '4X4', 1968, 148, '2018-11-22', 'N1', 'PANEL VAN', 'GREY', 'Manual', 103_000],
  ['WR16PLM', 'MERCEDES-BENZ', 'SPRINTER', '314 CDI', 'DIESEL', '4X2', 2143, 141, '2016-05-18', 'N1', 'PANEL VAN', 'WHITE', 'Manual', 187_000],
  ['GN07HBC', 'LAND ROVER', 'DISCOVERY', '3 TDV6 HSE', 'DIESEL', '4X4', 2720, 188, '2007-04-27', 'M1', 'ESTATE', 'GREEN', 'Automatic', 158_000],
  ['BT57FJK', 'HONDA', 'CIVIC', 'SE I-VTEC', 'PETROL', '4X2', 1799, 138, '2007-11-03', 'M1', 'HATCHBACK', 'SILVER', 'Manual', 121_700],
  ['SF56LKD', 'TOYOTA', 'YARIS', 'T2 VVT-I', 'PETROL', '4X2', 998, 68, '2006-12-01', 'M1', 'HATCHBACK', 'BLUE', 'Manual', 89_300],
  ['PO58DRE', 'PEUGEOT', '207', 'S 1.4', 'PETROL', '4X2', 1360, 74, '2008-10-14', 'M1', 'HATCHBACK', 'BLACK', 'Manual', 97_800],
  ['LV10OWR', 'VAUXHALL', 'ASTRA', 'EXCLUSIV CDTI', 'DIESEL', '4X2', 1686, 108, '2010-04-19', 'M1', 'HATCHBACK', 'RED', 'Manual', 142_600],
  ['DY61XKT', 'FORD', 'RANGER', 'XLT 4X4 TDCI', 'DIESEL', '4X4', 2198, 148, '2011-11-11', 'N1', 'PICK-UP', 'SILVER', 'Manual', 131_900],
  ['FH13WNM', 'NISSAN', 'QASHQAI', 'ACENTA DCI', 'DIESEL', '4X2', 1461, 108, '2013-03-28', 'M1', 'ESTATE', 'GREY', 'Manual', 88_400],
  ['CA63BUS', 'MITSUBISHI', 'L200', 'WARRIOR DI-D 4X4', 'DIESEL', '4X4', 2477, 176, '2013-12-06', 'N1', 'PICK-UP', 'BLACK', 'Manual', 119_500],
  ['EY14HTR', 'CITROEN', 'BERLINGO', '625 ENTERPRISE HDI', 'DIESEL', '4X2', 1560, 89, '2014-06-23', 'N1', 'PANEL VAN', 'WHITE', 'Manual', 136_200],
  ['RX15TYE', 'SKODA', 'OCTAVIA', 'SE L TDI', 'DIESEL', '4X2', 1968, 148, '2015-05-07', 'M1', 'ESTATE', 'BLUE', 'Manual', 104_800],
  ['OU65NFE', 'AUDI', 'A3', 'SPORT TFSI', 'PETROL', '4X2', 1395, 148, '2015-10-30', 'M1', 'HATCHBACK', 'WHITE', 'Manual', 61_500],
  ['WM66ZPA', 'HYUNDAI', 'TUCSON', 'SE NAV CRDI', 'DIESEL', '4X2', 1685, 113, '2016-09-15', 'M1', 'ESTATE', 'GREY', 'Manual', 72_300],
  ['KP17RFE', 'MINI', 'HATCH', 'COOPER 1.5', 'PETROL', '4X2', 1499, 134, '2017-03-01', 'M1', 'HATCHBACK', 'GREEN', 'Manual', 39_900],
  ['NK67BXD', 'VOLVO', 'XC90', 'T8 TWIN ENGINE INSCRIPTION', 'HYBRID ELECTRIC', '4X4', 1969, 400, '2017-12-12', 'M1', 'ESTATE', 'BLACK', 'Automatic', 69_200],
  ['HG18LOP', 'RENAULT', 'TRAFIC', 'SL27 BUSINESS DCI', 'DIESEL', '4X2', 1598, 118, '2018-04-04', 'N1', 'PANEL VAN', 'WHITE', 'Manual', 98_600],
  ['SY18VCD', 'DACIA', 'DUSTER', 'COMFORT DCI 4X4', 'DIESEL', '4X4', 1461, 108, '2018-06-29', 'M1', 'ESTATE', 'ORANGE', 'Manual', 54_100],
  ['BF69UVW', 'TOYOTA', 'HILUX', 'ICON D-4D 4WD', 'DIESEL', '4X4', 2393, 148, '2019-10-16', 'N1', 'PICK-UP', 'GREY', 'Manual', 83_700],
  ['LN70KRE', 'VOLKSWAGEN', 'ID.3', 'PRO PERFORMANCE LIFE', 'ELECTRICITY', '4X2', 0, 201, '2020-10-21', 'M1', 'HATCHBACK', 'WHITE', 'Automatic', 24_800],
  ['MF20PKS', 'PEUGEOT', 'PARTNER', 'PROFESSIONAL BLUEHDI', 'DIESEL', '4X2', 1499, 100, '2020-05-12', 'N1', 'PANEL VAN', 'WHITE', 'Manual', 66_900],
  ['YK71TGD', 'FORD', 'KUGA', 'ST-LINE PHEV', 'HYBRID ELECTRIC', '4X2', 2488, 222, '2021-10-01', 'M1', 'ESTATE', 'BLUE', 'Automatic', 19_400],
  ['WA21BHN', 'VAUXHALL', 'VIVARO-E', 'DYNAMIC L2H1', 'ELECTRICITY', '4X2', 0, 134, '2021-06-08', 'N1', 'PANEL VAN', 'WHITE', 'Automatic', 47_300],
  ['GX22RTU', 'KIA', 'NIRO', '2 HEV', 'HYBRID ELECTRIC', '4X2', 1580, 139, '2022-04-25', 'M1', 'ESTATE', 'SILVER', 'Automatic', 21_800],
  ['DE72ZYN', 'BMW', 'X5', 'XDRIVE30D M SPORT', 'DIESEL', '4X4', 2993, 282, '2022-11-02', 'M1', 'ESTATE', 'BLACK', 'Automatic', 35_600],
  ['FP23VSD', 'FORD', 'TRANSIT', '350 LEADER L3 H2 ECOBLUE', 'DIESEL', '4X2', 1995, 128, '2023-05-19', 'N1', 'PANEL VAN', 'WHITE', 'Manual', 92_000],
  ['KS73MNE', 'MG', 'MG4', 'SE EV', 'ELECTRICITY', '4X2', 0, 201, '2023-10-03', 'M1', 'HATCHBACK', 'RED', 'Automatic', 14_200],
  ['RE24HCV', 'TOYOTA', 'COROLLA', 'DESIGN HYBRID', 'HYBRID ELECTRIC', '4X2', 1798, 138, '2024-03-08', 'M1', 'HATCHBACK', 'WHITE', 'Automatic', 9_600],
  ['BV74TKL', 'HYUNDAI', 'IONIQ 5', 'ULTIMATE AWD', 'ELECTRICITY', '4X4', 0, 321, '2024-10-11', 'M1', 'HATCHBACK', 'GREEN', 'Automatic', 12_300],
  ['OE25SKD', 'FORD', 'PUMA', 'TITANIUM MHEV', 'PETROL', '4X2', 999, 123, '2025-03-14', 'M1', 'HATCHBACK', 'GREY', 'Manual', 4_100],
  ['NA25WBX', 'VOLKSWAGEN', 'CRAFTER', 'CR35 TRENDLINE TDI', 'DIESEL', '4X2', 1968, 138, '2025-04-02', 'N1', 'PANEL VAN', 'WHITE', 'Manual', 18_500],
  ['YR09FVL', 'VAUXHALL', 'CORSA', 'CLUB 1.2', 'PETROL', '4X2', 1229, 79, '2009-05-26', 'M1', 'HATCHBACK', 'SILVER', 'Manual', 168_000],
];

export const emulatedVehicles: readonly EmulatedVehicle[] = rows.map(
  ([vrm, make, model, variant, fuel, drive, cc, bhp, firstRegistered, typeApproval, body, colour, transmission, typicalMileage]) => ({
    vrm,
    make,
    model,
    variant,
    fuel,
    drive,
    cc,
    bhp,
    firstRegistered,
    typeApproval,
    body,
    colour,
    transmission,
    typicalMileage,
  }),
);

/**
 * Registrations with a scripted outcome, after the DVLA's own test marks:
 * not found, a restricted plate, a provider fault, an outage and a slow answer.
 */
export const scriptedRegistrations = {
  notFound: 'ER19NFD',
  restricted: 'ER19DPL',
  providerError: 'ER19ERR',
  unavailable: 'ER19MNT',
  slow: 'ER19SLO',
} as const;

export function findEmulatedVehicle(vrm: string): EmulatedVehicle | undefined {
  return emulatedVehicles.find((vehicle) => vehicle.vrm === vrm);
}
