// A company's billing (GET /api/companies/{id}/billing, invoices, history) and the owners' changes.
import type { SubscriptionChange } from "@common/billing";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { customerExperienceQueryOptions } from "@web/lib/components/plan-usage";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

const path = (id: string) => ({ params: { path: { id } } });

export const billingQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ["billing", companyId],
    queryFn: () => api.get("/api/companies/{id}/billing", path(companyId)),
    meta: ERROR_SHOWN_INLINE,
  });

export const invoicesQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ["billing", companyId, "invoices"],
    queryFn: () => api.get("/api/companies/{id}/invoices", path(companyId)),
    meta: ERROR_SHOWN_INLINE,
  });

export const billingHistoryQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ["billing", companyId, "history"],
    queryFn: () => api.get("/api/companies/{id}/billing-history", path(companyId)),
    meta: ERROR_SHOWN_INLINE,
  });

/** The link that downloads an invoice's PDF (the session cookie authorises it). */
export const invoicePdfUrl = (invoiceId: string) => `/api/invoices/${invoiceId}/pdf`;

export type BillingAction =
  | { kind: "start"; planName: string; payment: "invoice" | "card" }
  | { kind: "change"; planName: string }
  | { kind: "cancel" }
  | { kind: "resume" };

function send(companyId: string, action: BillingAction): Promise<SubscriptionChange> {
  switch (action.kind) {
    case "start":
      return api.post("/api/companies/{id}/subscription", {
        ...path(companyId),
        body: { planName: action.planName, payment: action.payment },
      });
    case "change":
      return api.put("/api/companies/{id}/subscription/plan", {
        ...path(companyId),
        body: { planName: action.planName },
      });
    case "cancel":
      return api.post("/api/companies/{id}/subscription/cancel", path(companyId));
    case "resume":
      return api.post("/api/companies/{id}/subscription/resume", path(companyId));
  }
}

/** Any owner's change; a card payment answers the provider's checkout page, which the browser opens. */
export function useBillingAction(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: BillingAction) => send(companyId, action),
    onSuccess: (change) => {
      if (change.redirectUrl) window.location.assign(change.redirectUrl);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["billing", companyId] }),
        queryClient.invalidateQueries({ queryKey: customerExperienceQueryOptions.queryKey }),
      ]),
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useBillingPortal(companyId: string) {
  return useMutation({
    mutationFn: () => api.post("/api/companies/{id}/billing-portal", path(companyId)),
    onSuccess: ({ url }) => window.location.assign(url),
    meta: ERROR_SHOWN_INLINE,
  });
}
