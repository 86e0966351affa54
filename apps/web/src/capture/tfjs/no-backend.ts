// What face-api's "nobundle" build gets for the backends it imports itself (see face-api-aliases.ts):
// nothing. The face worker registers the one it uses (WebAssembly, CPU as the fallback).
export {};
