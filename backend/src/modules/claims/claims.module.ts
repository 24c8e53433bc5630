import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { MediaModule } from '../media/index.js';
import { PaymentsModule } from '../payments/index.js';
import { PricingModule } from '../pricing/index.js';
import { AdminClaimsController } from './admin-claims.controller.js';
import { ClaimReads } from './claim-reads.js';
import { ClaimsService } from './claims.service.js';
import { HandoverPhotos } from './handover-photos.js';
import { HandoverPhotosController } from './handover-photos.controller.js';
import { ManageClaimsController } from './manage-claims.controller.js';

/**
 * Custody and claims (issue 42): the photos staff and drivers take of the bags, a customer's claims from the manage
 * page, and the admins' queue that answers, decides and pays them out. The emails are notifications' (ClaimStepRecorded).
 */
@Module({
  imports: [AuthModule, BookingModule, MediaModule, PaymentsModule, PricingModule],
  controllers: [ManageClaimsController, AdminClaimsController, HandoverPhotosController],
  providers: [ClaimsService, ClaimReads, HandoverPhotos],
  exports: [ClaimReads],
})
export class ClaimsModule {}
