import { IMPORT_FILE_TOO_LARGE, MAX_IMPORT_FILE_BYTES } from '../../domain/import-table';

/** A file the user chose, read for an import: its name and its content as text or base64. */
export interface ChosenFile {
  name: string;
  content: string;
}

/** Thrown for a file over the limit: its message is what the page shows, as the server would say it. */
export class FileTooLargeError extends Error {
  constructor() {
    super(IMPORT_FILE_TOO_LARGE);
  }
}

/** Base64 of bytes, a chunk at a time (a spread of a whole file would overflow the call stack). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Reads a chosen file for an import's JSON body: text (a CSV, a calendar) or
 * base64 (a spreadsheet). A file over 5 MB is refused here, before it is sent.
 */
export async function readChosenFile(file: File, as: 'text' | 'base64'): Promise<ChosenFile> {
  if (file.size > MAX_IMPORT_FILE_BYTES) throw new FileTooLargeError();
  const content =
    as === 'text' ? await file.text() : toBase64(new Uint8Array(await file.arrayBuffer()));
  return { name: file.name, content };
}
