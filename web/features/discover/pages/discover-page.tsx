import TravelExploreOutlined from "@mui/icons-material/TravelExploreOutlined";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../lib/components/empty-state";
import { Page } from "../../../lib/components/page";

export function DiscoverPage() {
  const [searchParams] = useSearchParams();
  const term = searchParams.get("search")?.trim();
  return (
    <Page title="Discover">
      {term ? (
        <EmptyState Icon={TravelExploreOutlined} title={`Searching for “${term}”`}>
          Search results for “{term}” will appear here once search is available: companies, their products and
          the content that mentions them.
        </EmptyState>
      ) : (
        <EmptyState Icon={TravelExploreOutlined} title="Companies and content to explore will appear here">
          Technology companies, their products and capabilities, and the content published on Summit will
          appear here once discovery is available.
        </EmptyState>
      )}
    </Page>
  );
}
