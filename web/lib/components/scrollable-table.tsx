// A table wider than a phone scrolls sideways in its own box; the box takes focus so that keyboard
// users can scroll it too (axe's scrollable-region-focusable), and is named after its table.
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableContainer from "@mui/material/TableContainer";
import type { ReactNode } from "react";

interface ScrollableTableProps {
  /** The table's name; the scrolling box is "<label>, scrollable". */
  label: string;
  /** A width below which the table scrolls rather than squeezing its columns. */
  minWidth?: number;
  /** A height past which the rows scroll under a header that stays in view. */
  maxHeight?: number;
  children: ReactNode;
}

export function ScrollableTable({ label, minWidth, maxHeight, children }: ScrollableTableProps) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={`${label}, scrollable`}
      sx={maxHeight ? { maxHeight } : undefined}
    >
      <Table
        size="small"
        aria-label={label}
        stickyHeader={Boolean(maxHeight)}
        sx={minWidth ? { minWidth } : undefined}
      >
        {children}
      </Table>
    </TableContainer>
  );
}
