//pass
//--blockDim=64 --gridDim=1

// A kernel template reads its element type through a traits struct
// (`using elem_t = typename K::input_t;`, the function's own typedef) and
// a constant computed from sizeof by a recursive constexpr function:
// cilog2(sizeof(float4) / sizeof(T)).
// Each thread writes its own stride of out.

__host__ __device__ constexpr int cilog2(int v) { return v > 0 ? 1 + cilog2(v >> 1) : -1; }

struct Params {
  long stride;
  void *x_ptr;
  void *out_ptr;
};

template <typename T> struct Traits {
  using input_t = T;
  using vec_t = float4;
  static constexpr int kNElts = sizeof(vec_t) / sizeof(T);
};

template <typename K> __global__ void spread(Params params) {
  using elem_t = typename K::input_t;
  constexpr int kLog = cilog2(K::kNElts);
  elem_t *x = reinterpret_cast<elem_t *>(params.x_ptr) + blockIdx.x * params.stride;
  elem_t *out = reinterpret_cast<elem_t *>(params.out_ptr) + blockIdx.x * params.stride;
  out[threadIdx.x << kLog] = x[threadIdx.x];
}

int main() {
  Params p;
  spread<Traits<float>><<<1, 64>>>(p);
  spread<Traits<int>><<<1, 64>>>(p);
}
