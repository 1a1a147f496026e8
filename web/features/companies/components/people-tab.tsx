import type { Company } from "@common/companies";
import Groups from "@mui/icons-material/GroupsOutlined";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { PageLoading } from "@web/lib/components/page-loading";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { QueryError } from "@web/lib/components/query-error";
import { Link as RouterLink, useLocation } from "react-router";
import { useEmployees } from "../api/people";
import { privilegeLabel } from "./privilege";

/** The company's people; it names individuals, so visitors are asked to sign in first. */
export function PeopleTab({ company, signedIn }: { company: Company; signedIn: boolean }) {
  const location = useLocation();
  const employees = useEmployees(company.id, { enabled: signedIn });

  if (!signedIn) {
    const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <EmptyState
        Icon={Groups}
        title={`Sign in to see who works at ${company.name}`}
        action={
          <Button component={RouterLink} to={`/auth?redirectTo=${redirectTo}`} variant="contained">
            Sign in
          </Button>
        }
      >
        The people of a company are shown to Summit members only.
      </EmptyState>
    );
  }
  if (employees.isPending) return <PageLoading label="Loading people" />;
  if (employees.isError)
    return (
      <QueryError
        title="The people could not be loaded"
        error={employees.error}
        onRetry={() => employees.refetch()}
      />
    );
  const people = employees.data.pages.flatMap((page) => page.items);
  if (people.length === 0) {
    return (
      <EmptyState Icon={Groups} title="No people yet">
        Members who work at {company.name} will appear here once they join Summit and the company's admins
        accept them.
      </EmptyState>
    );
  }
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        People
      </Typography>
      <List>
        {people.map((person) => (
          <ListItem
            key={person.id}
            divider
            secondaryAction={
              person.privilege && <Chip size="small" label={privilegeLabel(person.privilege)} />
            }
          >
            <ListItemAvatar>
              <ProfileAvatar photoUrl={person.photoUrl} alt="" />
            </ListItemAvatar>
            <ListItemText primary={person.name} secondary={person.jobTitle} />
          </ListItem>
        ))}
      </List>
      <LoadMore
        hasMore={employees.hasNextPage}
        loading={employees.isFetchingNextPage}
        onLoadMore={() => employees.fetchNextPage()}
        label="Load more people"
      />
    </>
  );
}
