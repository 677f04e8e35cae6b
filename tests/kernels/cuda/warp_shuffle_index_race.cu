//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible [a-z-]+ race on

// Every lane takes lane 0's id from the shuffle and writes that element:
// the lanes of a warp write the same element, a race. ivl's arbitrary
// shuffle result includes that value.

__global__ void broadcast_index(int *A)
{
    int i = __shfl_sync(0xffffffff, (int)threadIdx.x, 0);
    A[i] = threadIdx.x;  // error: possible write-write race on A
}
