//pass
//--blockDim=32 --gridDim=1

// Integer promotion: unsigned char and unsigned short operands are added as
// int, so nothing wraps until the result is stored back into a narrow type;
// unsigned int arithmetic wraps modulo 2^32.

__global__ void int_promotion(unsigned char *out, unsigned char x, unsigned char y,
                              unsigned short s, unsigned w) {
  __requires(x == 200 && y == 100);
  __requires(s == 65535);
  __requires(w == 0xFFFFFFFFu);
  __assert(x + y == 300);
  __assert(y - x == -100);
  __assert((unsigned char)(x + y) == 44);
  unsigned char z = x + y;
  __assert(z == 44);
  __assert(s + 1 == 65536);
  unsigned short s1 = s + 1;
  __assert(s1 == 0);
  __assert(w + 1 == 0u);
  __assert((signed char)x == -56);
  __assert(~x == -201);
  out[threadIdx.x] = z;
}
