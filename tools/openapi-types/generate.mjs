// Prints the TypeScript types of the OpenAPI document in the file named by the first argument.
// Files (format: binary) become Blob, so an upload's body takes the File the member chose.
import fs from "node:fs";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));

const document = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const ast = await openapiTS(document, {
  // A default is what the server fills in when a request leaves the field out: optional to send.
  defaultNonNullable: false,
  transform: (schema) => (schema.format === "binary" ? BLOB : undefined),
});
process.stdout.write(astToString(ast));
