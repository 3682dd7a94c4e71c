import { apiUrl, idToken, type QueryParams } from './api-client';
import { apiErrorFrom } from './api-error';
import { filenameFromContentDisposition } from './content-disposition';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Downloads a file the API answers (CSV and Excel exports, the statement PDF) with the signed-in user's ID token, which a
 * plain link cannot send, and saves it under the name from `Content-Disposition`, else
 * `fallbackName`. Throws ApiError with the server's Korean message when refused. Returns the
 * name the file was saved under.
 */
export async function downloadApiFile(path: string, query: QueryParams, fallbackName: string): Promise<string> {
  const response = await fetch(apiUrl(path, query), {
    headers: {
      Authorization: `Bearer ${await idToken()}`,
      Accept: `text/csv, ${XLSX_TYPE}, application/pdf, application/json`,
    },
  });
  if (!response.ok) throw apiErrorFrom(response.status, await errorBody(response));
  const blob = await response.blob();
  const name = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(blob, name);
  return name;
}

async function errorBody(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: revoke it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
