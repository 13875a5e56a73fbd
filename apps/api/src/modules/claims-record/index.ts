// The claims record (issue #37): measured in the back office, published on "How we handle claims".
export { recordFacts } from './claims-record';
export { publishedRecordCache, type PublishedRecordCache } from './published-record-cache';
export { claimsRecordAdminRoutes, publishedRecordRoutes } from './routes';
