// One company's profile and the writes that change it: edits, the logo, following, and asking for
// admin rights.

import type { Company, UpdateCompanyInput } from "@common/companies";
import { CompanyIdParamsSchema } from "@common/companies";
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { NotFoundError } from "@web/lib/page-handle";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { sessionQueryOptions } from "@web/lib/session";
import { uploadFile } from "@web/lib/uploads";
import { companyKeys, useViewerKey, viewerKeyOf } from "./company-keys";

/** Whether an address's id can name a company at all; anything else is not found without asking. */
export function isCompanyId(companyId: string | undefined): companyId is string {
  return CompanyIdParamsSchema.safeParse({ id: companyId }).success;
}

export function companyQueryOptions(companyId: string, viewer: string) {
  return queryOptions({
    queryKey: companyKeys.profile(companyId, viewer),
    queryFn: () => api.get("/api/companies/{id}", { params: { path: { id: companyId } } }),
    // The page's boundary shows not-found and load failures.
    meta: ERROR_SHOWN_INLINE,
  });
}

/**
 * The company as the viewer sees it, and whether they are signed in; the page waits for both. An id
 * that cannot name a company is not found without asking.
 */
export function useSuspenseCompany(companyId: string | undefined) {
  if (!isCompanyId(companyId)) throw new NotFoundError();
  const { data: session } = useSuspenseQuery(sessionQueryOptions);
  const { data: company } = useSuspenseQuery(companyQueryOptions(companyId, viewerKeyOf(session)));
  return { company, signedIn: Boolean(session) };
}

/** Puts a fresh profile in the cache for whoever is looking, and refreshes the lists that show it. */
function useStoreCompany() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return (company: Company) => {
    if (viewer) queryClient.setQueryData(companyKeys.profile(company.id, viewer), company);
    return queryClient.invalidateQueries({ queryKey: companyKeys.directory });
  };
}

export function useUpdateCompany(companyId: string) {
  const storeCompany = useStoreCompany();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateCompanyInput) =>
      api.put("/api/companies/{id}", { params: { path: { id: companyId } }, body: changes }),
    onSuccess: async (company) => {
      await storeCompany(company);
      // The filters count the values companies use, and the member's profile names the company.
      await queryClient.invalidateQueries({ queryKey: companyKeys.filters });
      await queryClient.invalidateQueries({ queryKey: ["profile"] });
    },
  });
}

/** Uploads an image, then makes it the company's logo. */
export function useUploadCompanyLogo(companyId: string) {
  const storeCompany = useStoreCompany();
  return useMutation({
    mutationFn: async (file: File) => {
      const upload = await uploadFile("image", file);
      return api.put("/api/companies/{id}", {
        params: { path: { id: companyId } },
        body: { logoUploadId: upload.id },
      });
    },
    onSuccess: storeCompany,
  });
}

export function useSetFollowing(companyId: string) {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.post("/api/companies/{id}/follow", { params: { path: { id: companyId } } })
        : api.delete("/api/companies/{id}/follow", { params: { path: { id: companyId } } }),
    onSuccess: (state) => {
      if (!viewer) return;
      queryClient.setQueryData<Company>(companyKeys.profile(companyId, viewer), (company) =>
        company ? { ...company, ...state } : company,
      );
    },
  });
}

export function useRequestAdminRights(companyId: string) {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: (message: string) =>
      api.post("/api/companies/{id}/company-admin-requests", {
        params: { path: { id: companyId } },
        body: message ? { message } : {},
      }),
    onSuccess: () => {
      if (!viewer) return;
      queryClient.setQueryData<Company>(companyKeys.profile(companyId, viewer), (company) =>
        company ? { ...company, viewerHasPendingAdminRequest: true } : company,
      );
    },
  });
}
