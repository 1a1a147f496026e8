// Entry point of `npm start`.
import { ConfigError, loadConfig } from "./platform/config";
import { DataDirError } from "./platform/database/embedded";
import { createLogger, startServer } from "./server";

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config, logger);
  } catch (error) {
    if (error instanceof DataDirError) {
      logger.fatal(error.message);
      console.error(error.message);
    } else {
      logger.fatal({ err: error }, "Summit could not start");
    }
    process.exit(1);
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: closing connections, then the database");
    try {
      await server.stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error while stopping");
      process.exit(1);
    }
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

void main();
