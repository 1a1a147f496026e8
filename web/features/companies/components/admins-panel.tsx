import type { Company } from "@common/companies";
import type { CompanyAdmin } from "@common/company-admins";
import { COMPANY_PRIVILEGES, type CompanyPrivilege } from "@common/profile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { PageLoading } from "@web/lib/components/page-loading";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { QueryError } from "@web/lib/components/query-error";
import { VisuallyHidden } from "@web/lib/components/visually-hidden";
import { formatDate } from "@web/lib/format";
import { useProfile } from "@web/lib/profile";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useChangePrivilege, useCompanyAdmins, useRemoveAdmin } from "../api/company-admins";
import { AdminRequests, MembershipRequests } from "./admin-requests";
import { PRIVILEGE_LABELS, privilegeLabel } from "./privilege";

interface AdminRowProps {
  company: Company;
  admin: CompanyAdmin;
  isSelf: boolean;
  canManage: boolean;
  onRemove: (admin: CompanyAdmin) => void;
}

function AdminRow({ company, admin, isSelf, canManage, onRemove }: AdminRowProps) {
  const changePrivilege = useChangePrivilege(company.id);
  const notify = useNotify();

  function change(privilege: CompanyPrivilege) {
    if (privilege === admin.privilege) return;
    changePrivilege.mutate(
      { adminId: admin.id, privilege },
      {
        onSuccess: () =>
          notify.snackbar(`${admin.name} is now ${privilege === "owner" ? "an owner" : "an admin"}.`),
      },
    );
  }

  return (
    <ListItem divider sx={{ flexWrap: "wrap", gap: 1 }}>
      <ListItemAvatar>
        <ProfileAvatar photoUrl={admin.photoUrl} alt="" />
      </ListItemAvatar>
      <ListItemText
        primary={isSelf ? `${admin.name} (you)` : admin.name}
        secondary={[admin.jobTitle, `${privilegeLabel(admin.privilege)} since ${formatDate(admin.since)}`]
          .filter(Boolean)
          .join(" · ")}
        sx={{ flex: "1 1 160px", minWidth: 0 }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        {canManage ? (
          <TextField
            select
            size="small"
            label={
              <>
                Privilege<VisuallyHidden> of {admin.name}</VisuallyHidden>
              </>
            }
            value={admin.privilege}
            onChange={(event) => change(event.target.value as CompanyPrivilege)}
            disabled={changePrivilege.isPending}
            sx={{ minWidth: 130 }}
          >
            {COMPANY_PRIVILEGES.map((privilege) => (
              <MenuItem key={privilege} value={privilege}>
                {PRIVILEGE_LABELS[privilege]}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Chip label={privilegeLabel(admin.privilege)} size="small" />
        )}
        {isSelf ? (
          <Button color="error" onClick={() => onRemove(admin)}>
            Step down
          </Button>
        ) : (
          canManage && (
            <Button color="error" onClick={() => onRemove(admin)} aria-label={`Remove ${admin.name}`}>
              Remove
            </Button>
          )
        )}
      </Stack>
    </ListItem>
  );
}

/** Owners and admins, and the requests waiting for them. Owners (and platform admins) manage admins. */
export function AdminsPanel({ company }: { company: Company }) {
  const admins = useCompanyAdmins(company.id);
  const profile = useProfile();
  const removeAdmin = useRemoveAdmin(company.id);
  const notify = useNotify();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState<CompanyAdmin | null>(null);
  const viewerId = profile.data?.id;
  const canManage = company.viewerPrivilege === "owner" || Boolean(profile.data?.isPlatformAdmin);
  const steppingDown = removing !== null && removing.id === viewerId;

  function confirmRemoval() {
    if (!removing) return;
    const removed = removing;
    removeAdmin.mutate(removed.id, {
      onSuccess: () => {
        setRemoving(null);
        if (removed.id === viewerId) {
          notify.snackbar(`You are no longer an admin of ${company.name}.`);
          navigate(`/companies/${company.id}`);
        } else {
          notify.snackbar(`${removed.name} is no longer an admin of ${company.name}.`);
        }
      },
    });
  }

  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Admins
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Admins edit the company's profile, products, capabilities and resources. Owners also decide who is an
        admin. A company keeps at least one owner. To bring a colleague onto Summit,{" "}
        <Link component={RouterLink} to="?tab=invitations">
          invite them
        </Link>
        .
      </Typography>
      {admins.isPending ? (
        <PageLoading label="Loading admins" />
      ) : admins.isError ? (
        <QueryError
          title="The admins could not be loaded"
          error={admins.error}
          onRetry={() => admins.refetch()}
        />
      ) : admins.data.length === 0 ? (
        <Typography color="text.secondary">The company has no admins yet.</Typography>
      ) : (
        <List aria-label={`Admins of ${company.name}`}>
          {admins.data.map((admin) => (
            <AdminRow
              key={admin.id}
              company={company}
              admin={admin}
              isSelf={admin.id === viewerId}
              canManage={canManage}
              onRemove={setRemoving}
            />
          ))}
        </List>
      )}
      <Box component="section" sx={{ mt: 4 }}>
        <AdminRequests company={company} canAnswer={canManage} />
      </Box>
      <Box component="section" sx={{ mt: 4 }}>
        <MembershipRequests company={company} />
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title={steppingDown ? "Step down as admin?" : `Remove ${removing?.name ?? ""}?`}
        confirmLabel={steppingDown ? "Step down" : "Remove admin"}
        pending={removeAdmin.isPending}
        onConfirm={confirmRemoval}
        onClose={() => setRemoving(null)}
      >
        {steppingDown
          ? `You will no longer be able to manage ${company.name}. To come back, you would have to ask its owners for admin rights.`
          : `${removing?.name ?? ""} will no longer be able to manage ${company.name}.`}
      </ConfirmDialog>
    </>
  );
}
