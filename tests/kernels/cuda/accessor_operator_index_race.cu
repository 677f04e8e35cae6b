//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on vs

// at(i) names element i % 3 of the struct vs[t / 2]: two threads share
// each struct, and threads 0 and 1 write its element 0 with different
// values.

struct Vec3 {
  float x_[3];
  __device__ float &at(int i) { return x_[i % 3]; }
};

__global__ void accessor_operator_index_race(Vec3 *vs) {
  int t = threadIdx.x;
  vs[t / 2].at(3 * (t % 2)) = t; // error: possible write-write race on vs
}
