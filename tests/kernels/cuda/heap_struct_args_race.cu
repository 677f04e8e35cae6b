//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on args.out.pointee

// Every thread writes the first element of the array `args->out` points
// to: a race, through a pointer the host stored in memory.

struct Args {
  float *out;
};

__global__ void heap_struct_args_race(Args *args) {
  args->out[0] = (float)threadIdx.x;  // error: possible write-write race on args.out.pointee
}
