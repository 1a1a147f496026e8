import CheckCircle from "@mui/icons-material/CheckCircle";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** A short list of points, each after a check mark (plain elements: the visitor's first page). */
export function PointList({ points }: { points: string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, my: 1 }}>
      {points.map((point) => (
        <Box component="li" key={point} sx={{ display: "flex", alignItems: "flex-start", gap: 1.5, py: 0.5 }}>
          <CheckCircle color="primary" fontSize="small" aria-hidden="true" sx={{ mt: "2px" }} />
          <Typography variant="body1">{point}</Typography>
        </Box>
      ))}
    </Box>
  );
}
