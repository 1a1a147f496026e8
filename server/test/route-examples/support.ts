// What the route examples share: the Origin header every write needs, a short unique suffix, a
// value made once per world, and a write the examples' set-up makes and expects to succeed.
import { randomUUID } from "node:crypto";
import type { TestUser } from "../app";
import type { World } from "../permission-world";

export const ORIGIN_URL = "http://localhost:3000";
export const ORIGIN = { origin: ORIGIN_URL };

export const unique = () => randomUUID().slice(0, 8);

/** Made once per world and shared by the examples that only read it, sign in to it or change it in place. */
export function perWorld<T>(make: (world: World) => Promise<T>): (world: World) => Promise<T> {
  const made = new WeakMap<World, Promise<T>>();
  return (world) => {
    let value = made.get(world);
    if (!value) {
      value = make(world);
      made.set(world, value);
    }
    return value;
  };
}

/** A write of an example's set-up, as `user`; its JSON answer, or null for 204. Throws unless 2xx. */
export async function send(
  world: World,
  user: TestUser,
  method: "POST" | "PUT",
  url: string,
  payload?: Record<string, unknown>,
): Promise<unknown> {
  const response = await world.t.request({ method, url, cookie: user.cookie, payload, headers: ORIGIN });
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  }
  return response.statusCode === 204 ? null : response.json();
}
