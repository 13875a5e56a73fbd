/**
 * Makes and models of cars and vans sold new in the UK over roughly the last twenty years, for the
 * make and model selects of /purchase/find-registration (spec §2) and GET /api/vehicle/makes and
 * /models. Names are written as the makers write them, without accents (Citroen, Skoda, Megane),
 * as the DVLA records them. Models are families rather than trims or engines ('3 Series', 'Transit
 * Custom'); a vehicle the list lacks is still found by its registration. Order in this table does
 * not matter: the functions below sort it.
 */
// prettier-ignore
const catalogue: Readonly<Record<string, readonly string[]>> = {
  Abarth: ['124 Spider', '500', '500C', '500e', '595', '595C', '600e', '695', '695C', 'Grande Punto', 'Punto Evo'],
  'Alfa Romeo': ['147', '156', '159', '4C', 'Brera', 'Giulia', 'Giulietta', 'GT', 'Junior', 'MiTo', 'Spider',
    'Stelvio', 'Tonale'],
  Alpine: ['A110', 'A290', 'A390'],
  'Aston Martin': ['DB11', 'DB12', 'DB9', 'DBS', 'DBX', 'Rapide', 'Vanquish', 'Vantage'],
  Audi: ['A1', 'A3', 'A4', 'A4 allroad', 'A5', 'A6', 'A6 allroad', 'A6 e-tron', 'A7', 'A8', 'e-tron', 'e-tron GT',
    'Q2', 'Q3', 'Q4 e-tron', 'Q5', 'Q6 e-tron', 'Q7', 'Q8', 'Q8 e-tron', 'R8', 'RS3', 'RS4', 'RS6', 'S3', 'TT'],
  Bentley: ['Bentayga', 'Continental GT', 'Continental GTC', 'Flying Spur', 'Mulsanne'],
  BMW: ['1 Series', '2 Series', '2 Series Active Tourer', '2 Series Gran Coupe', '3 Series', '4 Series', '5 Series',
    '6 Series', '7 Series', '8 Series', 'i3', 'i4', 'i5', 'i7', 'i8', 'iX', 'iX1', 'iX2', 'iX3', 'M2', 'M3', 'M4',
    'M5', 'X1', 'X2', 'X3', 'X4', 'X5', 'X6', 'X7', 'Z4'],
  BYD: ['Atto 2', 'Atto 3', 'Dolphin', 'Dolphin Surf', 'Seal', 'Seal U', 'Sealion 7'],
  Chevrolet: ['Aveo', 'Camaro', 'Captiva', 'Corvette', 'Cruze', 'Kalos', 'Lacetti', 'Matiz', 'Orlando', 'Spark',
    'Trax', 'Volt'],
  Chrysler: ['300C', 'Delta', 'Grand Voyager', 'PT Cruiser', 'Sebring', 'Voyager', 'Ypsilon'],
  Citroen: ['Ami', 'Berlingo', 'C1', 'C2', 'C3', 'C3 Aircross', 'C3 Picasso', 'C4', 'C4 Cactus', 'C4 Picasso',
    'C4 SpaceTourer', 'C4 X', 'C5', 'C5 Aircross', 'C5 X', 'C-Zero', 'Dispatch', 'DS3', 'DS4', 'DS5',
    'Grand C4 Picasso', 'Grand C4 SpaceTourer', 'Nemo', 'Relay', 'SpaceTourer', 'Xsara Picasso'],
  Cupra: ['Ateca', 'Born', 'Formentor', 'Leon', 'Tavascan', 'Terramar'],
  Dacia: ['Bigster', 'Duster', 'Jogger', 'Logan MCV', 'Sandero', 'Sandero Stepway', 'Spring'],
  Daihatsu: ['Charade', 'Copen', 'Materia', 'Sirion', 'Terios'],
  Dodge: ['Avenger', 'Caliber', 'Journey', 'Nitro'],
  DS: ['DS 3', 'DS 3 Crossback', 'DS 4', 'DS 5', 'DS 7', 'DS 7 Crossback', 'DS 9'],
  Fiat: ['124 Spider', '500', '500C', '500e', '500L', '500X', '600', 'Bravo', 'Doblo', 'Ducato', 'Fiorino',
    'Fullback', 'Grande Punto', 'Panda', 'Punto', 'Punto Evo', 'Qubo', 'Scudo', 'Sedici', 'Stilo', 'Talento', 'Tipo'],
  Ford: ['B-Max', 'C-Max', 'Capri', 'E-Transit', 'EcoSport', 'Edge', 'Explorer', 'Fiesta', 'Focus', 'Fusion',
    'Galaxy', 'Grand C-Max', 'Ka', 'Ka+', 'Kuga', 'Mondeo', 'Mustang', 'Mustang Mach-E', 'Puma', 'Ranger', 'S-Max',
    'Tourneo Connect', 'Tourneo Courier', 'Tourneo Custom', 'Transit', 'Transit Connect', 'Transit Courier',
    'Transit Custom'],
  Genesis: ['G70', 'G80', 'GV60', 'GV70', 'GV80'],
  Honda: ['Accord', 'Civic', 'CR-V', 'CR-Z', 'e', 'e:Ny1', 'FR-V', 'HR-V', 'Insight', 'Jazz', 'Legend', 'S2000',
    'ZR-V'],
  Hyundai: ['Bayon', 'Getz', 'i10', 'i20', 'i30', 'i40', 'i800', 'iLoad', 'Inster', 'Ioniq', 'Ioniq 5', 'Ioniq 6',
    'ix20', 'ix35', 'Kona', 'Santa Fe', 'Tucson'],
  Infiniti: ['EX', 'FX', 'G', 'M', 'Q30', 'Q50', 'Q60', 'Q70', 'QX30', 'QX50', 'QX70'],
  Isuzu: ['D-Max', 'Grafter', 'Rodeo'],
  Iveco: ['Daily', 'eDaily', 'Massif'],
  Jaguar: ['E-Pace', 'F-Pace', 'F-Type', 'I-Pace', 'S-Type', 'X-Type', 'XE', 'XF', 'XJ', 'XK'],
  Jeep: ['Avenger', 'Cherokee', 'Commander', 'Compass', 'Grand Cherokee', 'Patriot', 'Renegade', 'Wrangler'],
  KGM: ['Korando', 'Musso', 'Rexton', 'Tivoli', 'Torres'],
  Kia: ['Carens', 'Ceed', 'EV3', 'EV6', 'EV9', 'Niro', 'Optima', 'Picanto', 'ProCeed', 'Rio', 'Sorento', 'Soul',
    'Sportage', 'Stinger', 'Stonic', 'Venga', 'XCeed'],
  'Land Rover': ['Defender', 'Discovery', 'Discovery 3', 'Discovery 4', 'Discovery Sport', 'Freelander',
    'Freelander 2', 'Range Rover', 'Range Rover Evoque', 'Range Rover Sport', 'Range Rover Velar'],
  LEVC: ['TX', 'TX4', 'VN5'],
  Lexus: ['CT', 'ES', 'GS', 'IS', 'LBX', 'LC', 'LM', 'LS', 'NX', 'RC', 'RX', 'RZ', 'UX'],
  Lotus: ['Elise', 'Eletre', 'Emeya', 'Emira', 'Evora', 'Exige'],
  MAN: ['eTGE', 'TGE', 'TGL', 'TGM'],
  Maserati: ['Ghibli', 'GranCabrio', 'GranTurismo', 'Grecale', 'Levante', 'MC20', 'Quattroporte'],
  Maxus: ['Deliver 7', 'Deliver 9', 'eDeliver 3', 'eDeliver 5', 'eDeliver 7', 'eDeliver 9', 'Euniq 5', 'Mifa 9',
    'T60', 'T90EV', 'V80'],
  Mazda: ['BT-50', 'CX-3', 'CX-30', 'CX-5', 'CX-60', 'CX-7', 'CX-80', 'Mazda2', 'Mazda3', 'Mazda5', 'Mazda6',
    'Mazda6e', 'MX-30', 'MX-5', 'RX-8'],
  'Mercedes-Benz': ['A-Class', 'AMG GT', 'B-Class', 'C-Class', 'CLA', 'CLK', 'CLS', 'Citan', 'E-Class', 'EQA', 'EQB',
    'EQC', 'EQE', 'EQS', 'EQV', 'eSprinter', 'eVito', 'G-Class', 'GL-Class', 'GLA', 'GLB', 'GLC', 'GLE', 'GLS',
    'M-Class', 'R-Class', 'S-Class', 'SL', 'SLC', 'SLK', 'Sprinter', 'T-Class', 'V-Class', 'Viano', 'Vito', 'X-Class'],
  MG: ['Cyberster', 'HS', 'MG3', 'MG4', 'MG5', 'MG6', 'S5', 'TF', 'ZS'],
  MINI: ['Aceman', 'Clubman', 'Convertible', 'Cooper', 'Countryman', 'Coupe', 'Hatch', 'Paceman', 'Roadster'],
  Mitsubishi: ['ASX', 'Colt', 'Eclipse Cross', 'Grandis', 'i-MiEV', 'L200', 'Lancer', 'Mirage', 'Outlander', 'Shogun',
    'Shogun Sport', 'Space Star'],
  Nissan: ['350Z', '370Z', 'Ariya', 'Cabstar', 'Cube', 'e-NV200', 'GT-R', 'Interstar', 'Juke', 'Leaf', 'Micra',
    'Murano', 'Navara', 'Note', 'NV200', 'NV250', 'NV300', 'NV400', 'Pathfinder', 'Pixo', 'Primastar', 'Pulsar',
    'Qashqai', 'Qashqai+2', 'Townstar', 'X-Trail'],
  Peugeot: ['1007', '107', '108', '2008', '207', '208', '3008', '307', '308', '4007', '4008', '407', '408', '5008',
    '508', '807', 'Bipper', 'Boxer', 'Expert', 'iOn', 'Partner', 'RCZ', 'Rifter', 'Traveller'],
  Polestar: ['Polestar 1', 'Polestar 2', 'Polestar 3', 'Polestar 4'],
  Porsche: ['718 Boxster', '718 Cayman', '911', 'Boxster', 'Cayenne', 'Cayman', 'Macan', 'Panamera', 'Taycan'],
  Renault: ['4 E-Tech', '5 E-Tech', 'Arkana', 'Austral', 'Captur', 'Clio', 'Espace', 'Fluence', 'Grand Scenic',
    'Kadjar', 'Kangoo', 'Koleos', 'Laguna', 'Master', 'Megane', 'Megane E-Tech', 'Modus', 'Rafale', 'Scenic',
    'Symbioz', 'Trafic', 'Twingo', 'Twizy', 'Wind', 'Zoe'],
  Saab: ['9-3', '9-3X', '9-5'],
  SEAT: ['Alhambra', 'Altea', 'Arona', 'Ateca', 'Exeo', 'Ibiza', 'Leon', 'Mii', 'Tarraco', 'Toledo'],
  Skoda: ['Citigo', 'Elroq', 'Enyaq', 'Fabia', 'Kamiq', 'Karoq', 'Kodiaq', 'Octavia', 'Rapid', 'Roomster', 'Scala',
    'Superb', 'Yeti'],
  Smart: ['#1', '#3', 'ForFour', 'ForTwo', 'Roadster'],
  SsangYong: ['Actyon', 'Korando', 'Kyron', 'Musso', 'Rexton', 'Rodius', 'Tivoli', 'Tivoli XLV', 'Turismo'],
  Subaru: ['BRZ', 'Crosstrek', 'Forester', 'Impreza', 'Legacy', 'Levorg', 'Outback', 'Solterra', 'Tribeca', 'WRX STI',
    'XV'],
  Suzuki: ['Across', 'Alto', 'Baleno', 'Celerio', 'Grand Vitara', 'Ignis', 'Jimny', 'S-Cross', 'Splash', 'Swace',
    'Swift', 'SX4', 'SX4 S-Cross', 'Vitara'],
  Tesla: ['Model 3', 'Model S', 'Model X', 'Model Y', 'Roadster'],
  Toyota: ['Auris', 'Avensis', 'Aygo', 'Aygo X', 'bZ4X', 'C-HR', 'Camry', 'Corolla', 'GR Yaris', 'GR86', 'GT86',
    'Highlander', 'Hilux', 'iQ', 'Land Cruiser', 'Mirai', 'Prius', 'Prius+', 'Proace', 'Proace City', 'Proace Max',
    'Proace Verso', 'RAV4', 'Supra', 'Urban Cruiser', 'Verso', 'Verso-S', 'Yaris', 'Yaris Cross'],
  Vauxhall: ['Adam', 'Agila', 'Ampera', 'Antara', 'Astra', 'Cascada', 'Combo', 'Combo Life', 'Corsa', 'Crossland',
    'Crossland X', 'Frontera', 'Grandland', 'Grandland X', 'Insignia', 'Meriva', 'Mokka', 'Mokka X', 'Movano',
    'Signum', 'Tigra', 'Vectra', 'Viva', 'Vivaro', 'Vivaro Life', 'VXR8', 'Zafira', 'Zafira Life', 'Zafira Tourer'],
  Volkswagen: ['Amarok', 'Arteon', 'Beetle', 'Caddy', 'California', 'Caravelle', 'CC', 'Crafter', 'Eos', 'Fox',
    'Golf', 'Golf Plus', 'Golf SV', 'ID. Buzz', 'ID.3', 'ID.4', 'ID.5', 'ID.7', 'Jetta', 'Multivan', 'Passat',
    'Phaeton', 'Polo', 'Scirocco', 'Sharan', 'T-Cross', 'T-Roc', 'Taigo', 'Tiguan', 'Tiguan Allspace', 'Touareg',
    'Touran', 'Transporter', 'up!'],
  Volvo: ['C30', 'C40', 'C70', 'EC40', 'ES90', 'EX30', 'EX40', 'EX90', 'S40', 'S60', 'S80', 'S90', 'V40', 'V50',
    'V60', 'V70', 'V90', 'XC40', 'XC60', 'XC70', 'XC90'],
};

