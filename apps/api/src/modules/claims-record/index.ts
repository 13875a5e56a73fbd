// The claims record (issue #37): measured in the back office, published on "How we handle claims".
export { PERIODS_SHOWN, recordFacts, staffClaimsRecord, type ClaimsRecordContext } from './claims-record';
export { publishedRecordCache, type PublishedFigures, type PublishedRecordCache } from './published-record-cache';
export { claimsRecordAdminRoutes, publishedRecordRoutes } from './routes';
