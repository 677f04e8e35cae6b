//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on flag

// Every thread writes its uninitialised v to flag[0] (line 9). Equal values
// would be a benign race, but v may differ between threads, so it is a race.

__global__ void uninitialised_local_race(int *flag) {
  int v;
  flag[0] = v;  // error: possible write-write race on flag
}
