//pass
//--blockDim=64 --gridDim=4

// Function objects: `payoff(S)` and `idx(x, y)` call the struct's const
// operator(), with the object's fields (HeCBench's aop passes its payoff
// as a template parameter so).

struct PayoffCall {
    double strike;
    __host__ __device__ PayoffCall(double k) : strike(k) {}
    __host__ __device__ double operator()(double s) const { return fmax(s - strike, 0.0); }
};

struct Index {
    int width;
    __device__ int operator()(int x, int y) const { return y * width + x; }
};

template <class Payoff>
__global__ void price(double *paths, Payoff payoff)
{
    Index idx = {64};
    int i = idx(threadIdx.x, blockIdx.x);
    paths[i] = payoff(paths[i]);
}

template __global__ void price<PayoffCall>(double *, PayoffCall);
