import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PROFILE_PHOTO_MAX_BYTES } from "../../../common/constants";
import { ApiErrorSchema } from "../../../common/errors";
import { ProfileSchema, UpdateProfileSchema } from "../../../common/profile";
import type { AppContext } from "../../app-context";
import { requireSessionUser } from "../../platform/auth/session";
import { AppError, invalid } from "../../platform/errors";
import { getProfile, setProfilePhoto, updateProfile } from "./profile.service";

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema };

export function registerProfileRoutes(app: FastifyInstance, { sessions, db, storage }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/profile",
    {
      schema: {
        tags: ["profile"],
        summary: "The signed-in member's profile",
        response: { 200: ProfileSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => getProfile(db, (await requireSessionUser(sessions, request)).id),
  );

  routes.patch(
    "/api/profile",
    {
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
      schema: {
        tags: ["profile"],
        summary: "Replace the profile photo (multipart/form-data, one field named file: JPEG, PNG or WebP)",
        consumes: ["multipart/form-data"],
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      if (!request.isMultipart())
        throw new AppError(415, "Invalid", ["Send the photo as multipart/form-data."]);
      const file = await request.file({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1 } });
      if (!file) throw invalid("file: attach the photo in a field named file.");
      const upload = await file.toBuffer();
      if (upload.length === 0) throw invalid("file: the photo is empty.");
      return setProfilePhoto(db, storage, user.id, upload);
    },
  );
}
