import type { User } from '@kestrel/domain/schemas/account';
import type { DriveType, FuelType, VehicleType } from '@kestrel/domain/schemas/vehicle';
import { persistedSlice } from './persisted-store';

/** Spec §3: the client's persisted slices, each under its own local-storage name. */

export interface VehicleDetails {
  regNumber: string;
  milage: number | null;
  make: string;
  model: string;
  /** Empty until the vehicle is known. */
  fuelType: FuelType | '';
  driveType: DriveType | '';
  engineSize: number | null;
  bhp: number | null;
  /** ISO date only (yyyy-MM-dd). */
  registeredDate: string;
  /** Car or van, when our vehicle lookup said so (absent for details typed by hand). */
  vehicleType?: VehicleType;
  /** True when the details came from our vehicle lookup, false when typed by hand (DESIGN §2). */
  verified?: boolean;
}

export interface VehicleInfo {
  purchaseDate: string;
  serviceHistory: boolean | null;
}

export interface WarrantyDetails {
  planStartDate: string;
}

export interface SelectedPlan {
  _id: string;
  price: number;
  month: number;
  cover: 'safe' | 'secure' | 'supreme';
  claimLimit: number;
}

export interface UserData {
  profile_img?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

export interface RecentViewedItem {
  _id: string;
  level: string;
  regNumber: string;
}

export const emptyVehicleDetails: VehicleDetails = {
  regNumber: '',
  milage: null,
  make: '',
  model: '',
  fuelType: '',
  driveType: '',
  engineSize: null,
  bhp: null,
  registeredDate: '',
};

export const useVehicleDetails = persistedSlice<VehicleDetails>('vehicleDetails', emptyVehicleDetails);
export const useVehicleInfo = persistedSlice<VehicleInfo>('vehicleInfo', { purchaseDate: '', serviceHistory: null });
export const useWarrantyDetails = persistedSlice<WarrantyDetails>('warrantyDetails', { planStartDate: '' });
export const useSelectedPlan = persistedSlice<SelectedPlan | null>('selectedPlan', null);
export const useUserDetails = persistedSlice<User | null>('userDetails', null);
export const useUserData = persistedSlice<UserData>('userData', {});
export const useRecentViewed = persistedSlice<RecentViewedItem[]>('recentViewed', []);
/** Only whether the browser is signed in: the session is an HttpOnly cookie no script can read. */
export const useAuth = persistedSlice<{ signedIn: boolean }>('auth', { signedIn: false });
export const useAlerts = persistedSlice<{ loading: boolean }>('alerts', { loading: false });
