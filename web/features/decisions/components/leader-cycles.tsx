// The leader's side of /decisions: their decision cycles, open ones first, and declaring a new one.

import AddOutlined from "@mui/icons-material/AddOutlined";
import ShieldOutlined from "@mui/icons-material/ShieldOutlined";
import TimelineOutlined from "@mui/icons-material/TimelineOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { EmptyState } from "@web/lib/components/empty-state";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useSuspenseLeaderCycles } from "../api/decision-cycles";
import { CycleCard } from "./cycle-card";
import { CycleDialog } from "./cycle-dialog";

export function LeaderCycles({ leaderId }: { leaderId: string }) {
  const cycles = useSuspenseLeaderCycles(leaderId);
  const [declaring, setDeclaring] = useState(false);
  const open = cycles.filter((cycle) => cycle.status === "open");
  const closed = cycles.filter((cycle) => cycle.status !== "open");
  const declareButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDeclaring(true)}>
      Declare a decision cycle
    </Button>
  );

  return (
    <Box component="section" aria-labelledby="cycles-heading">
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 2 }}
      >
        <Typography id="cycles-heading" variant="h2" component="h2">
          Your decision cycles
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/decisions/privacy" startIcon={<ShieldOutlined />}>
            Privacy centre
          </Button>
          {cycles.length > 0 && declareButton}
        </Stack>
      </Stack>
      {cycles.length === 0 ? (
        <EmptyState Icon={TimelineOutlined} title="No decision cycles yet" action={declareButton}>
          Declare what you are buying, and decide who may see it: only you, vendors matched to it without your
          name, or the vendors you name.
        </EmptyState>
      ) : (
        <Stack spacing={2}>
          {open.map((cycle) => (
            <CycleCard key={cycle.id} cycle={cycle} />
          ))}
          {closed.length > 0 && (
            <Typography variant="h3" component="h3" sx={{ pt: 2 }}>
              Closed
            </Typography>
          )}
          {closed.map((cycle) => (
            <CycleCard key={cycle.id} cycle={cycle} />
          ))}
        </Stack>
      )}
      {declaring && <CycleDialog onClose={() => setDeclaring(false)} />}
    </Box>
  );
}
