//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on exps

// frexpf writes the exponent through its pointer argument, as modff
// writes the integral part: a write like any other, here to an element
// that threads 16 apart share. ldexpf, and rsqrtf in host code (CUDA's
// headers define it for the host), are read too.

__global__ void split(const float *in, float *out, float *whole) {
  __shared__ int exps[16];
  int i = threadIdx.x;
  float m = frexpf(in[i], &exps[i % 16]); // error: possible write-write race on exps
  float f = modff(in[i], &whole[i]);
  out[i] = ldexpf(m, 2) + f;
}

int main() {
  float scale = rsqrtf(4.0f);
  return scale > 0.0f ? 0 : 1;
}
