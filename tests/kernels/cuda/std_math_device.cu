//pass
//--blockDim=64 --gridDim=4

// std::exp, std::sqrt and std::fabs in device code, with or without
// <cmath>, as CUDA's headers give them: the math API's functions.

__global__ void softplus(const float *in, float *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = std::log(1.0f + std::exp(in[i])) + std::sqrt(std::fabs(in[i]));
}
