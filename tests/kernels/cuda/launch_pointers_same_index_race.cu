//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-read race on in

// Pointers read from one host array at one index written the same way
// (buffers[cur], twice) are one pointer: thread i reads in[i + 1] as
// thread i + 1 writes out[i + 1]. Other indices (buffers[1 - cur] beside
// buffers[cur], the usual ping-pong) stay distinct arrays, as distinct
// arguments are.

__global__ void k(const float *in, float *out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  out[i] = in[i + 1];  // error: possible write-read race on in
}

void host(float **buffers, int cur) {
  k<<<4, 64>>>(buffers[1 - cur], buffers[cur]);
  k<<<4, 64>>>(buffers[cur], buffers[cur]);
}
