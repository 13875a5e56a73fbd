/** The DVSA MOT History API's JSON as the emulator sends it (CONTRACTS §6): numbers as strings. */
export interface DvsaDefect {
  text: string;
  type: 'ADVISORY' | 'MINOR' | 'MAJOR' | 'DANGEROUS' | 'FAIL' | 'PRS' | 'USER ENTERED';
  dangerous: boolean;
}

export interface DvsaMotTest {
  completedDate: string;
  testResult: 'PASSED' | 'FAILED';
  expiryDate?: string;
  odometerValue: string | null;
  odometerUnit: 'MI' | 'KM' | null;
  odometerResultType: 'READ' | 'UNREADABLE' | 'NO_ODOMETER';
  motTestNumber: string;
  dataSource: 'DVSA';
  defects: DvsaDefect[];
}

export interface DvsaVehicle {
  registration: string;
  make: string;
  model: string;
  firstUsedDate: string;
  fuelType: string;
  primaryColour: string;
  registrationDate: string;
  manufactureDate: string;
  engineSize: string;
  hasOutstandingRecall: 'Yes' | 'No' | 'Unknown' | 'Unavailable';
  motTestDueDate?: string;
  motTests?: DvsaMotTest[];
}

/** The DVSA's error body: `{"errorCode":"MOTH-NF-01","errorMessage":"…","requestId":"…"}`. */
export interface DvsaError {
  errorCode: string;
  errorMessage: string;
  requestId: string;
}
