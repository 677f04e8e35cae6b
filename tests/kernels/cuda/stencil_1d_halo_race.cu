//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=32
//possible [a-z-]+ race on

// The halo stencil with its barrier forgotten: thread 1 reads s[1]
// (line 19) while thread 0 writes s[1] (line 14).

#define B 64

__global__ void stencil_1d_halo_race(const int *in, int *out, int n) {
  __shared__ int s[B + 2];
  unsigned t = threadIdx.x;
  int g = blockIdx.x * B + t;
  s[t + 1] = in[g];
  if (t == 0)
    s[0] = g > 0 ? in[g - 1] : 0;
  if (t == B - 1)
    s[B + 1] = g + 1 < n ? in[g + 1] : 0;
  out[g] = s[t] + s[t + 1] + s[t + 2];
}
// The README shows this report; the pins stay off the C line it quotes.
// error@19: possible read-write race on s
// error@19: possible read-write race on s
