//pass
//--blockDim=64 --gridDim=4

// A struct argument holding an array of pointers: each element reaches an
// array of its own. Elements are chosen by constants, also through a
// function taking the struct; in the second kernel one is set to another
// argument.
struct buffers {
  float *p[3];
  int n;
};

__device__ void scale(buffers b, int i) {
  b.p[1][i] = 2.0f * b.p[0][i];
}

__global__ void struct_pointer_array_param(buffers b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  b.p[0][i] = 1.0f;
  scale(b, i);
  b.p[2][i] = b.p[1][i];
}

__global__ void struct_pointer_array_param_set(buffers b, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  b.p[2] = out;
  b.p[2][i] = b.p[1][i];
  out[i] += 1.0f;
}
