// Starts the production-shaped cluster (scripts/cluster/harness.ts) for the cluster's browser tests:
// PostgreSQL on its own, two instances from the build, Caddy in front. What the tests need to know
// of it reaches them through CLUSTER (process.env, read by e2e/cluster/cluster.ts).
import { randomBytes } from "node:crypto";
import path from "node:path";
import { startCluster } from "../../scripts/cluster/harness";
import { CLUSTER_PROXY_PORT, type ClusterInfo } from "./cluster";

export default async function globalSetup() {
  const metricsToken = randomBytes(24).toString("hex");
  const cluster = await startCluster({
    dir: path.resolve("test-results/cluster"),
    env: { METRICS_TOKEN: metricsToken },
    proxyPort: CLUSTER_PROXY_PORT,
  });
  const info: ClusterInfo = {
    proxyUrl: cluster.proxyUrl,
    metricsToken,
    instances: cluster.instances.map(({ name, url, lbCookie }) => ({ name, url, lbCookie })),
  };
  process.env.CLUSTER = JSON.stringify(info);
  return () => cluster.stop();
}
