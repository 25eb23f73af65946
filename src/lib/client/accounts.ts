import { api } from '../api';
import type {
  AccountDeletionInput,
  MessageJson,
  RegisteredJson,
  RegistrationInput,
  ResetLink,
  TokenPairJson,
  UserJson,
} from '../contracts/accounts';

/** Accounts: one function per endpoint. Token refresh and logout are the transport's own (src/lib/api.ts). */
export const accounts = {
  /** With `otp`, the second step of an account with two-step sign-in (a code from the app or a recovery code). */
  signIn: (email: string, password: string, otp?: string) =>
    api.post<TokenPairJson>('user/token/', otp === undefined ? { email, password } : { email, password, otp }, {
      auth: false,
    }),

  register: (registration: RegistrationInput) =>
    api.post<RegisteredJson>('user/register/', registration, { auth: false }),

  /** The signed-in user: id, email, full name and the staff flag. */
  me: () => api.get<UserJson>('user/'),

  /** Always answers alike: it never tells whether the address has an account. */
  requestPasswordReset: (email: string) =>
    api.get<MessageJson>(`user/password-reset/${encodeURIComponent(email.trim())}/`, { auth: false }),

  /** Whether the mailed link still works (asked as its page opens). */
  checkResetLink: (link: ResetLink) =>
    api.post<{ valid: true }>('user/password-reset/check/', { otp: link.otp, uuidb64: link.uuidb64 }, { auth: false }),

  /** The new password with the mailed link's fields, sent as form data as the spec has it. */
  changePassword: (link: ResetLink, password: string) => {
    const form = new FormData();
    form.set('password', password);
    form.set('otp', link.otp);
    form.set('uuidb64', link.uuidb64);
    form.set('refresh_token', link.refresh_token);
    return api.post<MessageJson>('user/password-change/', form, { auth: false });
  },

  deleteAccount: (request: AccountDeletionInput) => api.post<MessageJson>('user/delete-account/', request),
};
