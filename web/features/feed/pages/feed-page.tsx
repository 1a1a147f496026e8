import DynamicFeed from "@mui/icons-material/DynamicFeed";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "../../../lib/components/empty-state";
import { Page } from "../../../lib/components/page";

export function FeedPage() {
  return (
    <Page title="Feed">
      <EmptyState
        Icon={DynamicFeed}
        title="Your community's posts will appear here"
        action={
          <Button component={RouterLink} to="/discover" variant="contained">
            Go to Discover
          </Button>
        }
      >
        Posts, questions and discussions from the members of your community will appear here once the feed is
        available. Until then, you can explore companies on Discover.
      </EmptyState>
    </Page>
  );
}
