import type { Company } from "@common/companies";
import Hub from "@mui/icons-material/HubOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { useCapabilities } from "../api/capabilities";
import { groupCapabilities } from "./capability-groups";
import { ChipRow } from "./chip-row";

export function CapabilitiesTab({ company }: { company: Company }) {
  const capabilities = useCapabilities(company.id);
  if (capabilities.isPending) return <PageLoading label="Loading capabilities" />;
  if (capabilities.isError)
    return (
      <QueryError
        title="The capabilities could not be loaded"
        error={capabilities.error}
        onRetry={() => capabilities.refetch()}
      />
    );
  if (capabilities.data.length === 0) {
    return (
      <EmptyState Icon={Hub} title="No capabilities yet">
        {company.viewerCanEdit
          ? "Use cases, integrations, deployment options, certifications, services and regions you add in Manage company will appear here."
          : `The use cases, integrations, certifications, services and regions ${company.name} lists will appear here.`}
      </EmptyState>
    );
  }
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Capabilities
      </Typography>
      {groupCapabilities(capabilities.data)
        .filter((group) => group.capabilities.length > 0)
        .map((group) => (
          <Box component="section" key={group.type} sx={{ mt: 3 }}>
            <Typography variant="h3" component="h3" gutterBottom>
              {group.label}
            </Typography>
            <ChipRow label={group.label}>
              {group.capabilities.map((capability) => (
                <Chip key={capability.id} label={capability.name} component="li" />
              ))}
            </ChipRow>
          </Box>
        ))}
    </>
  );
}
