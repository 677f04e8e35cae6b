//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//possible [a-z-]+ race on

// Grid-stride loop whose stride forgets gridDim (line 11): thread 0 of
// block 1 starts at element 64, which thread 0 of block 0 reaches in its
// second iteration; both read and write A[64].

__global__ void grid_stride_race(int *A, unsigned n) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned stride = blockDim.x;
  for (unsigned i = gid;
       __invariant(i % stride == threadIdx.x),
       __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) % stride == threadIdx.x)),
       __invariant(__read_implies(A, __read_offset_bytes(A) / sizeof(int) % stride == threadIdx.x)),
       i < n; i += stride)
    A[i] = 2 * A[i];  // error: possible read-write race on A
}
// error@17: possible write-read race on A
