// An account's weekly score over the trend's 15 weeks, as a small line. Loaded with its first row,
// not with the page, so that the chart library stays off the page's first load.
import { useTheme } from "@mui/material/styles";
import { SparkLineChart } from "@mui/x-charts/SparkLineChart";

interface TrendSparklineProps {
  trend: readonly (number | null)[];
  width: number;
  height: number;
}

export function TrendSparkline({ trend, width, height }: TrendSparklineProps) {
  const theme = useTheme();
  // Weeks before the account had a score are left blank, at their place on the time axis.
  const scored = trend.flatMap((score, week) => (score === null ? [] : [{ week, score }]));
  return (
    <SparkLineChart
      width={width}
      height={height}
      data={scored.map((point) => point.score)}
      xAxis={{ scaleType: "linear", data: scored.map((point) => point.week), min: 0, max: trend.length - 1 }}
      yAxis={{ min: 0, max: 100 }}
      color={theme.palette.primary.main}
      area
      skipAnimation
    />
  );
}
