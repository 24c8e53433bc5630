import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { InvoicingModule } from '../invoicing/index.js';
import { PaymentsModule } from '../payments/index.js';
import { AdminPartnerInvoicesController } from './admin-partner-invoices.controller.js';
import { AdminPartnersController } from './admin-partners.controller.js';
import { PartnerController } from './partner.controller.js';
import { PartnerLinkController } from './partner-link.controller.js';
import { PartnersService } from './partners.service.js';

/**
 * Partners (issue 41, part 5): hotels and hosts booking for their guests. Their terms and accounts are the auth
 * module's (`PartnerAccounts`, like the team's); their bookings go through the booking module's checkout and reads,
 * counted by `booking.partner_id`; their statement's money is the payments ledger's; their monthly invoices are the
 * invoicing module's (PartnerInvoices).
 */
@Module({
  imports: [AuthModule, BookingModule, InvoicingModule, PaymentsModule],
  controllers: [PartnerController, AdminPartnersController, AdminPartnerInvoicesController, PartnerLinkController],
  providers: [PartnersService],
})
export class PartnersModule {}
