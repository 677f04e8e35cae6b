//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//ctor_body_unsupported.cu:15:13: error: unsupported: the constructor of Counter, whose body has statements

// A constructor with statements in its body (they may change the object
// or memory) is not translated.

struct Counter {
    __device__ Counter(int *log) : n(0) { log[threadIdx.x] = 1; }
    int n;
};

__global__ void count(int *log)
{
    Counter c(log);
    log[threadIdx.x + 64] = c.n;
}
