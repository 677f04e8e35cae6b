//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible read-write race on extern_shared

// Each specialization of a traits template declares its own shared-memory
// struct (`Traits<64>::Smem`, `Traits<128>::Smem`, of one last name and
// different fields): each is known by its qualified name, and a kernel
// lays it over its dynamic shared memory.

template <int N_> struct Traits {
  static constexpr int N = N_;
  struct Smem {
    float tile[N_];
    int last;
  };
};

template <typename T> __global__ void rotate(float *out) {
  extern __shared__ char raw[];
  auto &smem = *reinterpret_cast<typename T::Smem *>(raw);
  int base = blockIdx.x * T::N;
  smem.tile[threadIdx.x] = out[base + threadIdx.x];
  // No barrier: a thread reads its neighbour's element as it is written.
  out[base + threadIdx.x] = smem.tile[(threadIdx.x + 1) % blockDim.x]; // error: possible read-write race on extern_shared
}

int main() {
  float *d = 0;
  rotate<Traits<64>><<<4, 64, sizeof(Traits<64>::Smem)>>>(d);
  rotate<Traits<128>><<<4, 64, sizeof(Traits<128>::Smem)>>>(d);
}
