//pass
//--blockDim=64 --gridDim=16

// Each thread copies four floats at once through float4 views of the float
// arrays (reinterpret_cast, as vectorised kernels do): thread t reads and
// writes the 16 bytes of elements 4t..4t+3, which no other thread touches.

__global__ void bytes_vector_view(float *out, const float *in) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  float4 v = reinterpret_cast<const float4 *>(in)[t];
  reinterpret_cast<float4 *>(out)[t] = v;
}
