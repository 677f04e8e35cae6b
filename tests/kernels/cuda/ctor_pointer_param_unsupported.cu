//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//ctor_pointer_param_unsupported.cu:15:13: error: unsupported: a constructor parameter that is not a number

// A constructor's parameters are numbers: one taking a pointer (whose
// body writes through it) is not translated.

struct Counter {
    __device__ Counter(int *log) : n(0) { log[threadIdx.x] = 1; }
    int n;
};

__global__ void count(int *log)
{
    Counter c(log);
    log[threadIdx.x + 64] = c.n;
}
