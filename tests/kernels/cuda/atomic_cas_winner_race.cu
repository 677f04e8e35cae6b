//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on s

// Every thread but the one whose atomicCAS wins (finds flag[0] == 0) writes
// s[0]. Thread 1's CAS returns whatever the threads before it left, not
// the value the pair's view of flag shows (0 at entry): the losers race.

__global__ void atomic_cas_winner_race(int *flag, int *out) {
  __requires(flag[0] == 0);
  __shared__ int s[1];
  if (atomicCAS(&flag[0], 0, 1) != 0) {
    s[0] = threadIdx.x; // error: possible write-write race on s
  }
  __syncthreads();
  out[threadIdx.x] = s[0];
}
