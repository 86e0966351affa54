// What the capture screens say (identity §2 screens 5 and 9, §4, §8), verbatim from the spec unless
// marked ours.
export const DOCUMENT_FEEDBACK = {
  notFound: 'Colocá el DNI dentro del recuadro',
  tooFar: 'Acerca el DNI ...',
  holdSteady: 'Mantené el DNI por unos segundos...',
  captured: 'Capturado!!',
  critical: 'Error crítico en la detección de documentos.',
  // Ours (docs/decisions.md): the spec names a wasm load error without its text.
  loadFailed: 'No se pudo cargar el detector de documentos. Reintentando...',
} as const;

// Ours (docs/decisions/041-id-capture-rules.md): the upload alternative speaks of the photo, since no
// card frame is drawn over a chosen file.
export const UPLOAD_FEEDBACK = {
  notFound: 'No encontramos el DNI en la foto. Sacá una foto del DNI entero, sobre una superficie lisa.',
  tooFar: 'El DNI se ve muy chico en la foto. Acercá la cámara para que el DNI ocupe casi toda la foto.',
} as const;

// Ours (issue 23): what the preview says of a manual shot whose card the judge did not pass.
export const PREVIEW_TEXTS = {
  checkPhoto: 'Revisá que el DNI se vea entero, nítido y sin reflejos.',
} as const;

export const FACE_FEEDBACK = {
  passed: 'Mantenga unos segundos.',
  noFace: 'No se pudo encontrar ninguna cara en la imagen.',
  center: 'Por favor, centra tu cara en el óvalo.',
  libraryFailed: 'Error loading face capture library',
} as const;

export const CAPTURE_MESSAGES = {
  processError: 'Error en el proceso de Biometria, vuelva a intentarlo',
  unexpected: 'Ocurrio un error inesperado',
  reload: 'Recargar Página',
  // Ours: the button of a camera error that a restart may fix (identity §8 names the action only).
  restartCamera: 'Reiniciar cámara',
  // Issue 13: the manual shutter offered when the detector has not captured after a while.
  shutter: 'Tomar foto',
} as const;

/** Identity §9 timings. */
export const CAPTURE_TIMING = {
  /** Retry after a frame with a card in it (found, or passed but another pass is needed). */
  retryNearMs: 200,
  /** Retry after a frame without a card. */
  retryFarMs: 500,
  /** 'Capturado!!' stays this long before the preview. */
  previewMs: 500,
  /** A detector that failed to load (or crashed) is loaded again after this. */
  reloadMs: 5000,
  /** With no capture after this long on a capture screen, a manual shutter is offered (issue 13). */
  manualShutterMs: 20_000,
  /** The face library is waited for up to this… */
  faceLibraryWaitMs: 7000,
  /** …checking this often. */
  faceLibraryPollMs: 150,
} as const;

/** Passed frames in a row that capture a side (identity §9: two for the front). */
export const PASSES_REQUIRED = { front: 2, back: 1 } as const;

/** Frames in a row with code 900 that make a PASS (ours: docs/decisions.md). */
export const FACE_PASSES_REQUIRED = 3;
