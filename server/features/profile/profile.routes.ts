import { PROFILE_PHOTO_MAX_BYTES } from "@common/constants";
import { ProfileSchema, UpdateProfileSchema } from "@common/profile";
import { UploadFormSchema } from "@common/uploads";
import type { AppContext } from "@server/app-context";
import { readWholeFile, receiveFile } from "@server/features/uploads/multipart-file";
import { requireSessionUser } from "@server/platform/auth/session";
import { invalid } from "@server/platform/errors";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { getProfile, setProfilePhoto, updateProfile } from "./profile.service";

const errors = errorResponses(400, 401, 408, 413, 415);
const PHOTO_MESSAGES = {
  tooLarge: `The photo is larger than ${PROFILE_PHOTO_MAX_BYTES / (1024 * 1024)} MB.`,
  cutOff: "The photo was cut off before its end. Send it again.",
};

export function registerProfileRoutes(app: FastifyInstance, { sessions, db, storage }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/profile",
    {
      config: { access: "member" },
      schema: {
        tags: ["profile"],
        summary: "The signed-in member's profile",
        response: { 200: ProfileSchema, ...errorResponses(401) },
      },
    },
    async (request) => getProfile(db, (await requireSessionUser(sessions, request)).id),
  );

  routes.patch(
    "/api/profile",
    {
      config: { access: "member" },
      schema: {
        tags: ["profile"],
        summary: "Change name or job title",
        body: UpdateProfileSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => updateProfile(db, (await requireSessionUser(sessions, request)).id, request.body),
  );

  routes.put(
    "/api/profile/photo",
    {
      config: { access: "member" },
      schema: {
        tags: ["profile"],
        summary: "Replace the profile photo (multipart/form-data, one field named file: JPEG, PNG or WebP)",
        consumes: ["multipart/form-data"],
        body: UploadFormSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      const file = await receiveFile(request, PROFILE_PHOTO_MAX_BYTES, "photo");
      const upload = await readWholeFile(file, PHOTO_MESSAGES);
      if (upload.length === 0) throw invalid("file: the photo is empty.");
      return setProfilePhoto(db, storage, user.id, upload);
    },
  );
}
