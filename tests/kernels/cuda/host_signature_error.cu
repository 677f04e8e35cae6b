//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//host_signature_error.cu:9:1: error: unknown type name 'UnknownT'

// An error in a host function's signature makes Clang drop the kernel's
// call of it (and the statement) without a word: only errors inside host
// bodies are skipped. (Found by red-teaming: it verified.)

UnknownT lookup(int t) { return t; }
__global__ void k(int *A) { A[lookup(threadIdx.x)] = threadIdx.x; }
