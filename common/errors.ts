// The error object every /api error answers with (DESIGN.md section 5).
import { z } from "zod";
import { ERROR_REASONS } from "./error-reasons";

export const ApiErrorSchema = z
  .object({
    reason: z.enum(ERROR_REASONS),
    messages: z.array(z.string()),
  })
  .meta({ id: "ApiError" });

export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;
