//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on

// CUDA's umin, umax, llmin and ullmax compute what their names say (the
// assertion holds); threads 62 and 63 both write out[62] (line 11).

__global__ void minmax_named(unsigned *out, unsigned n) {
  unsigned t = threadIdx.x;
  __assert(umin(3u, 5u) == 3 && umax(3u, 5u) == 5 && llmin(-1, 2) == -1 && ullmax(1, 2) == 2);
  out[umin(t, 62u)] = umax(t, 0u) + n; // error: possible write-write race on
}
