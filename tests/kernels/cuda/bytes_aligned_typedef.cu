//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//bytes_aligned_typedef.cu:12:39: error: unsupported: the memory layout of struct S \(a field's type has an alignment attribute\)

// The typedef gives d an alignment of 8 (offset 8, sizeof(S) 16), which the
// canonical type int does not carry: seeing S byte by byte is refused rather
// than laid out with d at offset 4.

typedef int aligned_int __attribute__((aligned(8)));
struct S { char c; aligned_int d; };

__global__ void bytes_aligned_typedef(S *p) {
  unsigned t = threadIdx.x;
  if (t % 2 == 0) p[t].d = 3;
  else ((char *)p)[16 * t - 8] = 1;
}
