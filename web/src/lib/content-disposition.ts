/**
 * The file name a download should be saved under, from a `Content-Disposition` header
 * (RFC 6266). `filename*` (RFC 5987: `UTF-8''%EA%B1%B0%EB%9E%98.csv`, how Korean names travel)
 * wins over the plain `filename`, which older servers send alone. Returns null when the header
 * names no usable file, so the caller falls back to its own name.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = dispositionParams(header);
  const extended = params.get('filename*');
  const decoded = extended === undefined ? null : decodeExtendedValue(extended);
  const name = decoded ?? params.get('filename') ?? null;
  return name === null ? null : safeFileName(name);
}

// `; name=value` where value is a quoted string (with \-escapes) or a token up to the next ';'.
const PARAM = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;

function dispositionParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  // The disposition type comes first; parameters follow it, each after a ';'.
  for (const match of header.matchAll(PARAM)) {
    const [, rawName = '', rawValue = ''] = match;
    const name = rawName.toLowerCase();
    const value = rawValue.trim();
    const quoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"');
    const unquoted = quoted ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
    // The first occurrence wins (RFC 6266 §4.3 leaves repeats undefined).
    if (!params.has(name)) params.set(name, unquoted);
  }
  return params;
}

/** RFC 5987 `charset'language'percent-encoded`; null when it cannot be decoded. */
function decodeExtendedValue(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  try {
    switch (charset.toLowerCase()) {
      case 'utf-8':
        return decodeURIComponent(encoded);
      case 'iso-8859-1': {
        // One byte per character: %E9 is é, not the start of a UTF-8 sequence.
        return encoded.replace(/%([0-9a-f]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
      default:
        return null;
    }
  } catch {
    // A malformed escape (e.g. a lone '%').
    return null;
  }
}

/** No directories, no control characters: a server cannot make the browser save elsewhere. */
function safeFileName(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[/\\]/g, '_').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? null : cleaned;
}
