import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { queueMail } from '../mail/outbox';
import { sanctionMail, type NamedRecipient, type Sanction } from '../mail/sanction-mail';
import { notify } from './notifications';
import { ACCOUNT_SETTINGS_PATH } from '../../lib/contracts/notifications';

export type { Sanction } from '../mail/sanction-mail';

/**
 * Tells a member of a sanction (or its lift), in the caller's transaction: the sanction mail, and beside it the
 * notification, which links to the Standing card where they read it and may appeal. notify() mails nothing for this
 * kind: the sanction mail is the one mail.
 */
export async function tellSanction(
  rt: Pick<Runtime, 'config'>,
  txRt: { db: Db; clock: Runtime['clock'] },
  to: NamedRecipient & { id: number },
  sanction: Sanction,
): Promise<void> {
  const now = txRt.clock.now();
  await queueMail(txRt.db, now, sanctionMail(rt.config, to, sanction));
  await notify({ db: txRt.db, config: rt.config }, now, {
    userId: to.id,
    kind: 'sanction',
    params: { sanction: sanction.kind },
    link: ACCOUNT_SETTINGS_PATH,
  });
}
