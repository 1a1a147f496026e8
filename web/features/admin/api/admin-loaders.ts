// The loaders of the admin console's pages (platform admins only; anyone else asks for nothing).
import type { QueryClient } from "@tanstack/react-query";
import { plansQueryOptions } from "@web/lib/plans";
import { prefetchForMember } from "@web/lib/prefetch";
import type { LoaderFunction } from "react-router";
import { auditFilterFromSearch, auditLogQueryOptions } from "./audit-log";
import {
  companyBillingQueryOptions,
  companyInvoicesQueryOptions,
  isCompanyId,
  seatsFilledQueryOptions,
} from "./company-billing";
import { customerSearchFrom, customersQueryOptions } from "./customers";
import { operationsQueryOptions } from "./operations";
import { adminUserQueryOptions, adminUsersQueryOptions, usersFilterFromSearch } from "./users";

/** /admin/audit-log: the first page of the filter the address names. */
export function auditLogPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) =>
    prefetchForMember(queryClient, (session) => {
      if (!session.user.isPlatformAdmin) return;
      const filter = auditFilterFromSearch(new URL(request.url).searchParams);
      return queryClient.prefetchInfiniteQuery(auditLogQueryOptions(filter));
    });
}

/** /admin/users: the first page of the search the address names. */
export function usersPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) =>
    prefetchForMember(queryClient, (session) => {
      if (!session.user.isPlatformAdmin) return;
      const filter = usersFilterFromSearch(new URL(request.url).searchParams);
      return queryClient.prefetchInfiniteQuery(adminUsersQueryOptions(filter));
    });
}

/** /admin/users/:id: the person. */
export function userPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id } }) =>
    prefetchForMember(queryClient, (session) => {
      if (session.user.isPlatformAdmin && id) return queryClient.prefetchQuery(adminUserQueryOptions(id));
    });
}

/** /admin/health: the figures. */
export function operationsPageLoader(queryClient: QueryClient): LoaderFunction {
  return () =>
    prefetchForMember(queryClient, (session) => {
      if (session.user.isPlatformAdmin) return queryClient.prefetchQuery(operationsQueryOptions);
    });
}

/** /admin/customers: the first page of the search the address names. */
export function customersPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) =>
    prefetchForMember(queryClient, (session) => {
      if (!session.user.isPlatformAdmin) return;
      const search = customerSearchFrom(new URL(request.url).searchParams);
      return queryClient.prefetchInfiniteQuery(customersQueryOptions(search));
    });
}

/** /admin/companies/:id/billing: the subscription, the people who fill its seats, the invoices and the plans. */
export function companyBillingPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ params: { id } }) => {
    if (!isCompanyId(id)) return null;
    return prefetchForMember(queryClient, (session) => {
      if (!session.user.isPlatformAdmin) return;
      return Promise.all([
        queryClient.prefetchQuery(companyBillingQueryOptions(id)),
        queryClient.prefetchQuery(seatsFilledQueryOptions(id)),
        queryClient.prefetchQuery(companyInvoicesQueryOptions(id)),
        queryClient.prefetchQuery(plansQueryOptions),
      ]);
    });
  };
}
