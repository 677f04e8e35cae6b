//xfail:BUGLE_ERROR
//--blockDim=4 --gridDim=1
//bitfield_local_struct.cu:12:16: error: unsupported: bit-field `parity` of struct Tag: bit-fields share memory with their neighbours and are not modelled

// A struct declared in the kernel, named like a file-scope one: its 1-bit
// field keeps only the low bit, so threads 0 and 2 both write A[0] (line
// 14). With the file-scope Tag's fields it would look like A[tid].

struct Tag { unsigned parity, rest; };

__global__ void bitfield_local_struct(int *A) {
  struct Tag { unsigned parity : 1; unsigned rest : 31; } t;
  t.parity = threadIdx.x;
  A[t.parity] = threadIdx.x;
}
