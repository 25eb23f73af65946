/**
 * The Content-Type of the text files the build precompresses, by extension: an encoded sibling (`x.js.br`) is sent
 * with the type of the file it encodes. Shared by the build (integrations/precompress.ts picks the files to
 * compress by it) and the server (which sends them), so it imports neither.
 */
const TEXT_FILE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml',
};

/** The type of a text file of the build by its name, or undefined when it is no text file. */
export function textFileType(file: string): string | undefined {
  const dot = file.lastIndexOf('.');
  return dot > file.lastIndexOf('/') ? TEXT_FILE_TYPES[file.slice(dot).toLowerCase()] : undefined;
}
