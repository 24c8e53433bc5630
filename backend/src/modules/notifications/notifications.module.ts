import { Module } from '@nestjs/common';
import { MailService } from './mail.service.js';

/** Renders and sends emails from jobs. Other modules announce facts; the jobs here turn them into mail. */
@Module({ providers: [MailService], exports: [MailService] })
export class NotificationsModule {}
