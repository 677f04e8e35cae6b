//pass
//--blockDim=64 --gridDim=1

// A vector class whose operator[] returns a reference to an element of its
// array field: `v[1] = ...` writes that element of v, and `p->at(i)` the
// element of the struct p points to, each thread its own.

struct Vec3 {
  int x_[3];
  __device__ int &operator[](int i) { return x_[i]; }
  __device__ int &at(int i) { return x_[i % 3]; }
};

__global__ void accessor_operator_index(int *out, Vec3 *vs) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  Vec3 v;
  v[0] = out[t];
  v[1] = 2;
  __assert(v[1] == 2);
  vs[t].at(4) = v[0];
  (&vs[t])->at(2) = 1;
  int &r = vs[t][0];
  r = v[1];
  out[t] = vs[t][1];
}
