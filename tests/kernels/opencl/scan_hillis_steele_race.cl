//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//possible [a-z-]+ race on

// The double-buffered scan with the buffer swap forgotten: every step reads
// and writes row 0 (line 20), so at offset 1 work-item 2 reads buf[0][1]
// while work-item 1 writes it.

#define N 64

__kernel void scan_hillis_steele_race(__global const int *in, __global int *out) {
  __local int buf[2][N];
  uint t = get_local_id(0);
  buf[0][t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint off = 1;
       __invariant(!__read(buf)), __invariant(!__write(buf)),
       __invariant(!__read(out)), __invariant(!__write(out)),
       off < N; off <<= 1) {
    buf[0][t] = t >= off ? buf[0][t] + buf[0][t - off] : buf[0][t];  // error: possible write-read race on buf
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = buf[0][t];
}
