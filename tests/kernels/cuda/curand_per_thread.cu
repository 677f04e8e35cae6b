//pass
//--blockDim=128 --gridDim=4

// The usual cuRAND pattern: each thread initialises and draws from its own
// state. A draw reads and advances the state, so distinct states mean no
// race.

__global__ void monte_carlo(curandState *states, float *out)
{
    unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(1234, t, 0, &states[t]);
    curandState local = states[t];
    float x = curand_uniform(&local);
    float y = curand_normal(&local);
    out[t] = x * y + (float)curand(&states[t]);
}
