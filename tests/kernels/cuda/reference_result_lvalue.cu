//pass
//--blockDim=64 --gridDim=4

// A call returning a reference, used as an lvalue (an accessor: m.at(r, c)
// = v, elt(b, i) += 1) writes what the reference refers to: the function's
// variant that returns the address.

struct Matrix {
  float *d;
  __device__ float &at(int r, int c) { return d[r * 4 + c]; }
  __device__ const float &get(int r, int c) const { return d[r * 4 + c]; }
};

__device__ int &elt(int *d, int i) { return d[i]; }

__global__ void reference_result_lvalue(float *a, int *b) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  Matrix m = {a};
  m.at(i, 0) = 1.0f;
  m.at(i, 1) += m.get(i, 0);
  elt(b, i) = i;
  elt(b, i)++;
  __assert(b[i] == i + 1);
}
