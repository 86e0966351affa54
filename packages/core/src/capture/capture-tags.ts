// What a capture shows, as tags both capture machines (id-capture, face-capture) put on their states,
// so the one capture view reads either without knowing how each names or nests its states.
// detectorFailed: the detector could not load (restart). camera: the camera child is opening the
// stream or says why it cannot. live: the video with its feedback. upload: the upload alternative,
// busy while a chosen file is checked and encoded. preview: the captured image, until the flow moves
// on; tramite: within the preview, the número de trámite typed from the card (ID back only). A state
// with none of them is starting (the detector loads).
export type CaptureTag = 'detectorFailed' | 'camera' | 'live' | 'upload' | 'busy' | 'preview' | 'tramite';
