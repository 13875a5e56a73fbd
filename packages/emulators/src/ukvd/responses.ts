import { randomUUID } from 'node:crypto';
import type { EmulatedVehicle } from './vehicles';

/** Response.StatusCode values of the UK Vehicle Data `datapackage` API (CONTRACTS.md §1). */
export type UkvdStatusCode =
  | 'Success'
  | 'ItemNotFound'
  | 'InformationNotAvailable'
  | 'KeyInvalid'
  | 'ServiceUnavailable'
  | 'InformationTemporarilyUnavailable'
  | 'InvalidPackageId'
  | 'Failure';

const statusMessages: Record<UkvdStatusCode, string> = {
  Success: 'Success',
  ItemNotFound: 'No vehicle found for the search key',
  InformationNotAvailable: 'Information is not available for this vehicle',
  KeyInvalid: 'The search key is not valid',
  ServiceUnavailable: 'The service is temporarily unavailable',
  InformationTemporarilyUnavailable: 'Information is temporarily unavailable',
  InvalidPackageId: 'The package requested does not exist',
  Failure: 'Failure',
};

export function envelope(vrm: string, packageId: string, statusCode: UkvdStatusCode, dataItems: object | null) {
  return {
    BillingAccount: {
      AccountType: 'Sandbox',
      AccountBalance: 0,
      TransactionCost: statusCode === 'Success' ? 0.14 : 0,
      ExtraInformation: {},
    },
    Request: {
      RequestGuid: randomUUID(),
      PackageId: packageId,
      PackageVersion: 2,
      ResponseVersion: 2,
      DataKeys: { Vrm: vrm },
    },
    Response: {
      StatusCode: statusCode,
      StatusMessage: statusMessages[statusCode],
      StatusInformation: {
        Lookup: { StatusCode: statusCode, StatusMessage: statusMessages[statusCode], AdviceTextList: [] },
      },
      DataItems: dataItems,
    },
  };
}

function yearMonth(date: string): string {
  return date.slice(0, 7);
}

/** `DataItems` of the VehicleData package for one vehicle, with the provider's field names and types. */
export function vehicleDataItems(v: EmulatedVehicle) {
  const firstRegistered = `${v.firstRegistered}T00:00:00`;
  const capacity = v.cc > 0 ? String(v.cc) : null;
  const smmtFuel = v.fuel === 'ELECTRICITY' ? 'ELECTRIC' : v.fuel === 'HYBRID ELECTRIC' ? 'PETROL/ELECTRIC' : v.fuel;
  return {
    VehicleRegistration: {
      DateOfLastUpdate: '2026-10-01T00:00:00',
      Colour: v.colour,
      VehicleClass: v.typeApproval === 'N1' ? 'Light Goods Vehicle' : 'Car',
      CertificateOfDestructionIssued: false,
      EngineNumber: null,
      EngineCapacity: capacity,
      TransmissionCode: v.transmission === 'Automatic' ? 'A' : 'M',
      Exported: false,
      YearOfManufacture: v.firstRegistered.slice(0, 4),
      WheelPlan: '2 AXLE RIGID BODY',
      DateExported: null,
      Scrapped: false,
      Transmission: v.transmission === 'Automatic' ? 'AUTO 6 GEARS' : 'MANUAL 6 GEARS',
      DateFirstRegisteredUk: firstRegistered,
      Model: `${v.model} ${v.variant}`,
      GearCount: 6,
      ImportNonEu: false,
      PreviousVrmGb: null,
      GrossWeight: v.typeApproval === 'N1' ? 3500 : null,
      DoorPlanLiteral: v.typeApproval === 'N1' ? 'PANEL VAN' : `5 DOOR ${v.body}`,
      MvrisModelCode: null,
      Vin: `SIM${v.vrm.padEnd(14, '0')}`,
      Vrm: v.vrm,
      DateFirstRegistered: firstRegistered,
      DateScrapped: null,
      DoorPlan: '14',
      YearMonthFirstRegistered: yearMonth(v.firstRegistered),
      VinLast5: v.vrm.padEnd(5, '0').slice(-5),
      VehicleUsedBeforeFirstRegistration: false,
      MaxPermissibleMass: null,
      Make: v.make,
      MakeModel: `${v.make} ${v.model} ${v.variant}`,
      TransmissionType: v.transmission,
      SeatingCapacity: v.typeApproval === 'N1' ? 3 : 5,
      FuelType: v.fuel,
      Co2Emissions: v.fuel === 'ELECTRICITY' ? 0 : 120,
      Imported: false,
      MvrisMakeCode: null,
      PreviousVrmNi: null,
      VinConfirmationFlag: null,
    },
    ClassificationDetails: {
      Dvla: { Make: v.make, MakeCode: null, Model: v.model, ModelCode: null },
      Smmt: { Make: v.make, Range: v.model, Trim: v.variant, Mvris: { MakeCode: null, ModelCode: null } },
    },
    SmmtDetails: {
      Marque: v.make,
      Range: v.model,
      ModelVariant: v.variant,
      Series: null,
      BodyStyle: v.body,
      FuelType: smmtFuel,
      DriveType: v.drive,
      EngineCapacity: capacity,
      NominalEngineCapacity: v.cc > 0 ? Math.round(v.cc / 100) / 10 : 0,
      Transmission: v.transmission.toUpperCase(),
      NumberOfDoors: v.typeApproval === 'N1' ? 4 : 5,
      NumberOfGears: 6,
      CountryOfOrigin: 'UNITED KINGDOM',
      MarketSectorCode: v.typeApproval === 'N1' ? 'LCV' : 'CAR',
      SysSetupDate: null,
      VisibilityDate: null,
      TerminateDate: null,
    },
    TechnicalDetails: {
      Performance: {
        Power: { Bhp: v.bhp, Kw: Math.round(v.bhp * 0.7457), Rpm: v.fuel === 'ELECTRICITY' ? null : 5500 },
        Torque: { Nm: null, FtLb: null, Rpm: null },
        MaxSpeed: { Mph: null, Kph: null },
        Acceleration: { Mph: null, Kph: null },
        Co2: v.fuel === 'ELECTRICITY' ? 0 : 120,
      },
      Dimensions: { KerbWeight: null, NumberOfSeats: v.typeApproval === 'N1' ? 3 : 5, FuelTankCapacity: null },
      Consumption: { Combined: { Lkm: null, Mpg: null } },
      General: {
        Engine: { NumberOfCylinders: v.cc > 0 ? 4 : null },
        EuroStatus: null,
        TypeApprovalCategory: v.typeApproval,
        DrivingAxle: v.drive === '4X4' ? '4WD' : 'FWD',
      },
    },
    VehicleStatus: { MotVed: { VedRate: null, VedBand: null, VedCo2Emissions: null } },
    VehicleHistory: { NumberOfPreviousKeepers: 2, KeeperChangesList: [], PlateChangeList: [], V5CCertificateList: [] },
  };
}
