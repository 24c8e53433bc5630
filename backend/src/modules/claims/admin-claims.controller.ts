import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Res, type StreamableFile } from '@nestjs/common';
import { type AdminClaimsView, type ClaimsSummary } from '@luggage/contracts';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';
import { AdminOnly, type AuthUser, CurrentUser } from '../auth/index.js';
import { PhotoLibrary, PhotoNotFoundError } from '../media/index.js';
import { ClaimReads } from './claim-reads.js';
import { ClaimsService } from './claims.service.js';
import { ClaimDecisionDto, ClaimQueueQueryDto, ClaimReplyDto } from './dto/claims.dto.js';
import { photoReply } from './photo-reply.js';

/** The admins' claims queue (/admin-dashboard/claims): reply, ask for information, decide and pay out. */
@ApiTags('admin claims')
@ApiAdminOnly()
@Controller('api/admin')
@AdminOnly()
export class AdminClaimsController {
  constructor(
    private readonly claims: ClaimsService,
    private readonly reads: ClaimReads,
    private readonly photos: PhotoLibrary,
  ) {}

  @Get('claims')
  @ApiValidated()
  async queue(@Query() query: ClaimQueueQueryDto): Promise<AdminClaimsView> {
    return { claims: await this.reads.queue(query.status, query.reference) };
  }

  @Get('claims-summary')
  summary(): Promise<ClaimsSummary> {
    return this.reads.summary();
  }

  @Post('claims/:id/reply')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No claim has this id.')
  @ApiError(409, 'The claim is already decided.')
  async reply(@Param('id', ParseIntPipe) id: number, @Body() body: ClaimReplyDto, @CurrentUser() user: AuthUser): Promise<AdminClaimsView> {
    await this.claims.reply(user, id, body.message, body.needsInformation ?? false);
    return { claims: await this.reads.queue(undefined) };
  }

  @Post('claims/:id/decide')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No claim has this id.')
  @ApiError(409, 'The claim is already decided.')
  async decide(@Param('id', ParseIntPipe) id: number, @Body() body: ClaimDecisionDto, @CurrentUser() user: AuthUser): Promise<AdminClaimsView> {
    await this.claims.decide(user, id, body);
    return { claims: await this.reads.queue(undefined) };
  }

  @Get('photos/:id')
  @ApiError(404, 'No photo has this id.')
  async photo(@Param('id', ParseIntPipe) id: number, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const photo = await this.photos.file(id, null);
    if (!photo) throw new PhotoNotFoundError();
    return photoReply(reply, photo);
  }
}
