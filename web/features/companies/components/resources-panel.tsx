import type { Company } from "@common/companies";
import type { Resource } from "@common/resources";
import Add from "@mui/icons-material/Add";
import FolderOpenOutlined from "@mui/icons-material/FolderOpenOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { useDeleteResource, useResources } from "../api/resources";
import { AddResourceDialog, EditResourceDialog } from "./resource-dialogs";
import { ResourceItem } from "./resource-item";
import { ResourceList } from "./resource-list";

export function ResourcesPanel({ company }: { company: Company }) {
  const resources = useResources(company.id);
  const deleteResource = useDeleteResource(company.id);
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Resource | null>(null);
  const [deleting, setDeleting] = useState<Resource | null>(null);
  const items = resources.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ justifyContent: "space-between", alignItems: "center", mb: 2, flexWrap: "wrap" }}
      >
        <Typography variant="h2" component="h2">
          Resources
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          Add resource
        </Button>
      </Stack>
      {resources.isPending ? (
        <PageLoading label="Loading resources" />
      ) : resources.isError ? (
        <QueryError
          title="The resources could not be loaded"
          error={resources.error}
          onRetry={() => resources.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState Icon={FolderOpenOutlined} title="No resources yet">
          Documents, videos and links you add appear on the company page for members and visitors to open.
        </EmptyState>
      ) : (
        <>
          <ResourceList label={`Resources of ${company.name}`}>
            {items.map((resource) => (
              <ResourceItem
                key={resource.id}
                resource={resource}
                actions={
                  <>
                    <Button
                      size="small"
                      onClick={() => setEditing(resource)}
                      aria-label={`Edit ${resource.title}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setDeleting(resource)}
                      aria-label={`Delete ${resource.title}`}
                    >
                      Delete
                    </Button>
                  </>
                }
              />
            ))}
          </ResourceList>
          <LoadMore
            hasMore={resources.hasNextPage}
            loading={resources.isFetchingNextPage}
            onLoadMore={() => resources.fetchNextPage()}
            label="Load more resources"
          />
        </>
      )}
      {adding && <AddResourceDialog company={company} onClose={() => setAdding(false)} />}
      {editing && (
        <EditResourceDialog company={company} resource={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.title ?? ""}?`}
        confirmLabel="Delete resource"
        pending={deleteResource.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const title = deleting.title;
          deleteResource.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify.snackbar(`${title} has been deleted.`);
            },
          });
        }}
      >
        The resource disappears from the company page
        {deleting?.kind === "link" ? "" : ", and its file is deleted"}. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
