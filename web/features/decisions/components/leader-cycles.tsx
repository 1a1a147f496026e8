// The leader's side of /decisions: their decision cycles, open ones first, and declaring a new one.

import type { DecisionCycle } from "@common/decision-cycles";
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
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
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
        <Stack spacing={3}>
          {open.length > 0 && <CycleGroup title="Open" cycles={open} />}
          {closed.length > 0 && <CycleGroup title="Closed" cycles={closed} />}
        </Stack>
      )}
      {declaring && <CycleDialog onClose={() => setDeclaring(false)} />}
    </Box>
  );
}

function CycleGroup({ title, cycles }: { title: string; cycles: DecisionCycle[] }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">
        {title}
      </Typography>
      {cycles.map((cycle) => (
        <CycleCard key={cycle.id} cycle={cycle} />
      ))}
    </Stack>
  );
}
