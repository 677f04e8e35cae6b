//pass
//--local_size=128 --num_groups=16

// Per-group histogram of bytes with 32 bins in local memory: clear, local
// barrier, atomic_inc per byte, local barrier, then atomic_add of each bin
// into the global histogram.

#define BINS 32

__kernel void histogram_local_atomic(__global const uchar *data, __global uint *hist) {
  __local uint bins[BINS];
  uint t = get_local_id(0);
  if (t < BINS)
    bins[t] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&bins[data[get_global_id(0)] % BINS]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t < BINS)
    atomic_add(&hist[t], bins[t]);
}
