//pass
//

// The same global histogram with atomic_inc, for any NDRange: atomics never
// race with each other.

#define BINS 32

__kernel void histogram_global_atomic(__global const uchar *data, __global uint *hist) {
  atomic_inc(&hist[data[get_global_id(0)] % BINS]);
}
