import { api } from '../api';
import type { SupportMessageInput, SupportReceiptJson } from '../contracts/support';

/** Support: one function per endpoint. */
export const support = {
  /** Success is a 201 with the message's number. */
  contact: (message: SupportMessageInput) => api.post<SupportReceiptJson>('support/contact/', message),
};
