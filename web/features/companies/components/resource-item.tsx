import type { Resource, ResourceKind } from "@common/resources";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import LinkIcon from "@mui/icons-material/Link";
import OndemandVideoOutlined from "@mui/icons-material/OndemandVideoOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatFileSize } from "@web/lib/format";
import type { ReactNode } from "react";
import { websiteLabel } from "./website";

const KIND_ICONS = { document: DescriptionOutlined, video: OndemandVideoOutlined, link: LinkIcon };
export const RESOURCE_KIND_LABELS: Record<ResourceKind, string> = {
  document: "Document",
  video: "Video",
  link: "Link",
};

function details(resource: Resource): string {
  if (resource.kind === "link") return resource.url ? websiteLabel(resource.url) : "";
  const parts = [resource.fileName, resource.sizeBytes === null ? null : formatFileSize(resource.sizeBytes)];
  return parts.filter(Boolean).join(" · ");
}

/** One document, video or link with the ways to open it; the admin area adds its own buttons. */
export function ResourceItem({ resource, actions }: { resource: Resource; actions?: ReactNode }) {
  const Icon = KIND_ICONS[resource.kind];
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: "none" }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <Stack direction="row" spacing={2} sx={{ flexGrow: 1, minWidth: 0, alignItems: "flex-start" }}>
          <Icon color="primary" sx={{ mt: 0.5 }} aria-hidden="true" />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: "1.05rem", overflowWrap: "anywhere" }}>
              {resource.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {RESOURCE_KIND_LABELS[resource.kind]}
              {details(resource) && ` · ${details(resource)}`}
            </Typography>
            {resource.description && (
              <Typography sx={{ mt: 1, whiteSpace: "pre-line" }}>{resource.description}</Typography>
            )}
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: "wrap" }}>
          {!resource.url ? (
            <Typography variant="body2" color="text.secondary">
              The file is no longer available.
            </Typography>
          ) : resource.kind === "link" ? (
            <Button
              href={resource.url}
              target="_blank"
              rel="noopener nofollow"
              variant="outlined"
              size="small"
              aria-label={`Open link ${resource.title}`}
            >
              Open link
            </Button>
          ) : (
            <>
              <Button
                href={resource.url}
                target="_blank"
                rel="noopener"
                variant="outlined"
                size="small"
                aria-label={`Open ${resource.title}`}
              >
                Open
              </Button>
              <Button
                href={resource.url}
                download={resource.fileName ?? true}
                size="small"
                aria-label={`Download ${resource.title}`}
              >
                Download
              </Button>
            </>
          )}
          {actions}
        </Stack>
      </Stack>
    </Paper>
  );
}
