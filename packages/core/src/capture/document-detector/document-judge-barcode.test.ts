import { describe, expect, it, vi } from 'vitest';
import {
  renderScene,
  SAMPLE_DNI_BARCODE,
} from '../../../testing/capture/document-detector/synthetic-card.ts';
import { createDocumentJudge } from './document-judge';
import * as reader from './read-barcode';

vi.mock('./read-barcode', async (original) => {
  const actual = await original<typeof import('./read-barcode')>();
  return { ...actual, readPdf417: vi.fn(actual.readPdf417) };
});

describe('the document judge reads the barcode', () => {
  it('once while the card stays still, and again after the card was lost', () => {
    const read = vi.mocked(reader.readPdf417);
    const judge = createDocumentJudge({});
    const card = renderScene({ width: 1280, height: 720, card: { cx: 640, cy: 360, width: 900 } });
    const empty = renderScene({ width: 1280, height: 720 });
    const codes = [card, card, card, card, empty, card, card].map((frame) => {
      const result = judge.judge(frame);
      return result.code ?? result.barcodeText;
    });
    expect(codes).toEqual([
      902,
      SAMPLE_DNI_BARCODE,
      SAMPLE_DNI_BARCODE,
      SAMPLE_DNI_BARCODE,
      910,
      902,
      SAMPLE_DNI_BARCODE,
    ]);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
