// The marketing home a visitor sees at "/": what Summit is, for whom, and the sections the About and
// Who we help menus point to.

import { SIGNUP_ROLES } from "@common/hub-list";
import { VENDOR_PLANS } from "@common/plan-names";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useEffect } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { HomeSection } from "../components/home-section";
import { PointList } from "../components/point-list";
import { HOME_SECTIONS } from "../home-sections";

const SIGN_UP = "/signup/choosemembership";

/** Brings the section named in the address into view, also when the page was already open. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    section.scrollIntoView({ behavior: "smooth", block: "start" });
    section.focus({ preventScroll: true });
  }, [hash]);
}

const RESOURCES = [
  { title: "Watch", text: "Recorded sessions, interviews and product videos from the community." },
  { title: "Read", text: "Articles, reports and resources from peers and from technology companies." },
  { title: "Gatherings", text: "Events in your community, with sessions and meetings you choose to take." },
  { title: "Courses", text: "Courses made of lessons, with your progress kept as you go." },
];

const PRINCIPLES = [
  {
    title: "Members own their data",
    text: "Leaders see what vendors can see of them and decide what is shared. Vendors see accounts, not individuals, unless a leader accepts a meeting.",
  },
  {
    title: "Nothing made up",
    text: "Where there is nothing to show yet, Summit says what will appear and how to make it appear. No filler, no invented numbers.",
  },
  {
    title: "Built for everyone",
    text: "Every page works by keyboard and screen reader, on a phone or a wide screen.",
  },
  {
    title: "Secure by default",
    text: "Your session lives in a secure cookie that scripts on the page cannot read, and every action is checked against who you are.",
  },
];

function TextCard({ title, text }: { title: string; text: string }) {
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardContent>
        <Typography variant="h3" component="h3" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}

export function HomePage() {
  useDocumentTitle();
  useScrollToHash();
  const roleNames = SIGNUP_ROLES.map((role) => role.name).join(", ");

  return (
    <>
      <Box sx={{ bgcolor: "primary.main", color: "primary.contrastText", py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <Typography
            variant="h1"
            component="h1"
            sx={{ fontSize: { xs: "2rem", md: "3rem" }, maxWidth: 820 }}
          >
            Where senior technology leaders meet, learn and decide
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 720, fontWeight: 400 }}>
            Summit is the community and insights platform for senior technology leaders and the technology
            vendors who sell to them.
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 4 }}>
            <Button
              component={RouterLink}
              to={`${SIGN_UP}?type=leader`}
              variant="contained"
              color="inherit"
              sx={{ color: "primary.main" }}
            >
              Join as a leader
            </Button>
            <Button component={RouterLink} to={`${SIGN_UP}?type=vendor`} variant="outlined" color="inherit">
              Join as a vendor
            </Button>
          </Stack>
        </Container>
      </Box>

      <HomeSection id={HOME_SECTIONS.forLeaders} eyebrow="For end-users" title="For technology leaders">
        <Typography sx={{ maxWidth: 760 }}>
          Communities for {roleNames} leaders: peers who face the same decisions, and the vendors you choose
          to hear from.
        </Typography>
        <PointList
          points={[
            "Read and post in your community of peers",
            "Watch and read content, attend events and follow courses",
            "Take meetings only with the vendors you choose",
            "See what vendors can see of you, and control what is shared",
          ]}
        />
        <Button component={RouterLink} to={`${SIGN_UP}?type=leader`} variant="contained">
          Create a leader account
        </Button>
      </HomeSection>

      <HomeSection
        id={HOME_SECTIONS.forVendors}
        eyebrow="For technology vendors"
        title="For technology vendors"
        tinted
      >
        <Typography sx={{ maxWidth: 760 }}>
          Reach the leaders who are deciding now, on their terms. Plans: {VENDOR_PLANS.join(", ")}.
        </Typography>
        <PointList
          points={[
            "Run your company page: products, capabilities, resources and posts",
            "Host or sponsor events and propose meetings to leaders",
            "Upload your target account lists",
            "Learn which accounts research your match points, how strongly, and how your engagement performs",
          ]}
        />
        <Button component={RouterLink} to={`${SIGN_UP}?type=vendor`} variant="contained">
          Create a vendor account
        </Button>
      </HomeSection>

      <HomeSection id={HOME_SECTIONS.missionVision} eyebrow="About" title="Mission & Vision">
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "repeat(2, 1fr)" } }}>
          <div>
            <Typography variant="h3" component="h3" gutterBottom>
              Our mission
            </Typography>
            <Typography>
              Help senior technology leaders make better decisions together with their peers, and help the
              vendors who serve them earn attention honestly.
            </Typography>
          </div>
          <div>
            <Typography variant="h3" component="h3" gutterBottom>
              Our vision
            </Typography>
            <Typography>
              Every technology decision informed by peers and evidence, with sharing always the leader's
              choice.
            </Typography>
          </div>
        </Box>
      </HomeSection>

      <HomeSection id={HOME_SECTIONS.resources} eyebrow="About" title="Resources" tinted>
        <Typography sx={{ mb: 3, maxWidth: 760 }}>
          Members learn from content made by and for the community. Company pages and products are open to
          everyone on Discover.
        </Typography>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(4, 1fr)" },
          }}
        >
          {RESOURCES.map((resource) => (
            <TextCard key={resource.title} {...resource} />
          ))}
        </Box>
        <Button component={RouterLink} to="/discover" variant="outlined" sx={{ mt: 3 }}>
          Explore companies on Discover
        </Button>
      </HomeSection>

      <HomeSection id={HOME_SECTIONS.team} eyebrow="About" title="The Team">
        <Typography sx={{ maxWidth: 760 }}>
          Behind every community is a team that looks after it: operators who welcome members and moderate
          discussions, the people who bring content and events to each community, and the engineers who build
          the platform.
        </Typography>
      </HomeSection>

      <HomeSection id={HOME_SECTIONS.life} eyebrow="About" title="Life at Summit" tinted>
        <Typography sx={{ mb: 3, maxWidth: 760 }}>How we work, and what we hold ourselves to.</Typography>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)" } }}>
          {PRINCIPLES.map((principle) => (
            <TextCard key={principle.title} {...principle} />
          ))}
        </Box>
      </HomeSection>
    </>
  );
}
