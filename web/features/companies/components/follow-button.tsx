import type { Company } from "@common/companies";
import Check from "@mui/icons-material/Check";
import Button from "@mui/material/Button";
import { useNotify } from "@web/lib/use-notify";
import { Link as RouterLink, useLocation } from "react-router";
import { useSetFollowing } from "../api/company";

/** Follow or stop following; visitors are offered to sign in first and come back here. */
export function FollowButton({ company, signedIn }: { company: Company; signedIn: boolean }) {
  const location = useLocation();
  const setFollowing = useSetFollowing(company.id);
  const notify = useNotify();

  if (!signedIn) {
    const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Button component={RouterLink} to={`/auth?redirectTo=${redirectTo}`} variant="contained">
        Sign in to follow
      </Button>
    );
  }

  const follow = !company.isFollowing;
  return (
    <Button
      variant={company.isFollowing ? "outlined" : "contained"}
      startIcon={company.isFollowing ? <Check /> : undefined}
      loading={setFollowing.isPending}
      onClick={() =>
        setFollowing.mutate(follow, {
          onSuccess: (state) =>
            notify.snackbar(
              state.isFollowing ? `You now follow ${company.name}.` : `You no longer follow ${company.name}.`,
            ),
        })
      }
    >
      {company.isFollowing ? "Following" : "Follow"}
    </Button>
  );
}
