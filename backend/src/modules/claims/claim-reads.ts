import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type AdminClaimView,
  type ClaimKind,
  type ClaimMessageView,
  type ClaimStatus,
  type ClaimsSummary,
  formatDashed,
  type ManageClaimView,
  type ManageClaimsView,
  OPEN_CLAIM_STATUSES,
  penceToPounds,
  type PhotoView,
  todayInLondon,
} from '@luggage/contracts';
import { BookingManageService } from '../booking/index.js';
import { PhotoLibrary, type StoredPhoto } from '../media/index.js';
import { claimDeadline, mayFileClaim } from './claim-rules.js';
import { ClaimsService } from './claims.service.js';

interface ClaimRow {
  id: number;
  booking_id: number;
  kind: ClaimKind;
  description: string;
  status: ClaimStatus;
  due_at: Date | string;
  reason: string | null;
  payout_pence: number | null;
  card_refund_pence: number;
  bank_transfer_pence: number;
  decided_by: string | null;
  created_at: Date | string;
}

interface AdminClaimRow extends ClaimRow {
  reference: string;
  full_name: string;
  language: string;
}

interface MessageRow {
  claim_id: number;
  author: 'customer' | 'team';
  body: string;
  created_at: Date | string;
}

const CLAIM_COLUMNS = 'c.id, c.booking_id, c.kind, c.description, c.status, c.due_at, c.reason, c.payout_pence, c.card_refund_pence, c.bank_transfer_pence, c.decided_by, c.created_at';
const iso = (value: Date | string) => new Date(value).toISOString();

/** How a photo is reached: by the manage link, or by an admin's session. */
type PhotoUrl = (photoId: number) => string;

const toPhotoView = (url: PhotoUrl) => (photo: StoredPhoto): PhotoView => ({ id: photo.id, url: url(photo.id), takenAt: photo.takenAt.toISOString() });

/** The claims as their customer and the admins read them. */
@Injectable()
export class ClaimReads {
  constructor(
    private readonly em: EntityManager,
    private readonly manage: BookingManageService,
    private readonly photos: PhotoLibrary,
    private readonly claims: ClaimsService,
  ) {}

  /** The manage page's claims section: its claims, whether one may be filed, and the photos taken at the handover. */
  async ofManageLink(token: string): Promise<ManageClaimsView> {
    const booking = await this.manage.bookingByLink(token);
    const em = this.em.fork();
    const url: PhotoUrl = (id) => `/api/manage/${encodeURIComponent(token)}/photos/${id}`;
    const rows = await em.execute<ClaimRow[]>(`select ${CLAIM_COLUMNS} from claim c where c.booking_id = ? order by c.id desc`, [booking.id]);
    const [claims, photos] = await Promise.all([this.views(em, rows, url), this.photos.ofBookings([booking.id], em)]);
    const deadline = claimDeadline(booking.status, booking.returnDate);
    return {
      claims,
      canFile: mayFileClaim(booking.status, booking.returnDate),
      fileUntil: deadline ? formatDashed(deadline) : null,
      handoverPhotos: photos.filter((photo) => photo.purpose === 'handover').map(toPhotoView(url)),
    };
  }

  /** The admins' queue: open claims first, the most overdue at the top; `status` narrows it to one status. */
  async queue(status: ClaimStatus | undefined, reference?: string, now: Date = new Date()): Promise<AdminClaimView[]> {
    const em = this.em.fork();
    const bookingReference = reference?.toUpperCase() ?? null;
    const rows = await em.execute<AdminClaimRow[]>(
      `select ${CLAIM_COLUMNS}, b.reference, b.full_name, b.language from claim c join booking b on b.id = c.booking_id
        where (?::text is null or c.status = ?) and (?::text is null or b.reference = ?)
        order by (c.status in ('received', 'needs_information')) desc, c.due_at, c.id limit 200`,
      [status ?? null, status ?? null, bookingReference, bookingReference],
    );
    const views = await this.views(em, rows, (id) => `/api/admin/photos/${id}`);
    const bookingIds = [...new Set(rows.map((row) => row.booking_id))];
    const limits = new Map(
      await Promise.all(bookingIds.map(async (id) => [id, { max: await this.claims.maxPayoutPence(id, em), card: await this.claims.refundableToCardPence(id, em) }] as const)),
    );
    return rows.map((row, index) => {
      const limit = limits.get(row.booking_id)!;
      return {
        ...views[index],
        reference: row.reference,
        customerName: row.full_name,
        language: row.language,
        dueAt: iso(row.due_at),
        overdue: OPEN_CLAIM_STATUSES.includes(row.status) && new Date(row.due_at) < now,
        maxPayout: limit.max === null ? null : penceToPounds(limit.max),
        refundableToCard: penceToPounds(limit.card),
        decidedBy: row.decided_by,
      };
    });
  }

  /** The dashboard's figures: open claims, those past their answer's due time, and what claims paid out this London month. */
  /** How many claims a booking has, and how many are still to answer: the admin booking page's link to them. */
  async countsOf(bookingId: number): Promise<{ open: number; total: number }> {
    const [row] = await this.em.fork().execute<{ open: number; total: number }[]>(
      `select count(*) filter (where status in ('received', 'needs_information'))::int as open, count(*)::int as total from claim where booking_id = ?`,
      [bookingId],
    );
    return row;
  }

  async summary(now: Date = new Date()): Promise<ClaimsSummary> {
    const today = todayInLondon(now);
    const monthStart = `${today.year}-${String(today.month).padStart(2, '0')}-01`;
    const [row] = await this.em.fork().execute<{ open: number; overdue: number; paid: number }[]>(
      `select count(*) filter (where status in ('received', 'needs_information'))::int as open,
              count(*) filter (where status in ('received', 'needs_information') and due_at < ?)::int as overdue,
              coalesce(sum(payout_pence) filter (where decided_at >= (?::date::timestamp at time zone 'Europe/London')), 0)::int as paid
         from claim`,
      [now, monthStart],
    );
    return { open: row.open, overdue: row.overdue, paidThisMonth: penceToPounds(row.paid) };
  }

  private async views(em: EntityManager, rows: readonly ClaimRow[], url: PhotoUrl): Promise<ManageClaimView[]> {
    if (rows.length === 0) return [];
    const claimIds = rows.map((row) => row.id);
    const [messages, photos] = await Promise.all([
      em.execute<MessageRow[]>('select claim_id, author, body, created_at from claim_message where claim_id in (?) order by id', [claimIds]),
      this.photos.ofBookings([...new Set(rows.map((row) => row.booking_id))], em),
    ]);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      description: row.description,
      photos: photos.filter((photo) => photo.claimId === row.id).map(toPhotoView(url)),
      messages: messages.filter((message) => message.claim_id === row.id).map((message): ClaimMessageView => ({ author: message.author, body: message.body, at: iso(message.created_at) })),
      reason: row.reason,
      payout:
        row.payout_pence === null
          ? null
          : { amount: penceToPounds(row.payout_pence), toCard: penceToPounds(row.card_refund_pence), byBankTransfer: penceToPounds(row.bank_transfer_pence) },
      createdAt: iso(row.created_at),
    }));
  }
}
