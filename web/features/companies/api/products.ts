// A company's products (/api/factor/companies/:id/products), 50 a page, and their writes.

import type { UserSearchResult } from "@common/companies";
import type { CreateProductInput, Product, ProductPage, UpdateProductInput } from "@common/products";
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiClient } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys } from "./company-keys";

function productsQueryOptions(companyId: string) {
  return infiniteQueryOptions({
    queryKey: companyKeys.products(companyId),
    queryFn: ({ pageParam }) =>
      apiClient.get<ProductPage>(
        `/api/factor/companies/${companyId}/products${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
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
      apiClient.post<Product>(
        `/api/factor/companies/${companyId}/users/${encodeURIComponent(ownerId)}/products`,
        input,
      ),
    onSuccess: refresh,
  });
}

export function useUpdateProduct(companyId: string) {
  const refresh = useRefreshProducts(companyId);
  return useMutation({
    mutationFn: ({ productId, changes }: { productId: string; changes: UpdateProductInput }) =>
      apiClient.patch<Product>(`/api/factor/companies/${companyId}/products/${productId}`, changes),
    onSuccess: refresh,
  });
}

export function useDeleteProduct(companyId: string) {
  const refresh = useRefreshProducts(companyId);
  return useMutation({
    mutationFn: (productId: string) =>
      apiClient.delete<null>(`/api/factor/companies/${companyId}/products/${productId}`),
    onSuccess: refresh,
  });
}

export type CompanyPerson = UserSearchResult["items"][number];

/** People of the company by name, to answer for a product (GET /api/factor/search/user). */
export function useCompanyPeopleSearch(companyId: string, term: string) {
  return useQuery({
    queryKey: [...companyKeys.employees(companyId), "search", term],
    queryFn: () =>
      apiClient.get<UserSearchResult>(
        `/api/factor/search/user?${new URLSearchParams({ companyId, search: term })}`,
      ),
    enabled: term.length > 0,
    select: (result) => result.items,
  });
}
