//pass
//--blockDim=64 --gridDim=1

// A specialization with a `bool` argument is known by its name as Clang
// writes it in types (`Traits<float, 64, true>`, not the argument's value -1),
// so the structs declared in it are known too, by their qualified names
// (`Traits<float, 64, true>::Smem`), in each instantiation of the kernel.

template <typename V, int N_, bool kEven_> struct Traits {
  static constexpr int N = N_;
  struct Item {
    float a;
    float b;
  };
  struct Smem {
    Item items[N_];
    int last;
  };
};

template <typename T> __global__ void rotate(float *out) {
  extern __shared__ char raw[];
  auto &smem = *reinterpret_cast<typename T::Smem *>(raw);
  smem.items[threadIdx.x].a = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = smem.items[(threadIdx.x + 1) % T::N].a;
}

int main() {
  rotate<Traits<float, 64, true>><<<1, 64, sizeof(Traits<float, 64, true>::Smem)>>>(0);
  rotate<Traits<float, 64, false>><<<1, 64, sizeof(Traits<float, 64, false>::Smem)>>>(0);
}
