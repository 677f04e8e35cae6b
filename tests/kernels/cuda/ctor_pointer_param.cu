//pass
//--blockDim=64 --gridDim=1

// A constructor taking a pointer, whose body writes through it: each
// thread writes its own element (constructor_method_pointer_args_race.cu
// has two threads write one).

struct Counter {
    __device__ Counter(int *log) : n(0) { log[threadIdx.x] = 1; }
    int n;
};

__global__ void count(int *log)
{
    Counter c(log);
    log[threadIdx.x + 64] = c.n;
}
