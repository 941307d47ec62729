"""LangRef 14 model of @test in ../lanes-and-fixed-point.ll (fixed point rounding toward -inf for
multiplication and toward zero for division, both allowed: the rounding of an inexact result is
unspecified). Prints lanes-and-fixed-point.expected."""
M32=(1<<32)-1; M64=(1<<64)-1
def s32(x): x&=M32; return x-(1<<32) if x>>31 else x
def s16(x): x&=0xffff; return x-(1<<16) if x>>15 else x
def clamp(v,lo,hi): return max(lo,min(hi,v))
def mix(acc,v): return ((acc*1000003)&M64) ^ (v&M32)
def sdivtz(a,b):
    q=abs(a)//abs(b); return q if (a<0)==(b<0) else -q
def test(a,b):
    a=s32(a); b=s32(b)
    bnz=s32(b|1); a8=a>>24; b8=bnz>>24; a8u=(a&M32)>>24
    f1=(a8*b8)>>4
    f2=clamp(((a&M32)*(b&M32))>>16,0,M32)
    f3=clamp((a*b)>>31,-2**31,2**31-1)
    f4=clamp(sdivtz(a<<8,bnz),-2**31,2**31-1)
    f5=((a8u<<3)//(bnz&M32))&M32
    a16=s16(a); b16=s16(b)
    f6=clamp((a16*b16)>>7,-2**15,2**15-1)&0xffff
    h=0
    for v in [f1,f2,f3,f4,f5,f6]: h=mix(h,v)
    m=[a,b,s32(a+1),s32(b-1)]
    t=[m[0],m[2],m[1],m[3]]
    p=[0]*4
    for j in range(2):
        for i in range(2):
            p[j*2+i]=s32(sum(m[k*2+i]*t[j*2+k] for k in range(2)))
    for v in p: h=mix(h,v)
    h=mix(h,p[3])
    s=[0,1,2,3]
    sp=[m[1],m[2],m[3],0]
    sp2=[sp[1],sp[2],sp[3],m[0]]
    an=a&7; bn=b&7
    mask=[an+i<bn for i in range(4)]
    mw=[1 if x else 0 for x in mask]
    x1=[s32(sp2[i]+mw[i]) for i in range(4)]
    evl=b&3
    va=[s32(x1[i]+m[i]) for i in range(4)]
    act=[mask[i] and i<evl for i in range(4)]
    vm=[va[i] if act[i] else s[i] for i in range(4)]
    r1=s32(a+sum(vm[i] for i in range(4) if act[i]))
    r2=b^va[0]^va[2]
    r3=3
    for i in (1,2,3):
        if i<evl: r3*=s[i]
    r4=-1
    for i in range(4):
        if act[i]: r4&=va[i]
    for v in [r1,r2,r3,r4,vm[3]]: h=mix(h,v)
    return h
vals=[0,1,-1,2147483647,-2147483648,65536,12345678,-7,33,3]
for x in vals:
    for y in vals:
        print("%d %d -> %x"%(x,y,test(x,y)))
