// What face-api's "nobundle" build gets for `@tensorflow/tfjs` (see face-api-aliases.ts): it only calls
// tfjs-core ops, so the full library (layers, data, converter) never reaches the face worker. It also
// calls ops as tensor methods (t.as3D()), which @tensorflow/tfjs registers and tfjs-core alone does not.
import '@tensorflow/tfjs-core/dist/public/chained_ops/register_all_chained_ops';

export * from '@tensorflow/tfjs-core';
