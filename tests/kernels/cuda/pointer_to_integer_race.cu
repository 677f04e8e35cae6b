//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out

// An address used as an index: nothing is known of the numbers addresses
// are, so two threads' addresses may agree modulo 64 (on the device,
// data + t and data + t + 16 do: 4-byte elements).

__global__ void bucket(const int *data, int *out) {
  out[(size_t)(data + threadIdx.x) & 63] = threadIdx.x; // error: possible write-write race on out
}
