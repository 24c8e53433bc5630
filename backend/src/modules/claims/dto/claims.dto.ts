import { CLAIM_KINDS, CLAIM_LIMITS, CLAIM_OUTCOMES, CLAIM_STATUSES, type ClaimDecisionRequest, type ClaimKind, type ClaimOutcome, type ClaimReplyRequest, type ClaimStatus } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { ValidateIf } from 'class-validator';
import { message } from '../../../shared/i18n/message.js';
import { Check, Choice, describedRule, OptionalChoice, OptionalFlag, OptionalText, Pounds, RequiredText, rules, type Rule, trimmed } from '../../../shared/validation/rules.js';

/** Customer text: required, at most `max` characters (the messages in the customer's language, validation.json `claim`). */
function customerText(field: 'description' | 'message', max: number): Rule {
  return describedRule((value) => {
    if (typeof value !== 'string' || value.length === 0) return message(`validation:claim.${field}Required`);
    if (value.length > max) return message(`validation:claim.${field}TooLong`, { max });
    return null;
  }, { type: 'string', minLength: 1, maxLength: max });
}

const kindRule: Rule = describedRule((value) => (CLAIM_KINDS.includes(value as ClaimKind) ? null : message('validation:claim.kind')), { type: 'string', enum: [...CLAIM_KINDS] });

/** POST /api/manage/{token}/claims: the form's text fields (its photos are files, read beside them). */
export class FileClaimDto {
  @Check(kindRule)
  kind!: ClaimKind;

  @Transform(trimmed)
  @Check(customerText('description', CLAIM_LIMITS.descriptionMax))
  description!: string;
}

/** POST /api/manage/{token}/claims/{id}/messages: the customer's answer (a form, so photos may come with it). */
export class ClaimAnswerDto {
  @Transform(trimmed)
  @Check(customerText('message', CLAIM_LIMITS.messageMax))
  message!: string;
}

/** POST /api/admin/claims/{id}/reply */
export class ClaimReplyDto implements ClaimReplyRequest {
  @RequiredText('message', CLAIM_LIMITS.messageMax)
  message!: string;

  @OptionalFlag('needs information')
  needsInformation?: boolean;
}

/** POST /api/admin/claims/{id}/decide: an amount in pounds when accepted or partly accepted. */
export class ClaimDecisionDto implements ClaimDecisionRequest {
  @Choice(CLAIM_OUTCOMES, 'claimOutcome')
  outcome!: ClaimOutcome;

  @rules(ValidateIf((dto: ClaimDecisionDto) => dto.outcome === 'accepted' || dto.outcome === 'partly_accepted'), Pounds('amount', 0.01, 100_000))
  amount?: number;

  @RequiredText('reason', CLAIM_LIMITS.reasonMax)
  reason!: string;
}

/** GET /api/admin/claims?status= */
export class ClaimQueueQueryDto {
  @OptionalChoice('status', CLAIM_STATUSES)
  status?: ClaimStatus;

  /** One booking's claims (the admin booking page's link). */
  @OptionalText('reference', 20)
  reference?: string;
}

/** POST /api/check-in/{reference}/photos: the form's file, and an optional note on what it shows. */
export class HandoverPhotoDto {
  @OptionalText('note', 200)
  note?: string;
}
