// The accounts module's public face: what other modules and the app may use of it.
export { passwordResetEmail, welcomeGuestEmail } from './account-emails';
export type { AccountsContext } from './context';
export { isUniqueViolation } from '../../db/errors';
export { checkPassword, countLoginAttempt, loginFailureKey } from './login';
export { DEVICE_COOKIE_MAX_AGE_S, newDeviceCookie } from './known-device';
export { issuePasswordToken } from './password-tokens';
export { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from './passwords';
export { profileRoutes } from './profile-routes';
export { accountRoutes } from './routes';
export { findActiveSession, noteSessionDevice, revokeAllSessions, startSession, type ActiveSession } from './sessions';
export { sessionsRepository } from './sessions-repository';
export { hashToken, newSecretToken } from './tokens';
export { toUserAnswer, usersRepository, type UserRow } from './users-repository';
