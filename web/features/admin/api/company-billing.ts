// One company's billing as platform admins run it: the subscription and invoices
// (GET /api/companies/{id}/billing, /invoices), how many people fill its seats, the contract's plan
// and seats (PUT /api/admin/companies/{id}/subscription) and settling invoices (PATCH /api/invoices/{id}).

import type { SetSubscriptionInput } from "@common/billing";
import { CompanyIdParamsSchema } from "@common/companies";
import { PAGE_SIZE } from "@common/constants";
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

/** Whether an address's id can name a company at all; anything else is not found without asking. */
export function isCompanyId(companyId: string | undefined): companyId is string {
  return CompanyIdParamsSchema.safeParse({ id: companyId }).success;
}

// The same keys as the owners' billing tab, so that a change made here refreshes that tab too when
// both are open in one browser.
const billingKeys = {
  all: (companyId: string) => ["billing", companyId] as const,
  invoices: (companyId: string) => ["billing", companyId, "invoices"] as const,
};

const path = (id: string) => ({ params: { path: { id } } });

export const companyBillingQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: billingKeys.all(companyId),
    queryFn: () => api.get("/api/companies/{id}/billing", path(companyId)),
    // The page's boundary shows not-found and load failures.
    meta: ERROR_SHOWN_INLINE,
  });

export const companyInvoicesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: billingKeys.invoices(companyId),
    queryFn: () => api.get("/api/companies/{id}/invoices", path(companyId)),
    meta: ERROR_SHOWN_INLINE,
  });

/** People linked to the company, each taking a seat; `atLeast` when there are more than one page holds. */
export interface SeatsFilled {
  people: number;
  atLeast: boolean;
}

/**
 * The billing overview does not count the company's people, so they are counted from its people
 * list (a platform admin sees everyone linked), one page of the largest size the list gives.
 */
export const seatsFilledQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ["admin", "company-people", companyId] as const,
    queryFn: async (): Promise<SeatsFilled> => {
      const page = await api.get("/api/companies/{id}/employees", {
        params: { path: { id: companyId }, query: { limit: PAGE_SIZE.employees } },
      });
      return { people: page.items.length, atLeast: page.nextCursor !== null };
    },
    meta: ERROR_SHOWN_INLINE,
  });

export function useSuspenseCompanyBilling(companyId: string) {
  return useSuspenseQuery(companyBillingQueryOptions(companyId));
}

/** An operator's change of the contract; a refusal reaches them as the app's error notice. */
export function useSetSubscription(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetSubscriptionInput) =>
      api.put("/api/admin/companies/{id}/subscription", { ...path(companyId), body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all(companyId) }),
  });
}

/** Marks an open invoice paid or void; paying the last overdue one can make the subscription active again. */
export function useSettleInvoice(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, status }: { invoiceId: string; status: "paid" | "void" }) =>
      api.patch("/api/invoices/{id}", { ...path(invoiceId), body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.all(companyId) }),
  });
}

/** The link that downloads an invoice's PDF (the session cookie authorises it). */
export const invoicePdfUrl = (invoiceId: string) => `/api/invoices/${invoiceId}/pdf`;
