import type { Profile } from "@common/profile";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** The customer record (a contract's e-mail, plan and details) the member's account was matched to. */
export function CustomerRecord({ customer, memberData }: Pick<Profile, "customer" | "memberData">) {
  if (!customer) return null;
  const details = Object.entries(memberData ?? {}).filter(([, value]) => value !== null && value !== "");
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h3" component="h3" gutterBottom>
        Your customer record
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Your account is linked to the customer record for {customer.email}
        {customer.planName ? <>, on the {customer.planName} plan</> : null}. Its details were copied into your
        profile when it was linked.
      </Typography>
      {details.length > 0 && (
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: 1, m: 0 }}>
          {details.map(([key, value]) => (
            <Box key={key} sx={{ display: "contents" }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {key}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
                {String(value)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
