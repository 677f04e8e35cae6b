//pass
//--blockDim=64 --gridDim=1

// Structs at file scope in constant and device memory (`__constant__
// det_t detector;`): their fields are read (and written) in place.

typedef struct {
  float2 d;
  uint2 N;
} det_t;

__constant__ det_t detector;
__device__ det_t gdet;

__global__ void k(float *out) {
  for (unsigned j = threadIdx.x; j < detector.N.x * detector.N.y; j += blockDim.x)
    out[j] = detector.d.x + gdet.d.y;
  if (threadIdx.x == 0)
    gdet.N.x = 1;
}
