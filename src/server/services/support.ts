import type { Runtime } from '../runtime';
import { SUPPORT_PRIORITIES, supportMessages } from '../db/schema';

export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

export interface SupportMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  priority: SupportPriority;
}

/** Stores a member's message and mails it to the support address (SMTP, or the outbox folder by default). */
export async function contactSupport(rt: Runtime, userId: number, input: SupportMessageInput): Promise<{ id: number }> {
  const [row] = await rt.db
    .insert(supportMessages)
    .values({ userId, ...input, createdAt: rt.clock.now() })
    .returning({ id: supportMessages.id });
  await rt.mailer.send({
    to: rt.config.supportEmail,
    subject: `[Support][${input.priority}] ${input.subject}`,
    text: [
      `From: ${input.name} <${input.email}> (member #${userId})`,
      `Priority: ${input.priority}`,
      `Message #${row!.id}`,
      '',
      input.message,
    ].join('\n'),
  });
  return { id: row!.id };
}
