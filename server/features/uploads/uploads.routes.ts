import { UPLOAD_MAX_BYTES } from "@common/constants";
import { UploadFormSchema, type UploadKind, UploadSchema } from "@common/uploads";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { receiveFile } from "./multipart-file";
import { acceptUpload } from "./uploads.service";

const megabytes = (kind: UploadKind) => `${UPLOAD_MAX_BYTES[kind] / (1024 * 1024)} MB`;

const UPLOAD_ROUTES: { url: string; kind: UploadKind; summary: string }[] = [
  {
    url: "/api/upload/document",
    kind: "document",
    summary: `Upload a document: PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), plain text or Markdown, up to ${megabytes("document")}`,
  },
  {
    url: "/api/upload/csv",
    kind: "csv",
    summary: `Upload a CSV file in UTF-8, such as a target account list, up to ${megabytes("csv")}; once it is an account file, only its company's admins and platform admins can download it`,
  },
  {
    url: "/api/upload/video",
    kind: "video",
    summary: `Upload a video: MP4, WebM or QuickTime (.mov), up to ${megabytes("video")}`,
  },
  {
    url: "/api/factor/upload/image",
    kind: "image",
    summary: `Upload an image: JPEG, PNG, WebP or GIF, up to ${megabytes("image")}; stored without its metadata, with a WebP thumbnail`,
  },
];

const errors = errorResponses(400, 401, 408, 413, 415);

export function registerUploadRoutes(app: FastifyInstance, { sessions, db, storage }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const { url, kind, summary } of UPLOAD_ROUTES) {
    routes.post(
      url,
      {
        config: { access: "member" },
        schema: {
          tags: ["uploads"],
          summary,
          description:
            "multipart/form-data with one field named file. The type is judged from the file's bytes, " +
            "never from its name or Content-Type.",
          consumes: ["multipart/form-data"],
          body: UploadFormSchema,
          response: { 201: UploadSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = await requireSessionUser(sessions, request);
        const file = await receiveFile(request, UPLOAD_MAX_BYTES[kind]);
        return reply.status(201).send(await acceptUpload({ db, storage }, user.id, kind, file));
      },
    );
  }
}
