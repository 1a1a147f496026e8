import { type Certificate, formatMinutes } from "@common/learning";
import WorkspacePremiumOutlined from "@mui/icons-material/WorkspacePremiumOutlined";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatCount, formatLongDate } from "@web/lib/format";

/** The certificate itself, laid out to print on one landscape page. */
export function CertificateDocument({ certificate }: { certificate: Certificate }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 6 },
        textAlign: "center",
        borderWidth: 3,
        borderColor: "primary.main",
        breakInside: "avoid",
        "@media print": { boxShadow: "none" },
      }}
    >
      <WorkspacePremiumOutlined sx={{ fontSize: 56, color: "primary.main" }} aria-hidden="true" />
      <Typography variant="overline" component="p" sx={{ letterSpacing: "0.2em", fontWeight: 700 }}>
        Summit
      </Typography>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Certificate of completion
      </Typography>
      <Typography color="text.secondary">This certifies that</Typography>
      <Typography component="p" variant="h2" sx={{ my: 1, overflowWrap: "anywhere" }}>
        {certificate.holderName}
      </Typography>
      <Typography color="text.secondary">has completed the course</Typography>
      <Typography component="p" variant="h3" sx={{ my: 1, overflowWrap: "anywhere" }}>
        {certificate.courseTitle}
      </Typography>
      <Typography color="text.secondary">
        {`${formatCount(certificate.lessonCount, "lesson", "lessons")} · ${formatMinutes(Math.round(certificate.hours * 60))} of learning`}
      </Typography>
      <Box sx={{ mt: 4, display: "grid", gap: 1 }}>
        <Typography>{`Course by ${certificate.issuer}`}</Typography>
        <Typography>{`Issued on ${formatLongDate(certificate.issuedAt)}`}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {`Certificate ${certificate.id}`}
        </Typography>
      </Box>
    </Paper>
  );
}
