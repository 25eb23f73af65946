import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { supportMessages } from '../db/schema';
import { deliverSoon, queueMail } from '../mail/outbox';
import { toSupportReceiptJson, type SupportMessage, type SupportReceiptJson } from '../../lib/contracts/support';

/**
 * Stores a member's message and queues its mail to the support address in one transaction; the mail is delivered
 * after the commit, so a mail server that is down neither fails the request nor leads to a duplicate on retry.
 * Replies go to the member, not to the no-reply sender.
 */
export async function contactSupport(rt: Runtime, userId: number, input: SupportMessage): Promise<SupportReceiptJson> {
  const now = rt.clock.now();
  const id = await rt.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportMessages)
      .values({ userId, ...input, createdAt: now })
      .returning({ id: supportMessages.id });
    await queueMail(tx as unknown as Db, now, {
      to: rt.config.supportEmail,
      replyTo: input.email,
      subject: `[Support][${input.priority}] ${input.subject}`,
      text: [
        `From: ${input.name} <${input.email}> (member #${userId})`,
        `Priority: ${input.priority}`,
        `Message #${row!.id}`,
        '',
        input.message,
      ].join('\n'),
    });
    return row!.id;
  });
  deliverSoon(rt);
  return toSupportReceiptJson(id);
}
