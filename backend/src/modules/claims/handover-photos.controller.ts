import { Controller, Get, Param, ParseIntPipe, Post, Req, Res, type StreamableFile } from '@nestjs/common';
import type { PhotoView } from '@luggage/contracts';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiCsrfProtected, ApiError, ApiSignedIn, ApiValidated } from '../../shared/openapi/api-answers.js';
import { type AuthUser, CurrentUser, Roles } from '../auth/index.js';
import { PhotoLibrary, PhotoNotFoundError, readPhotoForm } from '../media/index.js';
import { HandoverPhotos } from './handover-photos.js';
import { HandoverPhotoDto } from './dto/claims.dto.js';
import { photoReply } from './photo-reply.js';

/**
 * Photos of the bags taken when they are taken (issue 42, part 1): staff of the booking's point, drivers of its
 * address legs, admins. One image a request; anyone else, or a booking not theirs, is a 404 (as at check-in).
 */
@ApiTags('staff check-in')
@ApiSignedIn()
@ApiError(403, 'This action is unauthorized: the account is not staff, a driver or an admin.')
@Controller('api/check-in/:reference/photos')
@Roles('staff', 'driver', 'admin')
export class HandoverPhotosController {
  constructor(
    private readonly handover: HandoverPhotos,
    private readonly photos: PhotoLibrary,
  ) {}

  @Get()
  @ApiError(404, 'No booking of yours matches.')
  list(@Param('reference') reference: string, @CurrentUser() user: AuthUser): Promise<PhotoView[]> {
    return this.handover.list(user, reference);
  }

  /** A multipart form with one image file (`photo`), at most 10 MB. */
  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No booking of yours matches.')
  @ApiError(413, 'The photo is larger than 10 MB.')
  async add(@Param('reference') reference: string, @Req() request: FastifyRequest, @CurrentUser() user: AuthUser): Promise<PhotoView[]> {
    const booking = await this.handover.bookingFor(user, reference);
    const form = await readPhotoForm(request, HandoverPhotoDto, 1);
    await this.handover.add(user, booking, form.photos);
    return this.handover.list(user, reference);
  }

  @Get(':id')
  @ApiError(404, 'No booking of yours matches, or the photo is not its.')
  async photo(@Param('reference') reference: string, @Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const booking = await this.handover.bookingFor(user, reference);
    const photo = await this.photos.file(id, booking.id);
    if (!photo || photo.purpose !== 'handover') throw new PhotoNotFoundError();
    return photoReply(reply, photo);
  }
}
