import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_JOURNAL_ACCOUNTS, JOURNAL_ACCOUNT_MAX_LENGTH, type JournalAccounts } from '@luggage/contracts';
import { RequiredText } from '../../../shared/validation/rules.js';

interface JournalAccountsRow {
  xero_clearing: string;
  xero_debtors: string;
  xero_sales: string;
  xero_vat: string;
  quickbooks_clearing: string;
  quickbooks_debtors: string;
  quickbooks_sales: string;
  quickbooks_vat: string;
}

/** The journal export's accounts (one row, `journal_accounts`), read fresh so an admin's change applies to the next file at once. */
@Injectable()
export class JournalAccountsService {
  constructor(private readonly em: EntityManager) {}

  /** The accounts set, or the UK default charts' until an admin sets them. */
  async current(): Promise<JournalAccounts> {
    const [row] = await this.em
      .fork()
      .execute<JournalAccountsRow[]>('select xero_clearing, xero_debtors, xero_sales, xero_vat, quickbooks_clearing, quickbooks_debtors, quickbooks_sales, quickbooks_vat from journal_accounts where id = 1');
    if (!row) return { ...DEFAULT_JOURNAL_ACCOUNTS };
    return {
      xeroClearing: row.xero_clearing,
      xeroDebtors: row.xero_debtors,
      xeroSales: row.xero_sales,
      xeroVat: row.xero_vat,
      quickbooksClearing: row.quickbooks_clearing,
      quickbooksDebtors: row.quickbooks_debtors,
      quickbooksSales: row.quickbooks_sales,
      quickbooksVat: row.quickbooks_vat,
    };
  }

  async update(accounts: JournalAccounts, actor: string): Promise<JournalAccounts> {
    const { xeroClearing, xeroDebtors, xeroSales, xeroVat, quickbooksClearing, quickbooksDebtors, quickbooksSales, quickbooksVat } = accounts;
    await this.em.fork().execute(
      `insert into journal_accounts (id, xero_clearing, xero_debtors, xero_sales, xero_vat, quickbooks_clearing, quickbooks_debtors, quickbooks_sales, quickbooks_vat, updated_by, updated_at)
       values (1, ?, ?, ?, ?, ?, ?, ?, ?, ?, now())
       on conflict (id) do update set xero_clearing = excluded.xero_clearing, xero_debtors = excluded.xero_debtors, xero_sales = excluded.xero_sales,
         xero_vat = excluded.xero_vat, quickbooks_clearing = excluded.quickbooks_clearing, quickbooks_debtors = excluded.quickbooks_debtors,
         quickbooks_sales = excluded.quickbooks_sales, quickbooks_vat = excluded.quickbooks_vat, updated_by = excluded.updated_by, updated_at = now()`,
      [xeroClearing, xeroDebtors, xeroSales, xeroVat, quickbooksClearing, quickbooksDebtors, quickbooksSales, quickbooksVat, actor.slice(0, 120)],
    );
    return { xeroClearing, xeroDebtors, xeroSales, xeroVat, quickbooksClearing, quickbooksDebtors, quickbooksSales, quickbooksVat };
  }
}

const max = JOURNAL_ACCOUNT_MAX_LENGTH;

/** PUT /api/admin/exports/accounts: every account, none empty (after trimming) or longer than 60 characters. */
export class JournalAccountsDto implements JournalAccounts {
  @RequiredText('Xero clearing account', max)
  xeroClearing!: string;

  @RequiredText('Xero trade debtors account', max)
  xeroDebtors!: string;

  @RequiredText('Xero sales account', max)
  xeroSales!: string;

  @RequiredText('Xero VAT account', max)
  xeroVat!: string;

  @RequiredText('QuickBooks clearing account', max)
  quickbooksClearing!: string;

  @RequiredText('QuickBooks trade debtors account', max)
  quickbooksDebtors!: string;

  @RequiredText('QuickBooks sales account', max)
  quickbooksSales!: string;

  @RequiredText('QuickBooks VAT account', max)
  quickbooksVat!: string;
}
