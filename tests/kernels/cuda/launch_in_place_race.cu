//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-read race on in

// The same launch as launch_in_place.cu, but each thread reads its
// neighbour's element, which the neighbour writes: in place, that is a
// race (with distinct arrays it would not be).

__global__ void shift(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i + 1];  // error: possible write-read race on in
}

void host(float *d) { shift<<<2, 64>>>(d, d); }
