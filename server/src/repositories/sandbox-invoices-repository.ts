import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sandboxInvoices, type NewSandboxInvoiceRow, type SandboxInvoiceRow } from '../db/schema';

/** SQL for the sandbox provider's own invoices (docs/api.md, "Invoices and receipts"). */
export function createSandboxInvoicesRepository(db: Database) {
  return {
    async insert(values: NewSandboxInvoiceRow): Promise<SandboxInvoiceRow> {
      const [row] = await db.insert(sandboxInvoices).values(values).returning();
      if (!row) throw new Error('insert into sandbox_invoices returned no row');
      return row;
    },

    /** A subscription's invoices, newest first. */
    async listForSubscription(providerSubscriptionId: string): Promise<SandboxInvoiceRow[]> {
      return db
        .select()
        .from(sandboxInvoices)
        .where(eq(sandboxInvoices.providerSubscriptionId, providerSubscriptionId))
        .orderBy(desc(sandboxInvoices.createdAt), desc(sandboxInvoices.number));
    },

    async findOne(
      providerSubscriptionId: string,
      id: string,
    ): Promise<SandboxInvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxInvoices)
        .where(
          and(
            eq(sandboxInvoices.id, id),
            eq(sandboxInvoices.providerSubscriptionId, providerSubscriptionId),
          ),
        );
      return row;
    },

    /** The open invoices of a subscription become paid (the card's authentication passed). */
    async payOpen(providerSubscriptionId: string): Promise<void> {
      await db
        .update(sandboxInvoices)
        .set({ status: 'paid' })
        .where(
          and(
            eq(sandboxInvoices.providerSubscriptionId, providerSubscriptionId),
            eq(sandboxInvoices.status, 'open'),
          ),
        );
    },

    /**
     * Refunds what is left of every paid invoice with money on it; answers the invoices as they
     * were before, with the amount each refund took.
     */
    async refundAll(
      providerSubscriptionId: string,
    ): Promise<{ invoice: SandboxInvoiceRow; amountCents: number }[]> {
      return db.transaction(async (tx) => {
        const open = await tx
          .select()
          .from(sandboxInvoices)
          .where(
            and(
              eq(sandboxInvoices.providerSubscriptionId, providerSubscriptionId),
              eq(sandboxInvoices.status, 'paid'),
              gt(sandboxInvoices.amountCents, sandboxInvoices.amountRefundedCents),
            ),
          )
          .for('update');
        const refunded = [];
        for (const invoice of open) {
          const amountCents = invoice.amountCents - invoice.amountRefundedCents;
          await tx
            .update(sandboxInvoices)
            .set({ amountRefundedCents: sql`${sandboxInvoices.amountCents}` })
            .where(eq(sandboxInvoices.id, invoice.id));
          refunded.push({ invoice, amountCents });
        }
        return refunded;
      });
    },
  };
}
