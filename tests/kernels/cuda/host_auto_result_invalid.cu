//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//host_auto_result_invalid.cu:9:23: error: no matching function for call to .__fsqrt_rn.

// A host function whose body does not compile here and whose result type
// is deduced from that body (a device intrinsic called on the host) (`auto`) is a declaration in error: Clang drops
// the statements that use it, device code's included, without an error of
// their own. Its host code is not skipped: the file is rejected.
auto scale() { return __fsqrt_rn(2.0f); }

__global__ void k(int *a) {
  a[0] = threadIdx.x + sizeof(decltype(scale()));
}
