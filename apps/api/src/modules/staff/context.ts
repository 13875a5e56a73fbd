import type { SecretKeys } from '../../lib/secret-box';
import type { AccountsContext } from '../accounts';

/**
 * What staff sign-in needs: the password is checked as a customer's is (the accounts' context),
 * and the TOTP secrets are sealed at rest with config.secrets.
 */
export interface StaffContext extends AccountsContext {
  secrets: SecretKeys;
}
