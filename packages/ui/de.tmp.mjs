import { differenceCiede2000, converter } from 'culori';
const de = differenceCiede2000(); const lch = converter('lch');
function lum(h){const d=h.slice(1);return [0,2,4].map(i=>{const c=parseInt(d.slice(i,i+2),16)/255;return c<=0.04045?c/12.92:((c+0.055)/1.055)**2.4}).reduce((s,c,i)=>s+c*[0.2126,0.7152,0.0722][i],0)}
const cr=(a,b)=>{const x=lum(a),y=lum(b);return (Math.max(x,y)+0.05)/(Math.min(x,y)+0.05)};
const [p, sh, bg, ...cands] = process.argv.slice(2);
console.log('primary', lch(p));
for (const d of cands){const a=lch(p),b=lch(d);let dh=Math.abs(a.h-b.h);if(dh>180)dh=360-dh;console.log(d,'dE',de(p,d).toFixed(1),'dh',dh.toFixed(1),'h',b.h.toFixed(0),'white',cr(d,'#ffffff').toFixed(2),'onHover',cr(d,sh).toFixed(2),'onBg',cr(d,bg).toFixed(2));}
