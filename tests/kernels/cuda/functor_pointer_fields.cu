//pass
//--blockDim=64 --gridDim=2

// A function object holding pointers, its const operator() called on a
// local and on a kernel argument: each thread scales its own element.

struct Scale {
  float *data;
  float k;
  __device__ void operator()(int i) const { data[i] *= k; }
};

__global__ void local_functor(float *a) {
  Scale s = {a, 2.0f};
  s(blockIdx.x * blockDim.x + threadIdx.x);
}

__global__ void argument_functor(Scale s) { s(blockIdx.x * blockDim.x + threadIdx.x); }
