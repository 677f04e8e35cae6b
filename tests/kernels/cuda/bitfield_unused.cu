//pass
//--blockDim=64 --gridDim=1

// A struct with bit-fields that no kernel uses (as host headers have them:
// <sys/time.h>'s struct timex) does not stop the file from being verified.

struct Clock {
  unsigned ticks : 20;
  unsigned : 12;
};

__host__ unsigned host_ticks(Clock c) { return c.ticks; }

__global__ void bitfield_unused(int *A) {
  A[threadIdx.x] = threadIdx.x;
}
