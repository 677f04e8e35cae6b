//pass
//--blockDim=64 --gridDim=4 --no-infer

// GPUVerify's candidate invariants, decided by Houdini even under
// --no-infer (which only stops ivl making candidates of its own): the
// false `i == threadIdx.x` is dropped, the two others are kept and prove
// that each thread writes only the elements congruent to its id.

__global__ void infer_candidate_invariant(int *out) {
  __shared__ int s[1024];
  for (unsigned i = threadIdx.x;
       __candidate_invariant(i % 64 == threadIdx.x),
       __candidate_invariant(i == threadIdx.x),
       __candidate_invariant(__write_implies(s, __write_offset_bytes(s) / sizeof(int) % 64 == threadIdx.x)),
       i < 1024; i += 64)
    s[i] = i;
  __syncthreads();
  out[blockIdx.x * 64 + threadIdx.x] = s[threadIdx.x];
}
