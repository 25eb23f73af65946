import type { Runtime } from '../runtime';
import { profiles } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { logEvent } from '../log';
import { deliverSoon, queueMail } from '../mail/outbox';
import { healthAccessMail } from '../mail/health-access-mail';
import { addresseeColumns } from './language';
import { memberWithProfile } from './member-row';
import { readInTransaction, recordAccess, type Viewer } from './staff-access';
import type { HealthDetailsJson } from '../../lib/contracts/health-access';

/**
 * Need-to-know health access (issue 28): a staff member opens one member's medical history, emergency contact,
 * address and phone with a reason. The read, its access log row and the mail telling the member (who, when, the
 * reason; never the details) are one transaction: no details leave without their row and their mail. The security
 * log names who and whose, never the details or the reason (the logger would redact a `reason` anyway).
 */
export async function openHealthDetails(
  rt: Runtime,
  viewer: Viewer,
  memberId: number,
  reason: string,
): Promise<Result<HealthDetailsJson, 'member_not_found'>> {
  const details = await readInTransaction(rt, async (txRt) => {
    const member = await memberWithProfile(txRt.db, memberId, {
      ...addresseeColumns,
      medicalHistory: profiles.medicalHistory,
      emergencyContactName: profiles.emergencyContactName,
      emergencyContact: profiles.emergencyContact,
      address: profiles.address,
      phoneNumber: profiles.phoneNumber,
    });
    if (!member) return null;
    await recordAccess(txRt, viewer, [memberId], 'health_details', reason);
    // Staff opening their own record are told nothing they do not know: no row (recordAccess) and no mail.
    if (viewer.id !== memberId) {
      const mail = healthAccessMail(rt.config, member, { staffName: viewer.fullName, at: txRt.clock.now(), reason });
      await queueMail(txRt.db, txRt.clock.now(), mail);
    }
    return {
      member_id: memberId,
      full_name: member.fullName,
      medical_history: member.medicalHistory,
      emergency_contact_name: member.emergencyContactName,
      emergency_contact: member.emergencyContact,
      address: member.address,
      phone_number: member.phoneNumber,
    } satisfies HealthDetailsJson;
  });
  if (!details) return fail('member_not_found');
  deliverSoon(rt);
  logEvent(rt.log, 'health.accessed', { userId: viewer.id, memberId });
  return ok(details);
}
