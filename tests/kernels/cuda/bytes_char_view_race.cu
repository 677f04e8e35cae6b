//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible read-write race on

// Thread t writes byte t of s through a char view (line 12); thread 0 then
// reads s[0] as an int (line 13), whose four bytes threads 0 to 3 write in
// the same barrier interval.

__global__ void bytes_char_view_race(int *out) {
  __shared__ int s[16];
  unsigned char *bytes = (unsigned char *)s;
  bytes[threadIdx.x] = threadIdx.x;
  out[threadIdx.x] = s[threadIdx.x / 4]; // error: possible read-write race on
}
