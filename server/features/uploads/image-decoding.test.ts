import { expect, it } from "vitest";
import { whileDecoding } from "./image-decoding";

it("decodes one image at a time: a second decode starts when the first has finished", async () => {
  const events: string[] = [];
  const decode = (name: string) =>
    whileDecoding(async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push(`${name} ends`);
    });
  await Promise.all([decode("first"), decode("second")]);
  expect(events).toEqual(["first starts", "first ends", "second starts", "second ends"]);
});
