import { PemConverter, X509Crl } from '@peculiar/x509';

// Fetching a certificate revocation list: over HTTP(S), bounded in size, in DER or PEM.

/** The list's bytes, read as a stream and stopped past `maxBytes`; throws with words. */
export async function downloadCrl(
  url: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<Uint8Array> {
  const res = await fetch(url, { signal, headers: { accept: 'application/pkix-crl, */*' } });
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw new Error(`it answered ${res.status}`);
  }
  const tooLarge = () => new Error(`it is larger than ${maxBytes} bytes`);
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await res.body.cancel();
    throw tooLarge();
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** A list in DER or PEM. */
export function parseCrl(bytes: Uint8Array): X509Crl {
  const start = new TextDecoder('latin1').decode(bytes.subarray(0, 64)).trimStart();
  if (start.startsWith('-----BEGIN')) {
    const [der] = PemConverter.decode(new TextDecoder('latin1').decode(bytes));
    if (!der) throw new Error('no PEM block');
    return new X509Crl(der);
  }
  return new X509Crl(bytes);
}
