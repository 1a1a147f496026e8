// The billing-provider interface (DESIGN.md section 7). Summit keeps every subscription, invoice
// and history entry itself; a provider is what collects the money. The built-in provider bills by
// invoice and needs nothing from outside; a card provider (Stripe) takes the first payment on its
// own checkout page, keeps the card, and reports what it charged through signed webhooks, which
// the card provider turns into the same subscription states.
import type { BillingProviderName, SubscriptionStatus } from "@common/billing";

/** What a card provider says a subscription is now, applied only when newer than what Summit holds. */
export interface ProviderSubscriptionState {
  companyId: string;
  planName: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  providerCustomerId: string;
  providerSubscriptionId: string;
  /** When the provider made this state (its event's time); older states change nothing. */
  asOf: Date;
}

/** An invoice the card provider issued (and perhaps collected), recorded beside Summit's own. */
export interface ProviderInvoice {
  providerInvoiceId: string;
  providerSubscriptionId: string;
  number: string;
  status: "open" | "paid" | "void";
  currency: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  periodStart: Date;
  periodEnd: Date;
  issuedAt: Date;
  paidAt: Date | null;
  lines: { description: string; quantity: number; unitAmountCents: number; amountCents: number }[];
}

/** What a verified webhook asks Summit to record; `eventId` makes a replay change nothing. */
export type ProviderEvent =
  | { eventId: string; type: string; kind: "subscription"; state: ProviderSubscriptionState }
  | { eventId: string; type: string; kind: "invoice"; invoice: ProviderInvoice }
  | { eventId: string; type: string; kind: "ignored" };

export interface CheckoutRequest {
  companyId: string;
  companyName: string;
  planName: string;
  ownerEmail: string;
  /** The provider's customer for this company from an earlier subscription, if any. */
  providerCustomerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/**
 * A card provider. Owners' changes to a subscription it bills go to it first; Summit records the
 * state it answers (the same path its webhooks take), so the provider and Summit never disagree
 * about what was charged.
 */
export interface CardBillingProvider {
  readonly name: Exclude<BillingProviderName, "invoice">;
  /** The provider's hosted page where the owner pays for a new subscription. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** The provider's page where the owner manages cards and receipts. */
  createPortal(request: { providerCustomerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Moves to a dearer plan now, prorated by the provider; answers the resulting state. */
  upgrade(request: { providerSubscriptionId: string; planName: string }): Promise<ProviderSubscriptionState>;
  /**
   * Moves to a cheaper plan when the current period ends (the provider bills the new price from
   * then on); Summit records the pending plan itself.
   */
  scheduleDowngrade(request: { providerSubscriptionId: string; planName: string }): Promise<void>;
  /** Sets or clears the end at the period's close; answers the resulting state. */
  setCancelAtPeriodEnd(request: {
    providerSubscriptionId: string;
    cancelAtPeriodEnd: boolean;
  }): Promise<ProviderSubscriptionState>;
  /**
   * Checks a webhook's signature against the raw body and reads it; throws WebhookSignatureError
   * when the signature does not hold (the route answers 400), anything else when reading failed
   * (the route answers 5xx, so the provider sends the event again).
   */
  readWebhook(rawBody: Buffer, signature: string): Promise<ProviderEvent>;
}

/** How subscriptions are billed here. */
export interface BillingSettings {
  /** The card provider, when one is configured (Stripe). */
  card: CardBillingProvider | null;
  /** Tax on the built-in provider's invoices, in basis points. */
  taxRateBasisPoints: number;
  /** Where the owner comes back to after a card provider's pages. */
  publicUrl: string;
}

/** A webhook whose signature does not hold: forged, altered, for another secret, or replayed late. */
export class WebhookSignatureError extends Error {}
