/**
 * What an error answer must never show a caller: a stack trace, a file path,
 * the SQL or the database's own words. Returns what was found, or null.
 */
const INTERNALS: [string, RegExp][] = [
  ['a stack frame', /\bat [\w$.<>]+ \(|\bat (file:\/\/|\/)\S+:\d+/],
  ['a file path', /(\/work\/|\/home\/|\/usr\/|\/tmp\/|node_modules|[\w-]+\.(ts|js|mjs):\d+)/],
  ['SQL', /\b(select\s+[\w"*].*\s+from|insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i],
  [
    'a database error',
    /(SQLITE_|sqlite|postgres|relation "|violates|constraint|syntax error at|duplicate key)/i,
  ],
  [
    'an internal error name',
    /\b(TypeError|RangeError|ReferenceError|SyntaxError|ERR_[A-Z_]+|FST_[A-Z_]+)\b/,
  ],
];

export function internalsIn(body: string): string | null {
  for (const [what, pattern] of INTERNALS) {
    const match = pattern.exec(body);
    if (match) return `${what} (${match[0].slice(0, 60)})`;
  }
  return null;
}
