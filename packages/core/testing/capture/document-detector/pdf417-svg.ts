// The PDF417 of a DNI as an SVG (bwip-js, a dev dependency), for scenes that a browser renders:
// the evaluation set of the document judge draws its cards with Chromium, not with our own pixels.
import bwipjs from 'bwip-js/node';

export function pdf417Svg(text: string): string {
  // toSVG and the BWIPP option `columns` are missing from the package's typings.
  const toSvg = (bwipjs as unknown as { toSVG(options: object): string }).toSVG;
  return toSvg({ bcid: 'pdf417', text, columns: 6, rowheight: 3, paddingwidth: 2, paddingheight: 2 });
}
