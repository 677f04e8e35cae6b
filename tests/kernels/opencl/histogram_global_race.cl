//xfail:NOT_ALL_VERIFIED
//--local_size=128 --num_groups=16
//possible [a-z-]+ race on

// A global histogram updated with a plain increment (line 12): two
// work-items (of one group or of two) whose bytes fall into the same bin
// both read and write hist[bin].

#define BINS 32

__kernel void histogram_global_race(__global const uchar *data, __global uint *hist) {
  hist[data[get_global_id(0)] % BINS] += 1;  // error: possible write-read race on hist
}
