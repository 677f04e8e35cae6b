//pass
//--local_size=64 --num_groups=16

// Hillis-Steele inclusive scan with double buffering in local memory: each
// step reads row `cur` and writes row 1 - cur, then synchronises; the
// invariant keeps cur a valid row.

#define N 64

__kernel void scan_hillis_steele(__global const int *in, __global int *out) {
  __local int buf[2][N];
  uint t = get_local_id(0);
  int cur = 0;
  buf[0][t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint off = 1;
       __invariant(cur == 0 || cur == 1),
       __invariant(!__read(buf)), __invariant(!__write(buf)),
       __invariant(!__read(out)), __invariant(!__write(out)),
       off < N; off <<= 1) {
    int nxt = 1 - cur;
    buf[nxt][t] = t >= off ? buf[cur][t] + buf[cur][t - off] : buf[cur][t];
    cur = nxt;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = buf[cur][t];
}
