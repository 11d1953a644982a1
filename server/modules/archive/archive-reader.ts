import { strFromU8, unzipSync } from 'fflate';
import { ARCHIVE_MESSAGES } from '../../../domain/archive/archive.schema.js';
import { ValidationError } from '../../http/errors.js';
import { declaredUnpackedBytes } from '../../files/zip.js';
import {
  ARCHIVE_DOCUMENT_NAME,
  ARCHIVE_FORMAT,
  ARCHIVE_TABLES,
  ARCHIVE_VERSION,
} from './archive-document.js';
import type { ArchiveTable } from './archive-columns.js';

export type ArchiveRow = Record<string, unknown>;

/** The document of an archive, checked as far as its shape: its rows are checked as they are put back. */
export interface ArchiveDocument {
  version: number;
  team: ArchiveRow;
  tables: Record<ArchiveTable, ArchiveRow[]>;
}

/**
 * What an archive may unpack to: a ZIP of a few MB that declares more is refused
 * before anything is unpacked (a team's years fit in a few tens of MB of JSON).
 */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export function refuseArchive(message: string): never {
  throw new ValidationError([{ path: 'archive', message }]);
}

const isObject = (value: unknown): value is ArchiveRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The archive ZIP (base64) as its document; a Dutch 400 on `archive` for anything else. */
export function readArchive(base64: string): ArchiveDocument {
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) refuseArchive(ARCHIVE_MESSAGES.notArchive);
  const zip = new Uint8Array(Buffer.from(base64, 'base64'));
  let files: Record<string, Uint8Array>;
  try {
    if (declaredUnpackedBytes(zip) > MAX_UNPACKED_BYTES) refuseArchive(ARCHIVE_MESSAGES.tooLarge);
    files = unzipSync(zip, { filter: (file) => file.name === ARCHIVE_DOCUMENT_NAME });
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    return refuseArchive(ARCHIVE_MESSAGES.notArchive);
  }
  const file = files[ARCHIVE_DOCUMENT_NAME];
  if (!file) return refuseArchive(ARCHIVE_MESSAGES.notArchive);
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(file));
  } catch {
    return refuseArchive(ARCHIVE_MESSAGES.corrupt);
  }
  return checkedDocument(parsed);
}

function checkedDocument(parsed: unknown): ArchiveDocument {
  if (!isObject(parsed) || parsed.format !== ARCHIVE_FORMAT) {
    return refuseArchive(ARCHIVE_MESSAGES.notArchive);
  }
  const { version, team, tables } = parsed;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return refuseArchive(ARCHIVE_MESSAGES.corrupt);
  }
  if (version > ARCHIVE_VERSION) refuseArchive(ARCHIVE_MESSAGES.newer);
  if (!isObject(team) || !isObject(tables)) return refuseArchive(ARCHIVE_MESSAGES.corrupt);
  for (const [table] of ARCHIVE_TABLES) {
    const rows = tables[table];
    if (!Array.isArray(rows) || !rows.every(isObject)) refuseArchive(ARCHIVE_MESSAGES.corrupt);
  }
  return { version, team, tables: tables as ArchiveDocument['tables'] };
}
