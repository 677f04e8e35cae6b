//pass
//--blockDim=256 --gridDim=16

// A whole program whose host code uses Thrust around its kernel (as
// HeCBench's remap, ssim and tsne do): ivl's <thrust/...> headers declare
// the host side, and only the kernel is checked.

#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/sequence.h>
#include <cstdio>

__global__ void square(float *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = x[i] * x[i];
}

int main()
{
    const int n = 4096;
    thrust::host_vector<float> h(n);
    thrust::sequence(h.begin(), h.end());
    thrust::device_vector<float> d = h;
    square<<<n / 256, 256>>>(thrust::raw_pointer_cast(d.data()), n);
    thrust::sort(thrust::device, d.begin(), d.end());
    float sum = thrust::reduce(d.begin(), d.end(), 0.0f);
    printf("%f\n", sum);
    return 0;
}
