//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --no-inline
//possible write-read race on in

// Every thread reads in[0] (line 17), then calls maybe_sync, which reaches
// its barrier only when n > 100 and promises to leave no access of in
// logged: true of its own accesses, not of the caller's read. With n = 0,
// thread 0's write of in[0] (line 19) races with thread 1's read.

__device__ void maybe_sync(const int *in, int n) {
  __requires(__uniform_int(n));
  __ensures(__no_read(in) && __no_write(in));
  if (n > 100) __syncthreads();
}

__global__ void modular_read_kept_race(int *in, int *out, int n) {
  out[threadIdx.x] = in[0];
  maybe_sync(in, n);
  if (threadIdx.x == 0) in[0] = n; // error: possible write-read race on in
}
// cex@19: its access to in at line 17
