import type { Company } from "@common/companies";
import Container from "@mui/material/Container";
import type { UseQueryResult } from "@tanstack/react-query";
import { ApiError } from "@web/lib/api-client";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useSession } from "@web/lib/session";
import type { ReactNode } from "react";
import { isCompanyId } from "../api/company";
import { CompanyNotFound } from "./company-not-found";

interface CompanyLoadStateProps {
  companyId: string;
  company: UseQueryResult<Company>;
  children: (company: Company, signedIn: boolean) => ReactNode;
}

/** The states every company page shares before it can show the company: loading, not found, failed. */
export function CompanyLoadState({ companyId, company, children }: CompanyLoadStateProps) {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const notFound =
    !isCompanyId(companyId) || (company.error instanceof ApiError && company.error.status === 404);
  if (notFound && !session.isPending) return <CompanyNotFound signedIn={signedIn} />;
  if (company.isError && !notFound) {
    return (
      <Container maxWidth="md" sx={{ py: 5 }}>
        <QueryError
          title="The company could not be loaded"
          error={company.error}
          onRetry={() => company.refetch()}
        />
      </Container>
    );
  }
  if (!company.data) return <PageLoading label="Loading the company" />;
  return children(company.data, signedIn);
}
