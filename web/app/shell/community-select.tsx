import { HUBS, type HubId } from "@common/hub-list";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { selectedCommunity, writeCommunityCookie } from "@web/lib/community";

/** Picks the community (hub) to browse; the choice is kept in a cookie and the page reloads with it. */
export function CommunitySelect({ profileHub }: { profileHub: HubId | null | undefined }) {
  const value = selectedCommunity(profileHub);
  return (
    <TextField
      select
      fullWidth
      size="small"
      label="Community"
      value={value}
      onChange={(event) => {
        writeCommunityCookie(event.target.value as HubId);
        window.location.reload();
      }}
    >
      {HUBS.map((hub) => (
        <MenuItem key={hub.id} value={hub.id}>
          {hub.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
