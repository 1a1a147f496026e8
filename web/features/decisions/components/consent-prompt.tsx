// The question a leader is asked before anything of theirs counts towards decision insights
// (docs/decisions/0019, "Privacy"): what is kept, who sees what, for how long, and their rights,
// with "share" and "don't share" as equal choices. Until they answer, nothing is kept.

import { SIGNAL_DAILY_CAP } from "@common/signals";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { useNotify } from "@web/lib/use-notify";
import { Link as RouterLink } from "react-router";
import { useSetContributing } from "../api/privacy";

export function ConsentPrompt({
  companyName,
  inPrivacyCentre = false,
}: {
  companyName: string | null;
  inPrivacyCentre?: boolean;
}) {
  const setContributing = useSetContributing();
  const notify = useNotify();
  const company = companyName ?? "your company";
  const answer = (contributing: boolean) =>
    setContributing.mutate(contributing, {
      onSuccess: () =>
        notify.snackbar(
          contributing
            ? "Thank you: what you do from now on counts towards your company's interest."
            : "Understood: nothing you do is kept for decision insights.",
        ),
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="consent-heading" sx={{ p: 2 }}>
      <Typography id="consent-heading" variant="h2" component="h2" gutterBottom>
        Share your company's interest with vendors?
      </Typography>
      <Typography sx={{ mb: 1 }}>
        If you agree, some of what you do on Summit adds points to {company}'s interest in a buying area:
        reading an article, watching a video, bookmarking, viewing a vendor's page, attending an event
        session, accepting a meeting, sharing a decision cycle. At most {SIGNAL_DAILY_CAP} points a day per
        area.
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Vendors who sell into an area see companies' interest, never people's. A company is shown only once at
        least 3 of its people have contributed, and your name reaches a vendor only through a decision cycle
        you share with them by name or a meeting you accept. What you add is kept for 29 weeks.
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Until you agree, nothing you do is kept for this. You can pause at any time, withdraw everything you
        added, and download it
        {inPrivacyCentre ? (
          " on this page."
        ) : (
          <>
            {" "}
            in the{" "}
            <Link component={RouterLink} to="/decisions/privacy">
              privacy centre
            </Link>
            .
          </>
        )}
      </Typography>
      {setContributing.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(setContributing.error)}
        </Alert>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <Button variant="outlined" disabled={setContributing.isPending} onClick={() => answer(true)}>
          Share my interest
        </Button>
        <Button variant="outlined" disabled={setContributing.isPending} onClick={() => answer(false)}>
          Don't share
        </Button>
      </Stack>
    </Paper>
  );
}
