//pass
//--blockDim=64 --gridDim=1

// Unions: every field at offset 0 of the same bytes, so a float written
// is read back as its bits (`un.ui`), copies keep them, and a union in
// shared memory is one element per thread.

union un {
  float f;
  unsigned int ui;
  unsigned char c[4];
};

__global__ void k(float *out, unsigned *bits) {
  un a, b;
  a.f = 1.0f;
  __assert(a.ui == 0x3f800000u && a.c[3] == 0x3f);
  b = a;
  b.ui ^= 0x80000000u;
  __assert(b.ui == 0xbf800000u);
  bits[threadIdx.x] = b.ui;
  out[threadIdx.x] = b.f;

  __shared__ un s[64];
  s[threadIdx.x].f = (float)threadIdx.x;
  __syncthreads();
  bits[64 + threadIdx.x] = s[(threadIdx.x + 1) % 64].c[1];
}
