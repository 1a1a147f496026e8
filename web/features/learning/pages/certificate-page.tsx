// /certificates/:id, open to anyone with the link: the certificate, verified by Summit, to print or
// download as a PDF. Its holder may hide it, after which the link finds nothing for anyone else.

import type { Certificate } from "@common/learning";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import VerifiedOutlined from "@mui/icons-material/VerifiedOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import GlobalStyles from "@mui/material/GlobalStyles";
import Stack from "@mui/material/Stack";
import { formatLongDate } from "@web/lib/format";
import type { PageHandle } from "@web/lib/page-handle";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Link as RouterLink, useParams } from "react-router";
import { certificatePdfPath, useSuspenseCertificate } from "../api/certificates";
import { CertificateDocument } from "../components/certificate-document";
import { CertificateVisibility } from "../components/certificate-visibility";
import { CertificateNotFound } from "../components/learning-not-found";
import { coursePath } from "../components/learning-paths";

export const handle: PageHandle = {
  loadingLabel: "Loading the certificate",
  errorTitle: "The certificate could not be loaded",
  errorHeading: "Certificate",
  notFound: () => <CertificateNotFound />,
};

/** On paper, the certificate alone: the app's bars and this page's controls stay on screen. */
const printStyles = {
  "@media print": {
    "header, footer": { display: "none !important" },
    main: { minHeight: "0 !important" },
  },
  "@page": { size: "landscape", margin: "12mm" },
};

export function CertificatePage() {
  const { id } = useParams();
  const { certificate, signedIn } = useSuspenseCertificate(id);
  useDocumentTitle(`Certificate: ${certificate.courseTitle}`);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, "@media print": { py: 0 } }}>
      <GlobalStyles styles={printStyles} />
      <Stack spacing={3}>
        <Alert severity="success" icon={<VerifiedOutlined />} sx={{ displayPrint: "none" }}>
          {`Verified: issued by Summit to ${certificate.holderName} on ${formatLongDate(certificate.issuedAt)}.`}
        </Alert>
        <CertificateDocument certificate={certificate} />
        <CertificateControls certificate={certificate} signedIn={signedIn} />
      </Stack>
    </Container>
  );
}

function CertificateControls({ certificate, signedIn }: { certificate: Certificate; signedIn: boolean }) {
  return (
    <Stack spacing={2} sx={{ displayPrint: "none" }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          Print
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          href={certificatePdfPath(certificate.id)}
          download
        >
          Download PDF
        </Button>
        {signedIn && certificate.courseId && (
          <Button component={RouterLink} to={coursePath(certificate.courseId)}>
            About the course
          </Button>
        )}
      </Stack>
      {certificate.hidden && (
        <Alert severity="info">
          This certificate is hidden: only you can see it; its link finds nothing for anyone else.
        </Alert>
      )}
      {certificate.viewerIsHolder && <CertificateVisibility certificate={certificate} />}
    </Stack>
  );
}
