//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//possible [a-z-]+ race on

// The shared-memory histogram with a plain increment instead of atomicAdd
// (line 17): two threads whose data fall into the same bin both read and
// write that bin.

#define BINS 16

__global__ void histogram_nonatomic_race(const unsigned *data, unsigned *hist) {
  __shared__ unsigned bins[BINS];
  unsigned t = threadIdx.x;
  if (t < BINS)
    bins[t] = 0;
  __syncthreads();
  bins[data[blockIdx.x * blockDim.x + t] % BINS] += 1;  // error: possible write-read race on bins
  __syncthreads();
  if (t < BINS)
    atomicAdd(&hist[t], bins[t]);
}
