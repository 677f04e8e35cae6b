//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//possible write-write race on

// Thread t writes elements 4t..4t+3 of out through a float4 view (line 12)
// and element 4t + 4 as a float (line 13): that is the first element thread
// t + 1 writes through its float4, so the two views overlap.

__global__ void bytes_vector_view_race(float *out, const float *in) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = reinterpret_cast<const float4 *>(in)[t];
  reinterpret_cast<float4 *>(out)[t] = v;
  out[4 * t + 4] = 0.0f; // error: possible write-write race on
}
