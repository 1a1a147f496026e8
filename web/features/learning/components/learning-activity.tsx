// The member's learning over the last weeks: their streak, this month's minutes, and minutes per
// week as a bar chart with the same figures in a table beside it for those who would rather read.

import { type LearningActivity as Activity, formatMinutes, LEARNING_WEEKS_SHOWN } from "@common/learning";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { formatDate } from "@web/lib/format";

const shortDay = new Intl.DateTimeFormat("en", { day: "numeric", month: "short" });
/** A week's Monday ("2026-03-02") as a date of the member's calendar, not a UTC instant. */
const mondayOf = (weekStart: string) => `${weekStart}T00:00:00`;

export function LearningActivity({ activity }: { activity: Activity }) {
  const { weeks } = activity;
  const learned = weeks.some((week) => week.minutes > 0 || week.lessons > 0);
  return (
    <Box component="section" aria-labelledby="learning-activity">
      <Typography id="learning-activity" variant="h2" gutterBottom>
        Your learning
      </Typography>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
          maxWidth: 480,
          m: 0,
          mb: 2,
        }}
      >
        <Figure
          label="Streak"
          value={`${activity.streakWeeks} ${activity.streakWeeks === 1 ? "week" : "weeks"}`}
        />
        <Figure label="This month" value={formatMinutes(activity.minutesThisMonth)} />
      </Box>
      {!learned && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {`No learning in the last ${LEARNING_WEEKS_SHOWN} weeks yet. Minutes count here when you finish a video, an article or a quiz, and a week with a finished lesson adds to your streak.`}
        </Typography>
      )}
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "3fr 2fr" },
          alignItems: "start",
        }}
      >
        <Box
          role="img"
          aria-label={`Minutes of learning per week, the last ${LEARNING_WEEKS_SHOWN} weeks: the table has the same figures`}
        >
          <BarChart
            height={260}
            xAxis={[
              {
                scaleType: "band",
                data: weeks.map((week) => shortDay.format(new Date(mondayOf(week.weekStart)))),
              },
            ]}
            yAxis={[{ label: "Minutes" }]}
            series={[{ data: weeks.map((week) => week.minutes), label: "Minutes" }]}
            hideLegend
            skipAnimation
          />
        </Box>
        <Table size="small" aria-label="Minutes and lessons by week">
          <TableHead>
            <TableRow>
              <TableCell>Week of</TableCell>
              <TableCell align="right">Minutes</TableCell>
              <TableCell align="right">Lessons</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((week) => (
              <TableRow key={week.weekStart}>
                <TableCell component="th" scope="row">
                  {formatDate(mondayOf(week.weekStart))}
                </TableCell>
                <TableCell align="right">{week.minutes}</TableCell>
                <TableCell align="right">{week.lessons}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h3" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Paper>
  );
}
