import path from "node:path";
import type { Config } from "@server/platform/config";
import { createS3Storage } from "./s3-storage";
import { createLocalStorage, type Storage } from "./storage";

/** The storage STORAGE_DRIVER names: local disk under DATA_DIR/uploads unless it says s3. */
export function createStorage(config: Config): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, "uploads"));
}
