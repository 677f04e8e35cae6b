//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible [a-z-]+ race on

// Thread t adds atomically to the int at byte 4t + 2 of the shared ints
// (line 13), which straddles ints t and t + 1; thread t + 1 writes int t + 1
// plainly (line 12). An atomic access and a plain one to the same bytes race.

__global__ void bytes_atomic_view_race(int *out) {
  __shared__ int s[65];
  char *bytes = (char *)s;
  s[threadIdx.x] = 0;
  atomicAdd((int *)(bytes + 4 * threadIdx.x + 2), 1); // error: possible atomic-write race on
  out[threadIdx.x] = 0;
}
