//pass
//--blockDim=64 --gridDim=2

// A method on a struct in memory may write other arrays and keep a union
// of its own (aobench's random number generator): only memory that may
// hold its object is refused.

struct Counter {
  unsigned n;
  __device__ float next(float *out, int i) {
    union {
      float f;
      unsigned u;
    } bits;
    n = n * 1664525u + 1013904223u;
    bits.u = (n & 0x7fffffu) | 0x3f800000u;
    out[i] = bits.f - 1.0f;
    return out[i];
  }
};

__device__ float draw(Counter &c, float *out, int i) { return c.next(out, i); }

__global__ void method_in_memory_other_array(Counter *cs, float *out, float *sum) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  sum[i] = cs[i].next(out, i) + draw(cs[i], out, i);
}
