//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//kernel_body.inc:3:22: error: no matching function for call to .host_scale.

// An error in a file included inside a kernel's body is an error in
// device code, never host code to skip: the file is rejected.

float host_scale(float x) { return 2.0f * x; }

__global__ void fill(float *out) {
#include "headers/kernel_body.inc"
}
