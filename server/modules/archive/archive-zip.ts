import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { CSV_FILE_NAMES, CSV_KINDS, seasonCsv, slug } from '../exports/public.js';
import {
  ARCHIVE_DOCUMENT_NAME,
  ARCHIVE_FORMAT,
  ARCHIVE_TABLES,
  ARCHIVE_VERSION,
} from './archive-document.js';
import { teamRows, teamSeasons, teamSettings } from './archive.repository.js';

interface ArchiveScope {
  db: Kysely<DB>;
  teamId: number;
  now: Date;
  today: string;
}

/**
 * The team's archive as a ZIP stream: the JSON document, written table by table as
 * it is read (one table in memory at a time), then each season's CSV files under
 * `seizoenen/`. The stream errors when a read fails; the reply then breaks off.
 */
export function teamArchiveStream(scope: ArchiveScope): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  writeArchive(zip, scope).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function writeArchive(zip: Zip, { db, teamId, now, today }: ArchiveScope): Promise<void> {
  const document = new ZipDeflate(ARCHIVE_DOCUMENT_NAME, { level: 6 });
  zip.add(document);
  const put = (text: string) => document.push(strToU8(text));
  const head = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    team: await teamSettings(db, teamId),
  };
  put(`${JSON.stringify(head).slice(0, -1)},"tables":{`);
  for (const [index, [table, orderBy]] of ARCHIVE_TABLES.entries()) {
    const rows = await teamRows(db, teamId, table, orderBy);
    put(`${index ? ',' : ''}${JSON.stringify(table)}:${JSON.stringify(rows)}`);
  }
  document.push(strToU8('}}'), true);

  for (const season of await teamSeasons(db, teamId)) {
    const folder = `seizoenen/${season.id}-${slug(season.description)}`;
    for (const kind of CSV_KINDS) {
      const csv = await seasonCsv(kind, { db, teamId, seasonId: season.id, today, now });
      const file = new ZipDeflate(`${folder}/${CSV_FILE_NAMES[kind]}.csv`, { level: 6 });
      zip.add(file);
      file.push(strToU8(csv), true);
    }
  }
  zip.end();
}
