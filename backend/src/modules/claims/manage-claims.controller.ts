import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Req, Res, type StreamableFile } from '@nestjs/common';
import { CLAIM_LIMITS, type ManageClaimsView } from '@luggage/contracts';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PrivateAnswers } from '../../shared/http/private-answers.js';
import { ApiCsrfProtected, ApiError, ApiRateLimited, ApiValidated } from '../../shared/openapi/api-answers.js';
import { RateLimit } from '../../shared/rate-limits/index.js';
import { BookingManageService } from '../booking/index.js';
import { PhotoLibrary, PhotoNotFoundError, readPhotoForm } from '../media/index.js';
import { ClaimReads } from './claim-reads.js';
import { ClaimsService } from './claims.service.js';
import { ClaimAnswerDto, FileClaimDto } from './dto/claims.dto.js';
import { photoReply } from './photo-reply.js';

/** The claims section of the customer's manage page: every call takes the booking's secret link. */
@ApiTags('manage booking')
@Controller('api/manage/:token')
@PrivateAnswers()
export class ManageClaimsController {
  constructor(
    private readonly claims: ClaimsService,
    private readonly reads: ClaimReads,
    private readonly manage: BookingManageService,
    private readonly photos: PhotoLibrary,
  ) {}

  @Get('claims')
  @ApiError(404, 'No booking has this manage link.')
  list(@Param('token') token: string): Promise<ManageClaimsView> {
    return this.reads.ofManageLink(token);
  }

  /** A multipart form: `kind`, `description` and up to 5 files in `photos[]` (images, 10 MB each). */
  @Post('claims')
  @RateLimit('manageAction')
  @ApiConsumes('multipart/form-data')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link.')
  @ApiError(409, 'A claim can be filed only from the handover until 14 days after the return date.')
  @ApiError(413, 'A photo is larger than 10 MB.')
  async file(@Param('token') token: string, @Req() request: FastifyRequest): Promise<ManageClaimsView> {
    const form = await readPhotoForm(request, FileClaimDto, CLAIM_LIMITS.photos);
    await this.claims.file(token, form.fields.kind, form.fields.description, form.photos);
    return this.reads.ofManageLink(token);
  }

  /** The customer's answer to a request for information: a multipart form with `message` and up to 5 more photos. */
  @Post('claims/:id/messages')
  @HttpCode(200)
  @RateLimit('manageAction')
  @ApiConsumes('multipart/form-data')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link, or the claim is not this booking’s.')
  @ApiError(409, 'The claim is not waiting for an answer.')
  @ApiError(413, 'A photo is larger than 10 MB.')
  async answer(@Param('token') token: string, @Param('id', ParseIntPipe) id: number, @Req() request: FastifyRequest): Promise<ManageClaimsView> {
    const form = await readPhotoForm(request, ClaimAnswerDto, CLAIM_LIMITS.photos);
    await this.claims.answer(token, id, form.fields.message, form.photos);
    return this.reads.ofManageLink(token);
  }

  @Get('photos/:id')
  @ApiError(404, 'No booking has this manage link, or the photo is not this booking’s.')
  async photo(@Param('token') token: string, @Param('id', ParseIntPipe) id: number, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const booking = await this.manage.bookingByLink(token);
    const photo = await this.photos.file(id, booking.id);
    if (!photo) throw new PhotoNotFoundError();
    return photoReply(reply, photo);
  }
}
