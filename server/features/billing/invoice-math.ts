// The built-in provider's arithmetic: prorating a change within a period, and an invoice's totals.
// Amounts are integer cents; each line is rounded once, to the nearest cent.

export interface Period {
  start: Date;
  end: Date;
}

/** The share of the period still ahead at `at`: 1 at its start, 0 at or after its end. */
export function remainingShare(period: Period, at: Date): number {
  const total = period.end.getTime() - period.start.getTime();
  if (total <= 0) return 0;
  const left = period.end.getTime() - Math.max(at.getTime(), period.start.getTime());
  return Math.min(1, Math.max(0, left / total));
}

export interface ProratedUpgrade {
  /** The new plan for the rest of the period. */
  chargeCents: number;
  /** The old plan's unused rest of the period, given back (a positive amount). */
  creditCents: number;
}

/** An upgrade at `at`: the new plan's price for what is left of the period, less the old plan's. */
export function prorateUpgrade(
  fromPriceCents: number,
  toPriceCents: number,
  period: Period,
  at: Date,
): ProratedUpgrade {
  const share = remainingShare(period, at);
  return {
    chargeCents: Math.round(toPriceCents * share),
    creditCents: Math.round(fromPriceCents * share),
  };
}

export interface Totals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** Subtotal of the lines, tax at the rate (basis points: 2000 is 20%), rounded once, and the total. */
export function invoiceTotals(lineAmountsCents: number[], taxRateBasisPoints: number): Totals {
  const subtotalCents = lineAmountsCents.reduce((sum, amount) => sum + amount, 0);
  const taxCents = Math.round((subtotalCents * taxRateBasisPoints) / 10_000);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** The same day of the next month, or the month's last day when it has no such day (31 Jan -> 28 Feb). */
export function addMonth(at: Date): Date {
  const next = new Date(at);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * 24 * 60 * 60 * 1000);
}
