//pass
//--blockDim=64 --gridDim=4

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
  __syncthreads();
  out[base + threadIdx.x] = smem.tile[(threadIdx.x + 1) % blockDim.x];
}

int main() {
  float *d = 0;
  rotate<Traits<64>><<<4, 64, sizeof(Traits<64>::Smem)>>>(d);
  rotate<Traits<128>><<<4, 64, sizeof(Traits<128>::Smem)>>>(d);
}
