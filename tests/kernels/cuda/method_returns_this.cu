//pass
//--blockDim=64 --gridDim=4

// Compound assignment operators that return `*this` (`V &operator+=`), used
// as statements and as values, and a method passing `*this` to another:
// the object is changed in place and the call's value is the object after
// it. Each thread writes its own element.

struct V {
  float x, y;
  __device__ V operator+(const V &r) const { return {x + r.x, y + r.y}; }
  __device__ V &operator+=(const V &r) { return *this = *this + r; }
  __device__ V &scale(float s) {
    x *= s;
    y *= s;
    return *this;
  }
  __device__ float dot(const V &r) const { return x * r.x + y * r.y; }
  __device__ float norm2() const { return dot(*this); }
};

__global__ void k(float *out, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  V a = {in[i], 1.0f};
  V b = {2.0f, in[i]};
  a += b;
  V c = b.scale(2.0f);
  out[i] = a.norm2() + c.x;
}
