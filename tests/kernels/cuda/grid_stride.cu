//pass
//--blockDim=64 --gridDim=16 --timeout=120

// Grid-stride loop over n elements: thread gid handles gid, gid + 1024, ...
// The invariants say that i, and every element thread 1 has read or written,
// is congruent to gid modulo the stride (1024 divides 2^32, so wrapping
// keeps this), hence two threads never touch the same element.

__global__ void grid_stride(int *A, unsigned n) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned stride = blockDim.x * gridDim.x;
  for (unsigned i = gid;
       __invariant(i % stride == gid),
       __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) % stride == gid)),
       __invariant(__read_implies(A, __read_offset_bytes(A) / sizeof(int) % stride == gid)),
       i < n; i += stride)
    A[i] = 2 * A[i];
}
