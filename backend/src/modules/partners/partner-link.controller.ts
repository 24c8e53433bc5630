import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PARTNER_CODE_PATTERN, type PartnerLinkView } from '@luggage/contracts';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { message } from '../../shared/i18n/message.js';
import { ApiError, ApiRateLimited } from '../../shared/openapi/api-answers.js';
import { RateLimit } from '../../shared/rate-limits/index.js';
import { PartnerAccounts } from '../auth/index.js';

/**
 * A partner link (`/?partner=CODE`): what the wizard needs to price as the checkout will, the partner's discount. Open
 * to visitors; an unknown or inactive code is a 404 the wizard ignores. Codes are drawn from 27 billion, and the abuse
 * limit makes trying them hopeless.
 */
@ApiTags('partners')
@Controller('api/partner-links')
export class PartnerLinkController {
  constructor(private readonly accounts: PartnerAccounts) {}

  @Get(':code')
  @RateLimit('partnerLink')
  @ApiRateLimited()
  @ApiError(404, 'No active partner has this code.')
  async link(@Param('code') code: string): Promise<PartnerLinkView> {
    const normal = code.trim().toUpperCase();
    const terms = PARTNER_CODE_PATTERN.test(normal) ? await this.accounts.linkTerms(normal) : null;
    if (!terms) throw new NotFoundError('PARTNER.LINK_NOT_FOUND', message('errors:partner.unknownLink'));
    return { code: normal, discountPercent: terms.discountPercent };
  }
}
