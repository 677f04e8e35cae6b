//xfail:NOT_ALL_VERIFIED
//--pointer-bitwidth=64 --global_size=4096 --local_size=128
//possible [a-z-]+ race on

// Work-items 0 and 1 both write A[0]: the 64-bit global id is halved
// (line 9).

__kernel void pointer64_global_id_race(__global int *A) {
  A[get_global_id(0) / 2] = get_local_id(0);  // error: possible write-write race on A
}
