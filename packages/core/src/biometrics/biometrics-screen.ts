// What the biometric flow's one page shows, read from the machine's tags (biometrics.types.ts's
// BiometricsTag): the web maps each screen to its component and decides nothing of its own.
import { offersCaptureOnThisDevice } from '../env/hosts.ts';
import type { BiometricsContext, BiometricsTag } from './biometrics.types.ts';

/** The screens that bear the name of the tag that shows them. */
type TagNamedScreen = Exclude<
  BiometricsTag,
  'busy' | 'failed' | 'qrExpired' | 'selfieIntro' | 'prepareDocument' | 'prepareFace'
>;

export type BiometricsScreen = TagNamedScreen | 'deviceChoice' | 'expiredQr' | 'selfieInfo' | 'loading';

interface Tagged {
  hasTag: (tag: BiometricsTag) => boolean;
}

/** The screens a tag names alone; the rest wait (loading). */
const BY_TAG = [
  ['idCapture', 'idCapture'],
  ['backIntro', 'backIntro'],
  ['selfieIntro', 'selfieInfo'],
  ['faceCapture', 'faceCapture'],
  ['selfiePreview', 'selfiePreview'],
  ['terms', 'terms'],
  ['checking', 'checking'],
  ['notReady', 'notReady'],
  ['disabled', 'disabled'],
  ['unavailable', 'unavailable'],
] as const satisfies readonly (readonly [BiometricsTag, BiometricsScreen])[];

/**
 * The screen for a snapshot. `atBase`: the page is /datos-biometricos, where info-dni's place is the
 * device choice (the QR, or on with this computer) until the person picks.
 */
export const biometricsScreen = (snapshot: Tagged, atBase: boolean): BiometricsScreen => {
  if (snapshot.hasTag('infoDni'))
    return snapshot.hasTag('qrExpired') ? 'expiredQr' : atBase ? 'deviceChoice' : 'infoDni';
  return BY_TAG.find(([tag]) => snapshot.hasTag(tag))?.[1] ?? 'loading';
};

/** The capture whose detector may load while this screen is read (issue 23), if any. */
export const captureToPrepare = (snapshot: Tagged): 'document' | 'face' | null => {
  if (snapshot.hasTag('prepareDocument')) return 'document';
  return snapshot.hasTag('prepareFace') ? 'face' : null;
};

/**
 * What info-dni offers (identity §2 screen 4): a computer shows the QR for continuing on a phone;
 * Continuar shows where this device may capture (a phone, or a computer outside production).
 */
export const infoDniOffers = (
  context: Pick<BiometricsContext, 'device'>,
  host: string,
): { qr: boolean; continueHere: boolean } => ({
  qr: context.device !== 'mobile',
  continueHere: offersCaptureOnThisDevice(host, context.device === 'mobile'),
});
