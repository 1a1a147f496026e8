// /companies/:id/manage: the company's admin area (admins, owners and platform admins), one tab per
// part of the company (?tab=).

import type { Company } from "@common/companies";
import ArrowBack from "@mui/icons-material/ArrowBack";
import LockOutlined from "@mui/icons-material/LockOutlined";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";
import { SectionTabs } from "@web/lib/components/section-tabs";
import type { PageHandle } from "@web/lib/page-handle";
import { useTabParam } from "@web/lib/use-tab-param";
import { Navigate, Link as RouterLink, useLocation, useParams } from "react-router";
import { useSuspenseCompany } from "../api/company";
import { AccountFilesPanel } from "../components/account-files-panel";
import { AdminsPanel } from "../components/admins-panel";
import { CapabilitiesPanel } from "../components/capabilities-panel";
import { CompanyNotFound } from "../components/company-not-found";
import { CompanyProfileForm } from "../components/company-profile-form";
import { InvitationsPanel } from "../components/invitations-panel";
import { LogoUpload } from "../components/logo-upload";
import { MatchPointsPanel } from "../components/match-points-panel";
import { ProductsPanel } from "../components/products-panel";
import { ResourcesPanel } from "../components/resources-panel";

const TABS = [
  { id: "profile", label: "Profile" },
  { id: "admins", label: "Admins" },
  { id: "invitations", label: "Invitations" },
  { id: "products", label: "Products" },
  { id: "capabilities", label: "Capabilities" },
  { id: "match-points", label: "Match points" },
  { id: "resources", label: "Resources" },
  { id: "account-files", label: "Account files" },
] as const;
type TabId = (typeof TABS)[number]["id"];
const TAB_IDS = TABS.map((tab) => tab.id);

function TabContent({ tab, company }: { tab: TabId; company: Company }) {
  switch (tab) {
    case "profile":
      return (
        <>
          <Typography variant="h2" component="h2" gutterBottom>
            Profile
          </Typography>
          <LogoUpload company={company} />
          <CompanyProfileForm company={company} />
        </>
      );
    case "admins":
      return <AdminsPanel company={company} />;
    case "invitations":
      return <InvitationsPanel company={company} />;
    case "products":
      return <ProductsPanel company={company} />;
    case "capabilities":
      return <CapabilitiesPanel company={company} />;
    case "match-points":
      return <MatchPointsPanel company={company} />;
    case "resources":
      return <ResourcesPanel company={company} />;
    case "account-files":
      return <AccountFilesPanel companyId={company.id} />;
  }
}

function ManageCompany({ company }: { company: Company }) {
  const [tab, setTab] = useTabParam(TAB_IDS, "profile");
  return (
    <Page title={`Manage ${company.name}`}>
      <Button component={RouterLink} to={`/companies/${company.id}`} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        View company page
      </Button>
      <Paper variant="outlined">
        <SectionTabs
          sections={TABS}
          value={tab}
          onChange={setTab}
          label="Company admin sections"
          idPrefix="manage"
        >
          <TabContent tab={tab} company={company} />
        </SectionTabs>
      </Paper>
    </Page>
  );
}

function AccessDenied({ company }: { company: Company }) {
  return (
    <Page title={`Manage ${company.name}`} maxWidth="md">
      <EmptyState
        Icon={LockOutlined}
        title="Only the company's admins can manage it"
        action={
          <Button component={RouterLink} to={`/companies/${company.id}`} variant="contained">
            Go to the company page
          </Button>
        }
      >
        You are not an admin of {company.name}. If you work there, ask its owners for admin rights on the
        company page.
      </EmptyState>
    </Page>
  );
}

export const handle: PageHandle = {
  loadingLabel: "Loading the company",
  errorTitle: "The company could not be loaded",
  notFound: () => <CompanyNotFound />,
};

export function CompanyManagePage() {
  const { id } = useParams();
  const location = useLocation();
  const { company } = useSuspenseCompany(id);
  // A merged duplicate's address leads to the company that stays (see CompanyPage).
  if (company.id !== id) {
    const to = { pathname: `/companies/${company.id}/manage`, search: location.search, hash: location.hash };
    return <Navigate to={to} replace />;
  }
  return company.viewerCanEdit ? <ManageCompany company={company} /> : <AccessDenied company={company} />;
}
