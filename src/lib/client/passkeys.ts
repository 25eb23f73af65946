import { api } from '../api';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { TokenPairJson } from '../contracts/accounts';
import type { PasskeyJson } from '../contracts/passkeys';

/** Passkeys: one function per endpoint (account settings and the sign-in page). */
export const passkeys = {
  /** The signed-in member's passkeys, newest first. */
  list: () => api.get<PasskeyJson[]>('user/passkeys/'),

  registrationOptions: () => api.post<PublicKeyCredentialCreationOptionsJSON>('user/passkeys/register/options/'),

  register: (response: RegistrationResponseJSON, name: string) =>
    api.post<PasskeyJson>('user/passkeys/register/verify/', { response, name }),

  rename: (id: string, name: string) => api.patch<PasskeyJson>(`user/passkeys/${id}/`, { name }),

  remove: (id: string) => api.delete<null>(`user/passkeys/${id}/`),

  signInOptions: () =>
    api.post<PublicKeyCredentialRequestOptionsJSON>('user/passkeys/sign-in/options/', undefined, { auth: false }),

  signIn: (response: AuthenticationResponseJSON) =>
    api.post<TokenPairJson>('user/passkeys/sign-in/verify/', { response }, { auth: false }),
};
