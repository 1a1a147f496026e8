// Answers that a change cache keeps (docs/decisions/0020) are checked and serialised once: the
// same object comes back to every reader until its data changes, so its JSON is kept beside it.
import type { FastifyReply } from "fastify";

type Serialized = ReturnType<FastifyReply["serialize"]>;

const serialized = new WeakMap<object, Serialized>();

/** Sends `payload` as JSON, through the route's response schema the first time only. */
export function sendKept(reply: FastifyReply, payload: object): FastifyReply {
  let json: Serialized | undefined = serialized.get(payload);
  if (json === undefined) {
    json = reply.serialize(payload);
    serialized.set(payload, json);
  }
  return reply.type("application/json; charset=utf-8").send(json);
}
