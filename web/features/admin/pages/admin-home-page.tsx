// The admin console's home (/admin, platform admins): the tools operators run Summit with.

import type { AdminSummary } from "@common/operations";
import type { SvgIconComponent } from "@mui/icons-material";
import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import ContactMailOutlined from "@mui/icons-material/ContactMailOutlined";
import GppGoodOutlined from "@mui/icons-material/GppGoodOutlined";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import ListAltOutlined from "@mui/icons-material/ListAltOutlined";
import MonitorHeartOutlined from "@mui/icons-material/MonitorHeartOutlined";
import PeopleOutlined from "@mui/icons-material/PeopleOutlined";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { Page } from "@web/lib/components/page";
import { formatCount } from "@web/lib/format";
import { Link as RouterLink } from "react-router";
import { useAdminSummary } from "../api/operations";

interface Tool {
  title: string;
  to: string;
  Icon: SvgIconComponent;
  description: string;
  /** What waits on this tool, from the summary; none for tools where nothing waits. */
  waiting?: (summary: AdminSummary) => string;
}

const TOOLS: Tool[] = [
  {
    title: "People",
    to: "/admin/users",
    Icon: PeopleOutlined,
    description: "Find members by name, e-mail or company; suspend, restore or delete them; invite someone.",
  },
  {
    title: "Moderation",
    to: "/moderation",
    Icon: GppGoodOutlined,
    description: "Posts and comments members reported: hide them or dismiss the report.",
    waiting: ({ openReports }) => formatCount(openReports, "open report", "open reports"),
  },
  {
    title: "Customers",
    to: "/admin/customers",
    Icon: ContactMailOutlined,
    description:
      "Contract records by e-mail: the plan and member data people get when they sign up; CSV import.",
  },
  {
    title: "Companies",
    to: "/admin/companies",
    Icon: BusinessOutlined,
    description: "Find companies, verify their pages, hand one to a new owner, merge a duplicate.",
  },
  {
    title: "Reference lists",
    to: "/admin/reference-data",
    Icon: ListAltOutlined,
    description: "Specialities, interests, industries, job titles, job functions and company sizes.",
  },
  {
    title: "Audit log",
    to: "/admin/audit-log",
    Icon: HistoryOutlined,
    description: "What platform admins did, to what, from where, with before and after; as CSV too.",
  },
  {
    title: "Health",
    to: "/admin/health",
    Icon: MonitorHeartOutlined,
    description: "Background jobs (retry the failed ones), the database's size and the mail outbox.",
    waiting: ({ failedJobs }) => formatCount(failedJobs, "failed job", "failed jobs"),
  },
];

export function AdminHomePage() {
  const summary = useAdminSummary();
  return (
    <Page title="Admin console" maxWidth="md" intro="The tools platform admins run Summit with.">
      {summary.isError && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          What waits for you could not be counted just now; the tools below still work.
        </Typography>
      )}
      <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {TOOLS.map(({ title, to, Icon, description, waiting }) => (
          <Grid key={to} size={{ xs: 12, sm: 6 }} component="li">
            <Card variant="outlined" sx={{ height: "100%" }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: "100%" }}>
                <CardContent>
                  <Icon color="primary" aria-hidden="true" />
                  <Typography variant="h2" sx={{ fontSize: "1.15rem", my: 1 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {description}
                  </Typography>
                  {waiting && summary.data && (
                    <Chip size="small" label={waiting(summary.data)} sx={{ mt: 1.5 }} />
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Page>
  );
}
