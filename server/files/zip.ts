import { unzipSync, type UnzipFileInfo } from 'fflate';

/**
 * What a ZIP declares its files unpack to, added up from its central directory
 * (fflate reads it; nothing is unpacked): a small upload that would unpack to
 * gigabytes is refused before anything expands it. Throws when it is no ZIP.
 */
export function declaredUnpackedBytes(zip: Uint8Array): number {
  let total = 0;
  unzipSync(zip, {
    filter: (file: UnzipFileInfo) => {
      total += file.originalSize;
      return false;
    },
  });
  return total;
}
