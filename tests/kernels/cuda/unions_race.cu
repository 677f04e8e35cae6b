//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible read-write race on s

// A byte of the next thread's union is read while that thread writes the
// float that holds it.

union un {
  float f;
  unsigned char c[4];
};

__global__ void k(unsigned *bits) {
  __shared__ un s[64];
  s[threadIdx.x].f = (float)threadIdx.x;
  bits[threadIdx.x] = s[(threadIdx.x + 1) % 64].c[1];  // error: possible read-write race on s
}
