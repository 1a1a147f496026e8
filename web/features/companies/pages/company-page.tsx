import type { Company } from "@common/companies";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import { SectionTabs } from "@web/lib/components/section-tabs";
import type { PageHandle } from "@web/lib/page-handle";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useTabParam } from "@web/lib/use-tab-param";
import { Navigate, useLocation, useParams } from "react-router";
import { useSuspenseCompany } from "../api/company";
import { CapabilitiesTab } from "../components/capabilities-tab";
import { CompanyHeader } from "../components/company-header";
import { CompanyNotFound } from "../components/company-not-found";
import { EventsTab } from "../components/events-tab";
import { OverviewTab } from "../components/overview-tab";
import { PeopleTab } from "../components/people-tab";
import { PostsTab } from "../components/posts-tab";
import { ProductsTab } from "../components/products-tab";
import { ResourcesTab } from "../components/resources-tab";

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "products", label: "Products" },
  { id: "capabilities", label: "Capabilities" },
  { id: "people", label: "People" },
  { id: "posts", label: "Posts" },
  { id: "events", label: "Events" },
  { id: "resources", label: "Resources" },
] as const;
type TabId = (typeof TABS)[number]["id"];
const TAB_IDS = TABS.map((tab) => tab.id);

function TabContent({ tab, company, signedIn }: { tab: TabId; company: Company; signedIn: boolean }) {
  switch (tab) {
    case "overview":
      return <OverviewTab company={company} />;
    case "products":
      return <ProductsTab company={company} />;
    case "capabilities":
      return <CapabilitiesTab company={company} />;
    case "people":
      return <PeopleTab company={company} signedIn={signedIn} />;
    case "posts":
      return <PostsTab company={company} />;
    case "events":
      return <EventsTab company={company} />;
    case "resources":
      return <ResourcesTab company={company} />;
  }
}

function CompanyProfile({ company, signedIn }: { company: Company; signedIn: boolean }) {
  const [tab, setTab] = useTabParam(TAB_IDS, "overview");
  useDocumentTitle(company.name);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <CompanyHeader company={company} signedIn={signedIn} />
      <Paper variant="outlined">
        <SectionTabs
          sections={TABS}
          value={tab}
          onChange={setTab}
          label={`Sections of ${company.name}`}
          idPrefix="company"
        >
          <TabContent tab={tab} company={company} signedIn={signedIn} />
        </SectionTabs>
      </Paper>
    </Container>
  );
}

export const handle: PageHandle = {
  loadingLabel: "Loading the company",
  errorTitle: "The company could not be loaded",
  notFound: () => <CompanyNotFound />,
};

export function CompanyPage() {
  const { id } = useParams();
  const location = useLocation();
  const { company, signedIn } = useSuspenseCompany(id);
  // A duplicate merged into another company: the server led its address to the company that stays,
  // and the address follows, so that an old link lands on the right page.
  if (company.id !== id) {
    const to = { pathname: `/companies/${company.id}`, search: location.search, hash: location.hash };
    return <Navigate to={to} replace />;
  }
  return <CompanyProfile company={company} signedIn={signedIn} />;
}
