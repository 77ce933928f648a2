import { apiRequest } from '../../../lib/api-client';

/** Ends the session on the server (its refresh-token family is revoked, the cookie cleared). */
export async function logout(): Promise<void> {
  await apiRequest('/api/auth/logout', { method: 'POST', skipAuthRedirect: true });
}
