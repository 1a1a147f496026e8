// A company's products (/api/factor/companies/:id/products), 50 a page, and their writes.

import type { UserSearchResult } from "@common/companies";
import type { CreateProductInput, UpdateProductInput } from "@common/products";
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys } from "./company-keys";

function productsQueryOptions(companyId: string) {
  return infiniteQueryOptions({
    queryKey: companyKeys.products(companyId),
    queryFn: ({ pageParam }) =>
      api.get("/api/factor/companies/{id}/products", {
        params: { path: { id: companyId }, query: { cursor: pageParam ?? undefined } },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useProducts(companyId: string) {
  return useInfiniteQuery(productsQueryOptions(companyId));
}

function useRefreshProducts(companyId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: companyKeys.products(companyId) });
    // The profile counts the products.
    await queryClient.invalidateQueries({ queryKey: companyKeys.profiles(companyId) });
  };
}

export function useCreateProduct(companyId: string) {
  const refresh = useRefreshProducts(companyId);
  return useMutation({
    mutationFn: ({ ownerId, ...input }: CreateProductInput & { ownerId: string }) =>
      api.post("/api/factor/companies/{id}/users/{userId}/products", {
        params: { path: { id: companyId, userId: ownerId } },
        body: input,
      }),
    onSuccess: refresh,
  });
}

export function useUpdateProduct(companyId: string) {
  const refresh = useRefreshProducts(companyId);
  return useMutation({
    mutationFn: ({ productId, changes }: { productId: string; changes: UpdateProductInput }) =>
      api.patch("/api/factor/companies/{id}/products/{productId}", {
        params: { path: { id: companyId, productId } },
        body: changes,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteProduct(companyId: string) {
  const refresh = useRefreshProducts(companyId);
  return useMutation({
    mutationFn: (productId: string) =>
      api.delete("/api/factor/companies/{id}/products/{productId}", {
        params: { path: { id: companyId, productId } },
      }),
    onSuccess: refresh,
  });
}

export type CompanyPerson = UserSearchResult["items"][number];

/** People of the company by name, to answer for a product (GET /api/factor/search/user). */
export function useCompanyPeopleSearch(companyId: string, term: string) {
  return useQuery({
    queryKey: [...companyKeys.employees(companyId), "search", term],
    queryFn: () => api.get("/api/factor/search/user", { params: { query: { companyId, search: term } } }),
    enabled: term.length > 0,
    select: (result) => result.items,
  });
}