// Made on first use: a page's first Intl object loads the ICU data (see uk/london-date.ts).
let collator: Intl.Collator | undefined;

/** A–Z as people read it: case-insensitive, numbers by value ('2 Series' before '10 Series', '208' before '2008'). */
export const compareVehicleNames = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' })).compare(a, b);

/** 'Citroën', ' citroen ' and 'CITROEN' all find Citroen. */
const makeKey = (make: string) => make.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-GB');

interface CatalogueMake {
  make: string;
  models: readonly string[];
}

const makesByKey = new Map<string, CatalogueMake>(
  Object.entries(catalogue).map(([make, models]) => [
    makeKey(make),
    { make, models: [...models].sort(compareVehicleNames) },
  ]),
);
const sortedMakes = [...makesByKey.values()].map(({ make }) => make).sort(compareVehicleNames);

/** Every make in the catalogue, A–Z. */
export function vehicleMakes(): string[] {
  return [...sortedMakes];
}

/** The catalogue's spelling of a make ('citroën' → 'Citroen'), or null when it is not in the catalogue. */
export function canonicalMake(make: string): string | null {
  return makesByKey.get(makeKey(make))?.make ?? null;
}

/** The models of a make, A–Z, matching the make regardless of case and accents; null for an unknown make. */
export function modelsOf(make: string): string[] | null {
  const found = makesByKey.get(makeKey(make));
  return found ? [...found.models] : null;
}
