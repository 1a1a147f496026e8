import { createUser } from "../app";
import { ORIGIN } from "./support";
import type { RouteExamples } from "./types";

export const suspensionsExamples: RouteExamples = {
  "PUT /api/user/:id/suspension": async ({ t }) => ({
    url: `/api/user/${(await createUser(t)).id}/suspension`,
  }),
  "DELETE /api/user/:id/suspension": async ({ t, people }) => {
    const member = await createUser(t);
    const url = `/api/user/${member.id}/suspension`;
    await t.request({ method: "PUT", url, cookie: people.platformAdmin.cookie, headers: ORIGIN });
    return { url };
  },
};
