// What the learning pages show when their address names nothing they can show.
import SearchOffOutlined from "@mui/icons-material/SearchOffOutlined";
import Button from "@mui/material/Button";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";
import { Link as RouterLink } from "react-router";

export function CourseNotFound({ what }: { what: "course" | "lesson" }) {
  return (
    <Page title={`This ${what} is not available`} maxWidth="md">
      <EmptyState
        Icon={SearchOffOutlined}
        title={`No ${what} here`}
        action={
          <Button variant="outlined" component={RouterLink} to="/courses">
            Browse courses
          </Button>
        }
      >
        {`It may have been removed or not published yet, or the link may be wrong. The catalogue lists every course you can follow.`}
      </EmptyState>
    </Page>
  );
}

export function CertificateNotFound() {
  return (
    <Page title="Certificate not found" maxWidth="md">
      <EmptyState Icon={SearchOffOutlined} title="No certificate to verify here">
        No certificate can be shown at this address: the link may be wrong, or its holder may have hidden it.
        Ask the holder for a current link.
      </EmptyState>
    </Page>
  );
}
