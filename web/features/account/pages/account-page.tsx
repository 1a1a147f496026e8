// /account: My profile, Billing & Subscription and Account settings, one tab each (?tab=).

import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { SectionTabs } from "@web/lib/components/section-tabs";
import { profileQueryOptions } from "@web/lib/profile";
import { useTabParam } from "@web/lib/use-tab-param";
import { Link as RouterLink } from "react-router";
import { BillingPanel } from "../components/billing-panel";
import { ChangeEmailForm, EmailChangedNotice } from "../components/change-email-form";
import { ChangePasswordForm } from "../components/change-password-form";
import { CustomerRecord } from "../components/customer-record";
import { PasskeyList } from "../components/passkey-list";
import { PhotoUpload } from "../components/photo-upload";
import { ProfileForm } from "../components/profile-form";
import { SessionList } from "../components/session-list";
import { TwoFactorSection } from "../components/two-factor-section";
import { UserSettingsForm } from "../components/user-settings-form";
import { YourData } from "../components/your-data";

const TABS = [
  { id: "profile", label: "My profile" },
  { id: "billing", label: "Billing & Subscription" },
  { id: "settings", label: "Account settings" },
] as const;
type TabId = (typeof TABS)[number]["id"];
const TAB_IDS = TABS.map((tab) => tab.id);

function TabContent({ tab }: { tab: TabId }) {
  const { data: profile } = useSuspenseQuery(profileQueryOptions);
  switch (tab) {
    case "profile":
      return (
        <>
          <Typography variant="h2" component="h2" gutterBottom>
            My profile
          </Typography>
          <PhotoUpload photoUrl={profile.photoUrl} />
          <Box sx={{ maxWidth: 560, mt: 2 }}>
            <ProfileForm profile={profile} />
          </Box>
          {profile.company && (
            <Box sx={{ mt: 4 }}>
              <Typography variant="h3" component="h3" gutterBottom>
                Your company
              </Typography>
              <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: "wrap" }}>
                <Link component={RouterLink} to={`/companies/${profile.company.id}`}>
                  {profile.company.name}
                </Link>
                {profile.company.privilege && (
                  <Link component={RouterLink} to={`/companies/${profile.company.id}/manage`}>
                    Manage company
                  </Link>
                )}
              </Stack>
            </Box>
          )}
          <CustomerRecord customer={profile.customer} memberData={profile.memberData} />
        </>
      );
    case "billing":
      return <BillingPanel profile={profile} />;
    case "settings":
      return (
        <Box sx={{ maxWidth: 560 }}>
          <Typography variant="h2" component="h2" gutterBottom>
            User settings
          </Typography>
          <ProfileForm profile={profile} showAccountFields />
          <Box sx={{ mt: 2 }}>
            <UserSettingsForm />
          </Box>
          <Divider sx={{ my: 4 }} />
          <Typography variant="h2" component="h2" gutterBottom>
            Login details
          </Typography>
          <EmailChangedNotice />
          <ChangePasswordForm />
          <Typography variant="h3" component="h3" sx={{ mt: 4 }} gutterBottom>
            E-mail address
          </Typography>
          <ChangeEmailForm currentEmail={profile.email} />
          <Typography variant="h3" component="h3" sx={{ mt: 4 }} gutterBottom>
            Two-factor sign-in
          </Typography>
          <TwoFactorSection />
          <Typography variant="h3" component="h3" sx={{ mt: 4 }} gutterBottom>
            Passkeys
          </Typography>
          <PasskeyList />
          <Typography variant="h3" component="h3" sx={{ mt: 4 }} gutterBottom>
            Where you are signed in
          </Typography>
          <SessionList />
          <Divider sx={{ my: 4 }} />
          <Typography variant="h2" component="h2" gutterBottom>
            Your data
          </Typography>
          <YourData />
        </Box>
      );
  }
}

export function AccountPage() {
  const [tab, setTab] = useTabParam(TAB_IDS, "profile");
  return (
    <Page title="Account">
      <Paper variant="outlined">
        <SectionTabs
          sections={TABS}
          value={tab}
          onChange={setTab}
          label="Account sections"
          idPrefix="account"
        >
          <SectionBoundary loadingLabel="Loading your profile" errorTitle="Your profile could not be loaded">
            <TabContent tab={tab} />
          </SectionBoundary>
        </SectionTabs>
      </Paper>
    </Page>
  );
}
