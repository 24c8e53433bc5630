import { Controller, Get, Header, Param, Query, Req } from '@nestjs/common';
import type { PromoCheckAnswer } from '@luggage/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiTags } from '@nestjs/swagger';
import { requestLanguage } from '../../../shared/i18n/translate.js';
import { ApiRateLimited, ApiValidated } from '../../../shared/openapi/api-answers.js';
import { RateLimit } from '../../../shared/rate-limits/index.js';
import { PromoCheckQueryDto } from './dto/promo-check-query.dto.js';
import { PromoCheckService } from './promo-check.service.js';

/** The wizard's "Have a code?": whether a code applies to the basket, and why not. Counted against guessing. */
@ApiTags('booking')
@Controller('api')
export class PromoCodesController {
  constructor(private readonly promo: PromoCheckService) {}

  @Get('promo-codes/:code')
  @RateLimit('promoCode')
  @Header('Cache-Control', 'no-store')
  @ApiValidated()
  @ApiRateLimited()
  check(@Param('code') code: string, @Query() query: PromoCheckQueryDto, @Req() request: FastifyRequest): Promise<PromoCheckAnswer> {
    return this.promo.check(code, query, requestLanguage(request.headers));
  }
}
