import sharp from 'sharp';

export type TFormFile = { name: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser sends it: text fields, then each file as source_file. */
export async function multipartForm(fields: Record<string, string>, files: TFormFile[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('source_file', new Blob([f.bytes], { type: f.type }), f.name);
  const request = new Request('http://x', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

/** A plain generated PNG of the given size. */
export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2C7BE5' } })
    .png()
    .toBuffer();
