import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PartnerStatement, PartnerView } from '@luggage/contracts';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';
import { AdminOnly, PartnerAccounts } from '../auth/index.js';
import { parseId } from '../catalog/index.js';
import { InvitePartnerDto, StatementQueryDto, UpdatePartnerDto } from './dto/partner.dto.js';
import { PartnersService } from './partners.service.js';

/** The admin's partners page: invite a partner (a set-password email, like staff), its terms, its monthly statement. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin/partners')
@AdminOnly()
export class AdminPartnersController {
  constructor(
    private readonly accounts: PartnerAccounts,
    private readonly partners: PartnersService,
  ) {}

  @Get()
  list(): Promise<PartnerView[]> {
    return this.partners.list();
  }

  @Post()
  @HttpCode(201)
  @ApiCsrfProtected()
  @ApiValidated()
  async invite(@Body() body: InvitePartnerDto): Promise<PartnerView> {
    const invited = await this.accounts.invite(body);
    return this.partners.view(invited.id);
  }

  @Put(':id')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No partner has this id.')
  async update(@Param('id') id: string, @Body() body: UpdatePartnerDto): Promise<PartnerView> {
    await this.accounts.update(parseId(id) ?? 0, body);
    return this.partners.view(parseId(id) ?? 0);
  }

  @Get(':id/statement')
  @ApiValidated()
  @ApiError(404, 'No partner has this id.')
  async statement(@Param('id') id: string, @Query() query: StatementQueryDto): Promise<PartnerStatement> {
    return this.partners.statement(await this.accounts.byId(parseId(id) ?? 0), query.month);
  }
}
