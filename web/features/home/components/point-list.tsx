import CheckCircle from "@mui/icons-material/CheckCircle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";

export function PointList({ points }: { points: string[] }) {
  return (
    <List dense>
      {points.map((point) => (
        <ListItem key={point} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <CheckCircle color="primary" fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          <ListItemText primary={point} />
        </ListItem>
      ))}
    </List>
  );
}
