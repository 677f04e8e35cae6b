//pass
//--blockDim=64 --gridDim=4 --invariants-as-candidates --no-infer

// GPUVerify's --invariants-as-candidates: the kernel's own invariants are
// candidates, so the false `i == threadIdx.x` is dropped instead of
// reported, and the two that hold prove the loop race-free. (Without the
// flag the false invariant fails on the loop's first iteration.)

__global__ void infer_invariants_as_candidates(int *out) {
  __shared__ int s[1024];
  for (unsigned i = threadIdx.x;
       __invariant(i % 64 == threadIdx.x),
       __invariant(i == threadIdx.x),
       __invariant(__write_implies(s, __write_offset_bytes(s) / sizeof(int) % 64 == threadIdx.x)),
       i < 1024; i += 64)
    s[i] = i;
  __syncthreads();
  out[blockIdx.x * 64 + threadIdx.x] = s[threadIdx.x];
}
