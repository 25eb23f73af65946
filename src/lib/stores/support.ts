import { support } from '../client/support';
import type { SupportMessageInput, SupportReceiptJson } from '../contracts/support';
import { createMutatorStore } from './query';

/** POST support/contact/: a message to support; nothing cached changes, the answer is its receipt. */
export const $supportMessage = createMutatorStore<SupportMessageInput, SupportReceiptJson>(({ data }) =>
  support.contact(data),
);
