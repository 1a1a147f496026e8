import type { Company, Person } from "@common/companies";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageLoading } from "@web/lib/components/page-loading";
import { ProfileAvatar } from "@web/lib/components/profile-avatar";
import { QueryError } from "@web/lib/components/query-error";
import { formatDate } from "@web/lib/format";
import { useNotify } from "@web/lib/use-notify";
import {
  useAdminRequests,
  useAnswerAdminRequest,
  useAnswerMembershipRequest,
  useMembershipRequests,
} from "../api/company-admins";

interface RequestRowProps {
  user: Person;
  createdAt: string;
  message?: string | null;
  canAnswer: boolean;
  pending: boolean;
  onAnswer: (approve: boolean) => void;
}

function RequestRow({ user, createdAt, message, canAnswer, pending, onAnswer }: RequestRowProps) {
  return (
    <ListItem divider sx={{ flexWrap: "wrap", gap: 1 }}>
      <ListItemAvatar>
        <ProfileAvatar photoUrl={user.photoUrl} alt="" />
      </ListItemAvatar>
      <ListItemText
        primary={user.name}
        secondary={
          <>
            {[user.jobTitle, `asked on ${formatDate(createdAt)}`].filter(Boolean).join(" · ")}
            {message && (
              <Typography
                component="span"
                variant="body2"
                sx={{ display: "block", mt: 0.5, color: "text.primary" }}
              >
                “{message}”
              </Typography>
            )}
          </>
        }
        sx={{ flex: "1 1 160px", minWidth: 0 }}
      />
      {canAnswer && (
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            size="small"
            disabled={pending}
            onClick={() => onAnswer(true)}
            aria-label={`Approve ${user.name}`}
          >
            Approve
          </Button>
          <Button
            size="small"
            disabled={pending}
            onClick={() => onAnswer(false)}
            aria-label={`Decline ${user.name}`}
          >
            Decline
          </Button>
        </Stack>
      )}
    </ListItem>
  );
}

/** Members who asked for admin rights; only owners answer them. */
export function AdminRequests({ company, canAnswer }: { company: Company; canAnswer: boolean }) {
  const requests = useAdminRequests(company.id);
  const answer = useAnswerAdminRequest(company.id);
  const notify = useNotify();
  return (
    <>
      <Typography variant="h3" component="h3" gutterBottom>
        Requests for admin rights
      </Typography>
      {!canAnswer && (
        <Typography color="text.secondary" variant="body2">
          Only the company's owners can answer these requests.
        </Typography>
      )}
      {requests.isPending ? (
        <PageLoading label="Loading requests for admin rights" />
      ) : requests.isError ? (
        <QueryError
          title="The requests for admin rights could not be loaded"
          error={requests.error}
          onRetry={() => requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <Typography color="text.secondary">No one is waiting for admin rights.</Typography>
      ) : (
        <List aria-label="Requests for admin rights">
          {requests.data.map((request) => (
            <RequestRow
              key={request.id}
              user={request.user}
              createdAt={request.createdAt}
              message={request.message}
              canAnswer={canAnswer}
              pending={answer.isPending}
              onAnswer={(approve) =>
                answer.mutate(
                  { requestId: request.id, approve },
                  {
                    onSuccess: () =>
                      notify.snackbar(
                        approve
                          ? `${request.user.name} is now an admin of ${company.name}.`
                          : `The request of ${request.user.name} has been declined.`,
                      ),
                  },
                )
              }
            />
          ))}
        </List>
      )}
    </>
  );
}

/** Members who said at sign-up that they work at the company; its admins let them join. */
export function MembershipRequests({ company }: { company: Company }) {
  const requests = useMembershipRequests(company.id);
  const answer = useAnswerMembershipRequest(company.id);
  const notify = useNotify();
  return (
    <>
      <Typography variant="h3" component="h3" gutterBottom>
        Requests to join
      </Typography>
      {requests.isPending ? (
        <PageLoading label="Loading requests to join" />
      ) : requests.isError ? (
        <QueryError
          title="The requests to join could not be loaded"
          error={requests.error}
          onRetry={() => requests.refetch()}
        />
      ) : requests.data.length === 0 ? (
        <Typography color="text.secondary">No one is waiting to join the company.</Typography>
      ) : (
        <List aria-label="Requests to join">
          {requests.data.map((request) => (
            <RequestRow
              key={request.id}
              user={request.user}
              createdAt={request.createdAt}
              canAnswer
              pending={answer.isPending}
              onAnswer={(approve) =>
                answer.mutate(
                  { requestId: request.id, approve },
                  {
                    onSuccess: () =>
                      notify.snackbar(
                        approve
                          ? `${request.user.name} now works at ${company.name} on Summit.`
                          : `The request of ${request.user.name} has been declined.`,
                      ),
                  },
                )
              }
            />
          ))}
        </List>
      )}
    </>
  );
}
