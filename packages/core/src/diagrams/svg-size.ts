// The size a generated SVG is drawn at (100%): its viewBox, which Mermaid also writes as width and
// height. Shared by the generator's log and the size rule in diagrams-fresh.test.ts (issue 26).

/** No generated diagram is wider or taller than this, in px at 100%. */
export const MAX_DIAGRAM_PX = 2000;

export const svgSize = (svg: string): { width: number; height: number } => {
  const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1];
  const [, , width, height] = (viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (width === undefined || height === undefined || Number.isNaN(width) || Number.isNaN(height))
    throw new Error('the SVG has no viewBox');
  return { width: Math.round(width), height: Math.round(height) };
};
