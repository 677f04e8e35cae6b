//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//possible [a-z-]+ race on

// Every thread draws from the same state: each draw reads and advances it,
// so the threads race on the generator (and may draw equal numbers).

__global__ void shared_generator(curandState *state, float *out)
{
    out[threadIdx.x] = curand_uniform(state);  // error: possible write-read race on state.d
}
// error@10: possible write-write race on state.d
