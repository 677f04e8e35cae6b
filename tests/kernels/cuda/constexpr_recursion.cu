//pass
//--blockDim=64 --gridDim=4

// A recursive constexpr function of constant arguments (HeCBench's
// hadamard: cilog2), constexpr variables and static members among them,
// is evaluated to its value, not translated.

constexpr int cilog2(int val) { return val > 0 ? 1 + cilog2(val >> 1) : -1; }

struct Traits {
  static constexpr int kWarps = 16;
};

__global__ void constexpr_recursion(int *out) {
  constexpr int log_block = cilog2(64);
  __assert(log_block == 6);
  constexpr int kWarpSize = 32;
  constexpr int log_warp = cilog2(kWarpSize);
  __assert(log_warp == 5 && cilog2(Traits::kWarps) == 4);
  out[(blockIdx.x << log_block) + threadIdx.x] = log_block;
}
