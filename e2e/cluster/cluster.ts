// What the cluster's browser tests know of the cluster (e2e/cluster/global-setup.ts), and helpers
// to send a browser to one instance through the proxy and to read an instance's metrics.
import type { BrowserContext } from "@playwright/test";
import { LB_COOKIE } from "../../scripts/cluster/harness";

/** Where the proxy listens for these tests. */
export const CLUSTER_PROXY_PORT = 4390;
export const CLUSTER_PROXY_URL = `http://127.0.0.1:${CLUSTER_PROXY_PORT}`;

export interface ClusterInfo {
  proxyUrl: string;
  metricsToken: string;
  instances: { name: string; url: string; lbCookie: string }[];
}

export function clusterInfo(): ClusterInfo {
  if (!process.env.CLUSTER) throw new Error("the cluster was not started (e2e/cluster/global-setup.ts)");
  return JSON.parse(process.env.CLUSTER) as ClusterInfo;
}

/** Makes the proxy send this browser's requests to instance `index`, as its cookie would after a first visit. */
export async function pinTo(context: BrowserContext, index: number): Promise<void> {
  const { proxyUrl, instances } = clusterInfo();
  const instance = instances[index];
  if (!instance) throw new Error(`no instance ${index}`);
  await context.addCookies([{ name: LB_COOKIE, value: instance.lbCookie, url: proxyUrl }]);
}

/** The value of one series in an instance's /metrics (0 when it has none yet). */
export async function metric(index: number, series: string): Promise<number> {
  const { instances, metricsToken } = clusterInfo();
  const response = await fetch(`${instances[index]?.url}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  const line = (await response.text()).split("\n").find((text) => text.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
