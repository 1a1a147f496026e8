// The leader's side of /decisions: their decision cycles, open ones first, and declaring a new one;
// first, until they answer it, whether they share their company's interest with vendors.

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
import { useSuspensePrivacy } from "../api/privacy";
import { ConsentPrompt } from "./consent-prompt";
import { CycleCard } from "./cycle-card";
import { CycleDialog } from "./cycle-dialog";

export function LeaderCycles({ leaderId }: { leaderId: string }) {
  const cycles = useSuspenseLeaderCycles(leaderId);
  const privacy = useSuspensePrivacy();
  const [declaring, setDeclaring] = useState(false);
  const open = cycles.filter((cycle) => cycle.status === "open");
  const closed = cycles.filter((cycle) => cycle.status !== "open");
  const declareButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDeclaring(true)}>
      Declare a decision cycle
    </Button>
  );

  return (
    <Stack spacing={3}>
      {!privacy.answered && <ConsentPrompt companyName={privacy.company?.name ?? null} />}
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
            Declare what you are buying, and decide who may see it: only you, vendors matched to it without
            your name, or the vendors you name.
          </EmptyState>
        ) : (
          <Stack spacing={3}>
            {open.length > 0 && <CycleGroup title="Open" cycles={open} />}
            {closed.length > 0 && <CycleGroup title="Closed" cycles={closed} />}
          </Stack>
        )}
        {declaring && <CycleDialog onClose={() => setDeclaring(false)} />}
      </Box>
    </Stack>
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
