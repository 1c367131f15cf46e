import type { SimulatorContext } from '../context';
import { digitsOf } from '../ids';
import type { SandboxPhoneNumber } from '../seed';

export type QualityRating = SandboxPhoneNumber['qualityRating'];

/** The portfolio messaging limits, lowest first (reference §3). */
export const messagingLimitTiers = ['TIER_250', 'TIER_2K', 'TIER_10K', 'TIER_100K', 'TIER_UNLIMITED'];

/** A number's standing as Meta rates it: what `GET /{phone-number-id}` answers and the webhooks tell. */
export interface NumberHealth {
  qualityRating: QualityRating;
  messagingLimitTier: string;
}

/**
 * Changes a number's quality rating or messaging limit as Meta would, and sends the
 * `phone_number_quality_update` webhook that says so: FLAGGED when the quality drops to RED,
 * UNFLAGGED when it recovers, UPGRADE or DOWNGRADE with the old and new limit.
 */
export function changeNumberHealth(
  { state, webhooks }: SimulatorContext,
  phone: SandboxPhoneNumber,
  change: Partial<NumberHealth>,
): NumberHealth {
  const before = state.healthOf(phone);
  const after = { ...before, ...change };
  state.numberHealth.set(phone.phoneNumberId, after);
  const time = Math.floor(state.now() / 1000);
  const display_phone_number = digitsOf(phone.displayPhoneNumber);
  if (after.qualityRating !== before.qualityRating) {
    const event =
      after.qualityRating === 'RED' ? 'FLAGGED' : before.qualityRating === 'RED' ? 'UNFLAGGED' : undefined;
    if (event) {
      webhooks.emit(
        'phone_number_quality_update',
        { display_phone_number, event, current_limit: after.messagingLimitTier },
        time,
      );
    }
  }
  if (after.messagingLimitTier !== before.messagingLimitTier) {
    const rising =
      messagingLimitTiers.indexOf(after.messagingLimitTier) >
      messagingLimitTiers.indexOf(before.messagingLimitTier);
    webhooks.emit(
      'phone_number_quality_update',
      {
        display_phone_number,
        event: rising ? 'UPGRADE' : 'DOWNGRADE',
        old_limit: before.messagingLimitTier,
        current_limit: after.messagingLimitTier,
        max_daily_conversations_per_business: after.messagingLimitTier,
      },
      time,
    );
  }
  return after;
}
