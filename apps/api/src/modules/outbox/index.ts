// The outbox module's public face: what other modules and the app may use of it.
export type { OutboxContext, OutboxWorkerContext } from './context';
export { secretEmailKinds, withoutSecrets } from './email-secrets';
export { certificateNumber, letter, signOff } from './letter';
export { outboxEmulatorRoutes } from './outbox-emulator-routes';
export { releaseHeldEmail, retryFailedEmail, type FreshBody } from './outbox-repository';
export { queueEmail, type QueuedEmail } from './queue-email';
export { holdAfterRestore, holdIfRestoredAndLog } from './restore-hold';
export { sendDueEmails } from './send-due-emails';
export { siteLink } from './site-link';
