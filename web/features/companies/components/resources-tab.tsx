import type { Company } from "@common/companies";
import FolderOpenOutlined from "@mui/icons-material/FolderOpenOutlined";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useResources } from "../api/resources";
import { ResourceItem } from "./resource-item";
import { ResourceList } from "./resource-list";

export function ResourcesTab({ company }: { company: Company }) {
  const resources = useResources(company.id);
  if (resources.isPending) return <PageLoading label="Loading resources" />;
  if (resources.isError)
    return (
      <QueryError
        title="The resources could not be loaded"
        error={resources.error}
        onRetry={() => resources.refetch()}
      />
    );
  const items = resources.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState Icon={FolderOpenOutlined} title="No resources yet">
        {company.viewerCanEdit
          ? "Documents, videos and links you add in Manage company will appear here."
          : `Documents, videos and links that ${company.name} shares will appear here.`}
      </EmptyState>
    );
  }
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Resources
      </Typography>
      <ResourceList label={`Resources of ${company.name}`}>
        {items.map((resource) => (
          <ResourceItem key={resource.id} resource={resource} />
        ))}
      </ResourceList>
      <LoadMore
        hasMore={resources.hasNextPage}
        loading={resources.isFetchingNextPage}
        onLoadMore={() => resources.fetchNextPage()}
        label="Load more resources"
      />
    </>
  );
}
