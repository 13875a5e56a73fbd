// The enquiries module's public face: what other modules and the app may use of it.
export { enquiryFormRoutes } from './form-route';
export { enquiryRoutes } from './routes';
