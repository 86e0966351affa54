// The judgement behind `npm run detect` (scripts/detect.mjs): each file judged as the upload
// alternative does (still-image.ts). One JSON line per file on stdout; the quad is given in the file's
// own pixels (upright, as a viewer shows it).
import type { DocumentResult } from '../packages/core/src/capture/detector-port.ts';
import { judgeStillFile } from './still-image.ts';

interface Line {
  file: string;
  status: DocumentResult['status'];
  code: number | null;
  quad: [number, number][] | null;
  barcodeText: string | null;
}

async function judgeFile(file: string): Promise<{ line: Line; ok: boolean }> {
  try {
    const { result, quad } = await judgeStillFile(file);
    const round = (v: number) => Math.round(v * 10) / 10;
    return {
      ok: true,
      line: {
        file,
        status: result.status,
        code: result.code ?? null,
        quad: quad ? quad.map((p) => [round(p.x), round(p.y)] as [number, number]) : null,
        barcodeText: result.barcodeText ?? null,
      },
    };
  } catch (error) {
    console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, line: { file, status: 'doc-not-found', code: 500, quad: null, barcodeText: null } };
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run detect -- <image files…>');
  process.exit(2);
}
let failed = false;
for (const file of files) {
  const { line, ok } = await judgeFile(file);
  failed ||= !ok;
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
process.exit(failed ? 1 : 0);
