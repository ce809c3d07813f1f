import { AUTH_PATHS, type LoginRequest } from '@console/contract';
import { apiRequest } from '../shared/fetcher';

/** POST /api/auth/login: 204 with a session cookie; 422/429/400 carry a Japanese message. */
export async function login(values: LoginRequest): Promise<void> {
  await apiRequest(AUTH_PATHS.login, {
    method: 'POST',
    body: values,
    onUnauthorized: 'throw',
  });
}

/** POST /api/auth/logout. */
export async function logout(): Promise<void> {
  await apiRequest(AUTH_PATHS.logout, { method: 'POST', onUnauthorized: 'throw' });
}
