// Test support: small but real files of every kind an upload accepts, built in code, and the
// multipart body a browser would send them in.
import { Readable } from "node:stream";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

export interface MultipartOptions {
  fileName?: string;
  contentType?: string;
  field?: string;
}

export const MULTIPART_BOUNDARY = "----summit-test-boundary";

export function multipart(file: Buffer, options: MultipartOptions = {}) {
  const { fileName = "upload.bin", contentType = "application/octet-stream", field = "file" } = options;
  const payload = Buffer.concat([
    Buffer.from(
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` } };
}

/**
 * A multipart body as a client sends it that reads the file in 64 KiB blocks: the part's headers
 * first, then the file block by block, each in its own write. Against a limit that is a multiple of
 * 64 KiB, the limit then falls exactly on a block boundary.
 */
export function inBlocks(payload: Buffer): Readable {
  const fileStart = payload.indexOf("\r\n\r\n") + 4;
  async function* blocks() {
    yield payload.subarray(0, fileStart);
    for (let offset = fileStart; offset < payload.length; offset += 64 * 1024) {
      await new Promise((resolve) => setImmediate(resolve));
      yield payload.subarray(offset, offset + 64 * 1024);
    }
  }
  return Readable.from(blocks());
}

/** A one-page PDF with a correct cross-reference table. */
export function pdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let text = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = text.length;
  text +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, "latin1");
}

/** A zip of uncompressed entries, enough for an Office Open XML package. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const OFFICE_PARTS = {
  docx: ["word/document.xml", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  xlsx: ["xl/workbook.xml", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  pptx: ["ppt/presentation.xml", "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
} as const;

/** A Word, Excel or PowerPoint file: the package's content types and its (nearly empty) main part. */
export function office(format: keyof typeof OFFICE_PARTS): Buffer {
  const [part, contentType] = OFFICE_PARTS[format];
  return zip({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Override PartName="/${part}" ContentType="${contentType}.main+xml"/></Types>`,
    [part]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
}

/** A zip that is no Office document. */
export const plainZip = () => zip({ "notes.txt": "not an office file" });

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/** An ISO media file: an ftyp box naming the brand, then media data of payloadBytes bytes. */
function isoMedia(brand: string, payloadBytes: number): Buffer {
  const ftyp = box("ftyp", Buffer.from(`${brand}\0\0\0\0isommp41`, "latin1"));
  const payload = Buffer.from(Array.from({ length: payloadBytes }, (_, index) => index % 251));
  return Buffer.concat([ftyp, box("mdat", payload)]);
}

export const mp4 = (payloadBytes = 10_000) => isoMedia("isom", payloadBytes);
export const quickTime = (payloadBytes = 1000) => isoMedia("qt  ", payloadBytes);
export const m4a = () => isoMedia("M4A ", 1000);

/** A WebM file: its EBML header (DocType webm) and some bytes of segment. */
export function webm(): Buffer {
  const header = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85,
    0x81, 0x02,
  ]);
  return Buffer.concat([header, Buffer.alloc(512, 0x11)]);
}

export const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: "#0b3d91" } })
    .png()
    .toBuffer();

/** A JPEG that carries EXIF data, as a phone photo would. */
export const jpegWithExif = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#d94f00" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Private Place 42" } })
    .toBuffer();

export const csv = () =>
  Buffer.from('name,domain\nAcme Corp,acme.example\n"Initech, Inc.",initech.example\n');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A decompression bomb: a grey PNG of width x height that is a few kilobytes on the wire, its
 * pixels all zero. With `rows` less than height, only that many rows are there: enough to declare a
 * size no encoder would write.
 */
export function pngBomb(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), the rest zero
  // Each row is a filter byte and one byte per pixel.
  const pixels = deflateSync(Buffer.alloc(rows * (width + 1)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", pixels),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
