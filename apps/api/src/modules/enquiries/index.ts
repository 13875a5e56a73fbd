// The enquiries module's public face: what other modules and the app may use of it.
export type { EnquiriesContext } from './context';
export { enquiryFormRoutes } from './form-routes';
export { setEnquiryStatus } from './repository';
export { enquiryRoutes } from './routes';
