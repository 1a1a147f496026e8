// A chart with its figures: a switch between the chart and a table of the same numbers (which
// keyboard and screen-reader users get in full), and the table as a CSV download.
import BarChartOutlined from "@mui/icons-material/BarChartOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import TableRowsOutlined from "@mui/icons-material/TableRowsOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import { type CsvCell, downloadCsv } from "../csv";

export interface ChartTable {
  columns: string[];
  rows: CsvCell[][];
}

interface ChartPanelProps {
  title: string;
  /** What the figures count, and over which days. */
  description?: ReactNode;
  table: ChartTable;
  /** The download's file name, without .csv. */
  csvName: string;
  /** The chart: a picture of the table, which the switch shows instead. */
  chart: ReactNode;
  headingLevel?: "h2" | "h3";
  /** Show the table first, for figures where a table says more (a long list of representatives). */
  initialView?: "chart" | "table";
  /**
   * Whether the chart is only a picture (named as one for screen readers, who read the table); a
   * list with links and numbers beside small charts is read as it is.
   */
  chartIsPicture?: boolean;
}

export function ChartPanel({
  title,
  description,
  table,
  csvName,
  chart,
  headingLevel = "h2",
  initialView = "chart",
  chartIsPicture = true,
}: ChartPanelProps) {
  const [view, setView] = useState(initialView);
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "flex-start", flexWrap: "wrap", gap: 1, mb: 1 }}
      >
        <Box sx={{ minWidth: 0, flex: "1 1 200px" }}>
          <Typography id={headingId} variant="h6" component={headingLevel}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: "center" }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: "chart" | "table" | null) => next && setView(next)}
            aria-label={`Show ${title} as`}
          >
            <ToggleButton value="chart" aria-label="Chart">
              <BarChartOutlined fontSize="small" />
            </ToggleButton>
            <ToggleButton value="table" aria-label="Table">
              <TableRowsOutlined fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
          <Button
            size="small"
            startIcon={<DownloadOutlined />}
            onClick={() => downloadCsv(csvName, table.columns, table.rows)}
          >
            CSV
          </Button>
        </Stack>
      </Stack>
      {view === "chart" ? (
        chartIsPicture ? (
          <Box role="img" aria-label={`${title}: the table view has the same figures`}>
            {chart}
          </Box>
        ) : (
          chart
        )
      ) : (
        <TableContainer
          role="region"
          tabIndex={0}
          aria-label={`${title}, as a table`}
          sx={{ maxHeight: 420 }}
        >
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                {table.columns.map((column, index) => (
                  <TableCell key={column} align={index === 0 ? "left" : "right"}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows repeat (an account on two match points) and never move
                <TableRow key={index}>
                  {row.map((cell, index) => (
                    <TableCell key={table.columns[index]} align={index === 0 ? "left" : "right"}>
                      {cell ?? "–"}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
