// The admin console's home (/admin, platform admins): the tools operators run Summit with.

import type { SvgIconComponent } from "@mui/icons-material";
import GppGoodOutlined from "@mui/icons-material/GppGoodOutlined";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import ListAltOutlined from "@mui/icons-material/ListAltOutlined";
import MonitorHeartOutlined from "@mui/icons-material/MonitorHeartOutlined";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { Page } from "@web/lib/components/page";
import { Link as RouterLink } from "react-router";

interface Tool {
  title: string;
  to: string;
  Icon: SvgIconComponent;
  description: string;
}

const TOOLS: Tool[] = [
  {
    title: "Moderation",
    to: "/moderation",
    Icon: GppGoodOutlined,
    description: "Posts and comments members reported: hide them or dismiss the report.",
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
  },
];

export function AdminHomePage() {
  return (
    <Page title="Admin console" maxWidth="md" intro="The tools platform admins run Summit with.">
      <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {TOOLS.map(({ title, to, Icon, description }) => (
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
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Page>
  );
}
