//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-read race on a

// Every group scales the same 64 elements.

struct Scale {
  float *data;
  float k;
  __device__ void operator()(int i) const { data[i] *= k; }  // error: possible write-read race on a
};

__global__ void local_functor(float *a) {
  Scale s = {a, 2.0f};
  s(threadIdx.x);
}
