//pass
//--blockDim=32 --gridDim=1 --no-inline

// modular_read_kept_race.cu with a callee that always reaches its barrier:
// the caller's read of in[0] is over when thread 0 writes it.

__device__ void always_sync(const int *in, int n) {
  __requires(__uniform_int(n));
  __ensures(__no_read(in) && __no_write(in));
  if (n > 100) __syncthreads(); else __syncthreads();
}

__global__ void modular_read_kept(int *in, int *out, int n) {
  out[threadIdx.x] = in[0];
  always_sync(in, n);
  if (threadIdx.x == 0) in[0] = n;
}
