// Configuration from the environment, checked at boot: a bad value stops the server with a
// readable list of everything that is wrong.
import path from "node:path";
import { DEFAULT_MIN_CONTRIBUTORS } from "@common/account-insights";
import proxyaddr from "@fastify/proxy-addr";
import { z } from "zod";

const FLAG_VALUES = ["true", "false", "1", "0", "yes", "no"] as const;
const isOn = (value: string | undefined) => value === "true" || value === "1" || value === "yes";

const booleanFlag = z
  .enum([...FLAG_VALUES, ""])
  .optional()
  .transform(isOn);

/**
 * Whose X-Forwarded-For to believe. A flag: every hop (the client is the first address), for a
 * proxy that replaces the header. Or the proxies themselves, comma-separated addresses and CIDR
 * ranges with proxy-addr's names `loopback`, `linklocal` and `uniquelocal`: the client is then the
 * nearest address that is not one of them, which a client cannot forge by sending the header.
 */
const proxyTrust = z
  .string()
  .optional()
  .transform((value, context): boolean | string[] => {
    if (value === undefined || (FLAG_VALUES as readonly string[]).includes(value)) return isOn(value);
    const proxies = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    try {
      proxyaddr.compile(proxies);
      return proxies;
    } catch (error) {
      context.addIssue({
        code: "custom",
        message: `must be true, false, or the proxies' addresses and CIDR ranges separated by commas (${(error as Error).message})`,
      });
      return z.NEVER;
    }
  });

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /** Connections to PostgreSQL; unset: two per CPU core plus one, PostgreSQL's own rule of thumb. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  EMBEDDED_DATABASE_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: proxyTrust,
  /**
   * After SIGTERM: how long the instance reports not ready and closes each connection after its
   * answer, before it stops listening (unset: 5 s in production, none otherwise).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** Bearer token that GET /metrics asks for; unset, /metrics answers 404. */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Multiplies every request budget (server/platform/http/request-budgets.ts): tests and load
   * benchmarks, which make many requests as one caller, raise it.
   */
  REQUEST_BUDGET_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  /**
   * Platform admins must turn on two-factor sign-in before they can use the API
   * (docs/decisions/0023-two-factor-and-passkeys.md).
   */
  REQUIRE_ADMIN_TWO_FACTOR: booleanFlag,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Summit <no-reply@localhost>"),
  MARKETING_SITE_URL: z.url().default("https://summit.community"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
  /** Distinct contributors an account needs before vendors see its insights; never fewer than 2. */
  INSIGHTS_MIN_CONTRIBUTORS: z.coerce.number().int().min(2).max(100).default(DEFAULT_MIN_CONTRIBUTORS),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** Tax on the built-in provider's invoices, in basis points (2000 = 20%); 0 bills no tax. */
  BILLING_TAX_RATE_BASIS_POINTS: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Card payments through Stripe; both or neither (unset: invoice billing only). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
});

export type RawConfig = z.infer<typeof ConfigSchema>;

/** Where uploads go when STORAGE_DRIVER is s3 (AWS S3 or a compatible store such as MinIO or R2). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the store's URL otherwise. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The Stripe account that takes card payments (the card billing provider). */
export interface StripeSettings {
  secretKey: string;
  /** The signing secret of the webhook endpoint Stripe calls (`whsec_...`). */
  webhookSecret: string;
}

export type Config = RawConfig & {
  dataDir: string;
  shutdownDrainMs: number;
  publicUrl: string;
  s3: S3Settings | null;
  stripe: StripeSettings | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
}

/** Reads the configuration; empty strings count as unset so `FOO=` falls back to the default. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = ConfigSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
    );
  }
  const config = result.data;
  const problems: string[] = [];
  if (config.NODE_ENV === "production" && !config.AUTH_SECRET) {
    problems.push("AUTH_SECRET: required when NODE_ENV is production");
  }
  const s3 = s3Settings(config, problems);
  const stripe = stripeSettings(config, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    shutdownDrainMs: config.SHUTDOWN_DRAIN_MS ?? (config.NODE_ENV === "production" ? 5_000 : 0),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    s3,
    stripe,
  };
}

/** The S3 settings when STORAGE_DRIVER is s3; each missing one is added to problems. */
function s3Settings(config: RawConfig, problems: string[]): S3Settings | null {
  if (config.STORAGE_DRIVER !== "s3") return null;
  for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (!config[name]) problems.push(`${name}: required when STORAGE_DRIVER is s3`);
  }
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!bucket || !accessKeyId || !secretAccessKey) return null;
  return {
    bucket,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The Stripe settings when either is set: a secret key without the webhook secret would take
 * payments whose webhooks Summit then refuses, and the reverse takes none.
 */
function stripeSettings(config: RawConfig, problems: string[]): StripeSettings | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = config;
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey) problems.push("STRIPE_SECRET_KEY: required when STRIPE_WEBHOOK_SECRET is set");
  if (!webhookSecret) problems.push("STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set");
  if (!secretKey || !webhookSecret) return null;
  return { secretKey, webhookSecret };
}
