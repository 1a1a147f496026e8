import Box from "@mui/material/Box";
import Container, { type ContainerProps } from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../use-document-title";

interface PageProps {
  /** The page's one h1, also used for the browser tab's title. */
  title: string;
  intro?: ReactNode;
  maxWidth?: ContainerProps["maxWidth"];
  children?: ReactNode;
}

export function Page({ title, intro, maxWidth = "lg", children }: PageProps) {
  useDocumentTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {intro && (
          <Typography variant="body1" color="text.secondary" sx={{ mt: 1, maxWidth: 720 }}>
            {intro}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}
