//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on

// An empty struct takes one byte in C++, so x is at byte 4 of a Slot and a
// Slot is 8 bytes. Even thread t writes p[t].x (line 18); odd thread t writes
// byte 8t - 4 (line 19), the first byte of p[t - 1].x.

struct Empty {};

struct Slot {
  Empty tag;
  int x;
};

__global__ void bytes_empty_struct_race(Slot *p) {
  unsigned t = threadIdx.x;
  if (t % 2 == 0) p[t].x = 3;
  else ((char *)p)[8 * t - 4] = 1; // error: possible write-write race on
}
