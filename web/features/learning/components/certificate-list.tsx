import type { Certificate } from "@common/learning";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import WorkspacePremiumOutlined from "@mui/icons-material/WorkspacePremiumOutlined";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatLongDate } from "@web/lib/format";
import { Link as RouterLink } from "react-router";
import { certificatePdfPath } from "../api/certificates";
import { CertificateVisibility } from "./certificate-visibility";
import { certificatePath } from "./learning-paths";

/** The member's certificates, each to view, download and show or hide. */
export function CertificateList({ certificates }: { certificates: Certificate[] }) {
  return (
    <Stack component="ul" spacing={2} aria-label="Certificates" sx={{ listStyle: "none", p: 0, m: 0 }}>
      {certificates.map((certificate) => (
        <Paper key={certificate.id} component="li" variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ justifyContent: "space-between" }}>
            <Stack direction="row" spacing={1.5} sx={{ minWidth: 0 }}>
              <WorkspacePremiumOutlined color="primary" aria-hidden="true" sx={{ mt: 0.25 }} />
              <div style={{ minWidth: 0 }}>
                <Typography variant="h3" sx={{ overflowWrap: "anywhere" }}>
                  {certificate.courseTitle}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`Issued by ${certificate.issuer} on ${formatLongDate(certificate.issuedAt)} · ${certificate.hours} h`}
                </Typography>
                {certificate.hidden && <Chip label="Hidden" size="small" sx={{ mt: 1 }} />}
              </div>
            </Stack>
            <Stack spacing={1} sx={{ alignItems: { md: "flex-end" }, flexShrink: 0 }}>
              <Stack direction="row" spacing={1}>
                <Button
                  component={RouterLink}
                  to={certificatePath(certificate.id)}
                  variant="outlined"
                  size="small"
                  aria-label={`View certificate: ${certificate.courseTitle}`}
                >
                  View
                </Button>
                <Button
                  href={certificatePdfPath(certificate.id)}
                  download
                  size="small"
                  startIcon={<DownloadOutlined />}
                  aria-label={`Download PDF: ${certificate.courseTitle}`}
                >
                  Download PDF
                </Button>
              </Stack>
              <CertificateVisibility certificate={certificate} nameCourse />
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
