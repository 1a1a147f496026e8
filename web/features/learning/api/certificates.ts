// Certificates: verifying one by its link (GET /api/certificates/:id, open to anyone), its PDF, and
// its holder hiding or showing it (PUT/DELETE /api/certificates/:id/hidden).

import { CertificateIdParamsSchema } from "@common/learning";
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { NotFoundError } from "@web/lib/page-handle";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { type Session, sessionQueryOptions } from "@web/lib/session";
import { learningKeys } from "./learning-keys";

export function isCertificateId(certificateId: string | undefined): certificateId is string {
  return CertificateIdParamsSchema.safeParse({ id: certificateId }).success;
}

/** Who is looking: signing in must not reuse what a visitor was told about a hidden certificate. */
export function viewerOf(session: Session | null | undefined): string {
  return session?.user.id ?? "visitor";
}

export function certificateQueryOptions(certificateId: string, viewer: string) {
  return queryOptions({
    queryKey: learningKeys.certificate(certificateId, viewer),
    queryFn: () => api.get("/api/certificates/{id}", { params: { path: { id: certificateId } } }),
    // The page's boundary shows not-found and load failures.
    meta: ERROR_SHOWN_INLINE,
  });
}

/** The certificate as the viewer may see it, and whether they are signed in. */
export function useSuspenseCertificate(certificateId: string | undefined) {
  if (!isCertificateId(certificateId)) throw new NotFoundError();
  const { data: session } = useSuspenseQuery(sessionQueryOptions);
  const { data: certificate } = useSuspenseQuery(certificateQueryOptions(certificateId, viewerOf(session)));
  return { certificate, signedIn: Boolean(session) };
}

export function certificatePdfPath(certificateId: string): string {
  return `/api/certificates/${certificateId}/pdf`;
}

export function useSetCertificateHidden(certificateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) => {
      const params = { params: { path: { id: certificateId } } };
      return hidden
        ? api.put("/api/certificates/{id}/hidden", params)
        : api.delete("/api/certificates/{id}/hidden", params);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.progress }),
        queryClient.invalidateQueries({ queryKey: learningKeys.certificates(certificateId) }),
      ]),
  });
}
