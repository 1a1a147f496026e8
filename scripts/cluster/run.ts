// Starts the production-shaped cluster (scripts/cluster/harness.ts) and keeps it up until Ctrl-C:
// npx tsx scripts/cluster/run.ts [directory]. Build first (npm run build).
import { startCluster } from "./harness";

const cluster = await startCluster({ dir: process.argv[2] ?? "data/cluster" });
console.log(`Summit through the proxy: ${cluster.proxyUrl}`);
for (const instance of cluster.instances) console.log(`  ${instance.name}: ${instance.url}`);
console.log(`  PostgreSQL: ${cluster.databaseUrl}`);
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
