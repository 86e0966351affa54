// Test and benchmark harness, never part of the app's build: composes camera-sized frames from the
// real photographs of e2e/fixtures/faces (face-scenes.ts says how) and runs each through the real
// face worker and core's judge, as the selfie screen does. Playwright calls window.__faceScenes.
import type { FaceResult } from '@alta/core/capture/detector-port';
import { defaultOval } from '@alta/core/capture/face-detector/judge-face';
import { createFaceDetector } from '../src/capture/face-detector-client';
import type { FaceScene } from './face-scenes';

// Bundled by Vite as assets of the harness: served from its own origin, like the model.
const PHOTO_URLS = import.meta.glob<string>('../e2e/fixtures/faces/*.jpg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const photos = new Map<string, Promise<ImageBitmap>>();
function photo(name: string): Promise<ImageBitmap> {
  const url = PHOTO_URLS[`../e2e/fixtures/faces/${name}`];
  if (!url) return Promise.reject(new Error(`no fixture ${name}`));
  let bitmap = photos.get(name);
  if (!bitmap) {
    bitmap = fetch(url)
      .then((r) => r.blob())
      .then((blob) => createImageBitmap(blob));
    photos.set(name, bitmap);
  }
  return bitmap;
}

/** Draws the scene as the camera would deliver it: the photo placed or stretched over a grey frame. */
export async function compose(scene: FaceScene): Promise<ImageData> {
  const image = await photo(scene.photo);
  const canvas = new OffscreenCanvas(scene.width, scene.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2d context');
  ctx.fillStyle = '#7f7f7f';
  ctx.fillRect(0, 0, scene.width, scene.height);
  if (scene.place && scene.face) {
    // Scale so the face fills its share of the oval, then shift its centre to the wanted spot.
    const oval = defaultOval(scene.width, scene.height);
    const scale = (scene.place.fill * 2 * oval.ry) / scene.face.h;
    const cx = oval.cx + scene.place.dx * oval.rx;
    const cy = oval.cy + scene.place.dy * oval.ry;
    ctx.drawImage(
      image,
      cx - scene.face.cx * scale,
      cy - scene.face.cy * scale,
      image.width * scale,
      image.height * scale,
    );
  } else {
    // No placement: the photo as the whole view (cover), as when the camera sees only that.
    const scale = Math.max(scene.width / image.width, scene.height / image.height);
    ctx.drawImage(
      image,
      (scene.width - image.width * scale) / 2,
      (scene.height - image.height * scale) / 2,
      image.width * scale,
      image.height * scale,
    );
  }
  return ctx.getImageData(0, 0, scene.width, scene.height);
}

const inputSize = Number(new URLSearchParams(location.search).get('input')) || undefined;
const detector = createFaceDetector({ backend: 'wasm', inputSize });
const started = detector.start();

async function run(scenes: FaceScene[]): Promise<FaceResult[]> {
  await started;
  const results: FaceResult[] = [];
  for (const scene of scenes) {
    const frame = await compose(scene);
    results.push(await detector.detect(frame));
    (document.getElementById('status') as HTMLOutputElement).textContent =
      `${results.length}/${scenes.length}`;
  }
  return results;
}

(window as unknown as { __faceScenes: typeof run }).__faceScenes = run;
