import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { formatIso, londonInstant, parseIso, todayInLondon } from '@luggage/contracts';
import { recordTimedEvent } from '../../shared/events/outbox.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobResult } from '../../shared/queue/jobs.js';
import { nextMonthStart, previousMonthStart } from './partner-invoice-lines.js';
import { PartnerInvoices } from './partner-invoices.service.js';

/** A month's invoices are issued at this London time on the first day of the next month. */
export const INVOICING_TIME = '02:00';

/** When the invoices of the month starting `month` ('YYYY-MM-01') are due: the next month's first day at 02:00 London. */
export const invoicingDueAt = (month: string): Date => londonInstant(parseIso(nextMonthStart(month))!, INVOICING_TIME);

/** The month ('YYYY-MM-01') whose invoicing is next at `now`: last month's while its run is still to come, else this month's. */
export function nextInvoicingMonth(now: Date): string {
  const thisMonth = `${formatIso(todayInLondon(now)).slice(0, 8)}01`;
  const lastMonth = previousMonthStart(thisMonth);
  return invoicingDueAt(lastMonth) > now ? lastMonth : thisMonth;
}

/**
 * The monthly invoices' job (a timed outbox event, `PartnerInvoicingDue`, like the retention sweep): after a month
 * ends, each partner's invoice of its bookings on account. A run records the next month's; every start records the
 * next one if it is missing. A repeated run finds the invoices issued. An on-account booking cancelled after its
 * invoice gets its credit note from the documents' job after the cancellation (InvoicingJobs).
 */
@Injectable()
export class PartnerInvoicingJobs implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('PartnerInvoicing');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobRegistry,
    private readonly invoices: PartnerInvoices,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.IssuePartnerInvoices, ({ month }) => this.run(month));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.em.fork().transactional((tx) => schedule(tx, nextInvoicingMonth(new Date())));
  }

  /** Issues the month's invoices ('YYYY-MM-01') of every partner with bookings on account in it. */
  async run(month: string): Promise<JobResult> {
    let issued = 0;
    for (const partnerId of await this.invoices.partnersToInvoice(month)) if ((await this.invoices.issue(partnerId, month)) !== null) issued += 1;
    const finished = await this.em.fork().transactional(async (tx) => {
      const rows = await tx.execute('update partner_invoicing_run set finished_at = now(), invoices = ? where month = ?::date and finished_at is null returning month', [issued, month]);
      if (rows.length > 0) await schedule(tx, nextMonthStart(month));
      return rows.length > 0;
    });
    if (finished) this.logger.log(`Partner invoicing of ${month.slice(0, 7)}: ${issued} invoices issued`);
    return finished ? 'done' : 'skipped';
  }
}

/** Records the run of `month` unless it is recorded already (the row's primary key decides between racers). */
async function schedule(tx: EntityManager, month: string): Promise<void> {
  const inserted = await tx.execute('insert into partner_invoicing_run (month) values (?::date) on conflict (month) do nothing returning month', [month]);
  if (inserted.length > 0) recordTimedEvent(tx, 'PartnerInvoicingDue', { month }, invoicingDueAt(month));
}
