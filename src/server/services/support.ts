import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { supportMessages } from '../db/schema';
import { deliverSoon, queueMail } from '../mail/outbox';
import { toSupportReceiptJson, type SupportMessage, type SupportReceiptJson } from '../../lib/contracts/support';

/** Who writes: the signed-in member's id and the email of their account. */
export interface SupportWriter {
  id: number;
  email: string;
}

/**
 * Stores a member's message and queues its mail to the support address in one transaction; the mail is delivered
 * after the commit, so a mail server that is down neither fails the request nor leads to a duplicate on retry.
 * Replies go to the account's own address, never to one typed in the form (which would let anyone have staff write
 * to a stranger in the site's name); an address typed other than the account's is in the body, for staff to see.
 */
export async function contactSupport(
  rt: Runtime,
  writer: SupportWriter,
  input: SupportMessage,
): Promise<SupportReceiptJson> {
  const userId = writer.id;
  const typedOther = input.email.trim().toLowerCase() !== writer.email.toLowerCase();
  const now = rt.clock.now();
  const id = await rt.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportMessages)
      .values({ userId, ...input, createdAt: now })
      .returning({ id: supportMessages.id });
    await queueMail(tx as unknown as Db, now, {
      to: rt.config.supportEmail,
      replyTo: writer.email,
      subject: `[Support][${input.priority}] ${input.subject}`,
      text: [
        `From: ${input.name} <${writer.email}> (member #${userId})`,
        ...(typedOther ? [`Contact address given in the form: ${input.email}`] : []),
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
