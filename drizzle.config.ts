import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/platform/database/schema/*.ts",
  out: "./server/platform/database/migrations",
});
