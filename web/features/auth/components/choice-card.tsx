import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

interface ChoiceCardProps {
  value: string;
  title: string;
  checked: boolean;
  children: ReactNode;
}

/** A radio button drawn as a card: the title names the radio, the rest describes it. */
export function ChoiceCard({ value, title, checked, children }: ChoiceCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Paper
      component="label"
      variant="outlined"
      sx={{
        display: "flex",
        gap: 1,
        alignItems: "flex-start",
        p: 2,
        height: "100%",
        cursor: "pointer",
        borderWidth: 2,
        borderColor: checked ? "primary.main" : "divider",
        "&:has(:focus-visible)": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
      }}
    >
      <Radio
        value={value}
        sx={{ mt: -0.75, ml: -0.75 }}
        slotProps={{ input: { "aria-labelledby": titleId, "aria-describedby": descriptionId } }}
      />
      <span>
        <Typography
          id={titleId}
          component="span"
          variant="subtitle1"
          sx={{ display: "block", fontWeight: 700 }}
        >
          {title}
        </Typography>
        <Typography
          id={descriptionId}
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: "block" }}
        >
          {children}
        </Typography>
      </span>
    </Paper>
  );
}
