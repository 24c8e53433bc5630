import { Module } from '@nestjs/common';
import { MediaModule } from '../media/index.js';
import { RetentionService } from './retention.service.js';

/** Personal data retention: the nightly sweep that erases bookings' personal details RETENTION_MONTHS after their return. */
@Module({ imports: [MediaModule], providers: [RetentionService] })
export class PrivacyModule {}
