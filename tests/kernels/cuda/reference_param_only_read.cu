//pass
//--blockDim=64 --gridDim=3

// A function object takes the kernel's struct argument by a reference
// that is not const but that it only reads (apex's multi_tensor_apply:
// `TensorListMetadata<3> &tl`): it sees the argument's value, and the
// pointers it reads from it reach the argument's arrays. A pointer chosen
// at run time from an array of pointers may reach any of them.

struct Lists {
  float *addresses[2][3];
  int sizes[3];
};

struct Scale {
  __device__ void operator()(Lists &tl, int tensor, float a) {
    int n = tl.sizes[tensor];
    float *x = tl.addresses[0][tensor];
    float *y = tl.addresses[1][tensor];
    if (threadIdx.x < n) {
      y[threadIdx.x] = a * x[threadIdx.x];
    }
  }
};

__global__ void reference_param_only_read(Lists tl, float a) {
  Scale()(tl, blockIdx.x % 3, a);
}
