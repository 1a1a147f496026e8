import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

interface HomeSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}

/** One anchored section of the marketing home; the About and Who we help menus link to the ids. */
export function HomeSection({ id, eyebrow, title, children, tinted = false }: HomeSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      sx={{
        py: { xs: 5, md: 8 },
        bgcolor: tinted ? "background.paper" : "transparent",
        scrollMarginTop: 80,
        outline: "none",
      }}
    >
      <Container maxWidth="lg">
        {eyebrow && (
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography id={headingId} variant="h2" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
