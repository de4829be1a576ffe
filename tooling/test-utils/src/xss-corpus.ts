// lobbykit's own XSS corpus: the well-known filter-evasion families, written out by hand and
// multiplied programmatically (element x handler x separator, carrier x scheme encoding).
// Every payload tries to run one of the calls the detector watches (xss-detector.ts).

/** One attack string and the family it belongs to. */
export interface XssPayload {
  readonly family: string;
  readonly html: string;
}

/** JavaScript the payloads try to run; each one trips the detector when it executes. */
const calls = [
  'alert(1)',
  'confirm(1)',
  'prompt(1)',
  'window.__lkXss(1)',
  "console.log('lk-xss')",
  'self["al"+"ert"](1)',
  'window.__lkXssFlag=1',
  'Function("alert(1)")()',
] as const;
const call = (index: number) => calls[index % calls.length]!;

const handWritten: ReadonlyArray<readonly [family: string, html: string]> = [
  // Script tags and broken-parser tricks.
  ['script', '<script>alert(1)</script>'],
  ['script', '<SCRIPT>alert(1)</SCRIPT>'],
  ['script', '<script src=data:text/javascript,alert(1)></script>'],
  ['script', '<script/xss src=data:,alert(1)></script>'],
  ['script', '<<script>alert(1);//<</script>'],
  ['script', '<script>alert(1)//'],
  ['script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['script', '<script type="text/javascript">window.__lkXss(1)</script>'],
  ['script', '<script type=module>alert(1)</script>'],
  ['script', '"><script>alert(1)</script>'],
  ['script', "'><script>alert(1)</script>"],
  ['script', '</title><script>alert(1)</script>'],
  ['script', '</textarea><script>alert(1)</script>'],
  ['script', '<script>/*</script><img src=x onerror=alert(1)>*/'],
  ['script', '<img """><script>alert(1)</script>">'],
  ['script', '<script\x20type="text/javascript">alert(1);</script>'],
  ['script', '<script\x0Dtype="text/javascript">alert(1);</script>'],
  ['script', '<script\x0Ctype="text/javascript">alert(1);</script>'],
  ['script', '<script\x2Ftype="text/javascript">alert(1);</script>'],
  ['script', '<script\x0Atype="text/javascript">alert(1);</script>'],
  ['script', '<sc\x00ript>alert(1)</sc\x00ript>'],
  ['script', '<script>eval(atob("YWxlcnQoMSk="))</script>'],
  ['script', '<script>setTimeout("alert(1)")</script>'],
  ['script', '<script>new Function("alert(1)")()</script>'],
  ['script', '<div><script>alert(1)</script></div>'],
  ['script', '<p>hello<script>window.__lkXssFlag=1</script>world</p>'],
  // Classic filter-evasion cheat-sheet entries.
  ['evasion', '<IMG SRC="javascript:alert(1);">'],
  ['evasion', '<IMG SRC=javascript:alert(1)>'],
  ['evasion', '<IMG SRC=JaVaScRiPt:alert(1)>'],
  ['evasion', '<IMG SRC=`javascript:alert(1)`>'],
  ['evasion', '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>'],
  ['evasion', '<IMG SRC=# onmouseover="alert(1)">'],
  ['evasion', '<IMG SRC= onmouseover="alert(1)">'],
  ['evasion', '<IMG onmouseover="alert(1)">'],
  ['evasion', '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>'],
  [
    'evasion',
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041">',
  ],
  ['evasion', '<img src=x onerror="&#97;&#108;&#101;&#114;&#116;(1)">'],
  ['evasion', '<img src=x onerror=eval(atob("YWxlcnQoMSk="))>'],
  ['evasion', '<img src=x:alert(alt) onerror=eval(src) alt=1>'],
  ['evasion', '<IMG LOWSRC="javascript:alert(1)">'],
  ['evasion', '<IMG DYNSRC="javascript:alert(1)">'],
  ['evasion', '<BGSOUND SRC="javascript:alert(1);">'],
  ['evasion', '<BR SIZE="&{alert(1)}">'],
  ['evasion', '<LAYER SRC="data:text/html,<script>alert(1)</script>"></LAYER>'],
  ['evasion', '<INPUT TYPE="IMAGE" SRC="javascript:alert(1);">'],
  ['evasion', '<BODY BACKGROUND="javascript:alert(1)">'],
  ['evasion', '<TABLE BACKGROUND="javascript:alert(1)">'],
  ['evasion', '<TABLE><TD BACKGROUND="javascript:alert(1)">'],
  ['evasion', '<DIV STYLE="background-image: url(javascript:alert(1))">'],
  [
    'evasion',
    '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  ],
  ['evasion', '<DIV STYLE="width: expression(alert(1));">'],
  ['evasion', '<XSS STYLE="xss:expression(alert(1))">'],
  ['evasion', '<IMG STYLE="xss:expr/*XSS*/ession(alert(1))">'],
  ['evasion', '<STYLE>li {list-style-image: url("javascript:alert(1)");}</STYLE><UL><LI>XSS</br>'],
  ['evasion', "<STYLE>@im\\port'\\ja\\vasc\\ript:alert(1)';</STYLE>"],
  ['evasion', '<STYLE TYPE="text/javascript">alert(1);</STYLE>'],
  ['evasion', '<STYLE>.XSS{background-image:url("javascript:alert(1)");}</STYLE><A CLASS=XSS></A>'],
  ['evasion', '<STYLE type="text/css">BODY{background:url("javascript:alert(1)")}</STYLE>'],
  ['evasion', '<LINK REL="stylesheet" HREF="javascript:alert(1);">'],
  ['evasion', '<LINK REL="import" HREF="data:text/html,<script>alert(1)</script>">'],
  [
    'evasion',
    '<HEAD><META HTTP-EQUIV="CONTENT-TYPE" CONTENT="text/html; charset=UTF-7"> </HEAD>+ADw-SCRIPT+AD4-alert(1);+ADw-/SCRIPT+AD4-',
  ],
  ['evasion', '<OBJECT TYPE="text/x-scriptlet" DATA="data:text/html,<script>alert(1)</script>"></OBJECT>'],
  [
    'evasion',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  ],
  ['evasion', '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(1)"></B></I></XML>'],
  [
    'evasion',
    '<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert(1)</SCRIPT>"></BODY></HTML>',
  ],
  ['evasion', '<A HREF="http://66.102.7.147/">XSS</A><IMG SRC=x onerror=alert(1)>'],
  ['evasion', '<a href="javas&#99;ript:alert(1)">x</a>'],
  ['evasion', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['evasion', '<a href=" &#14;  javascript:alert(1)">x</a>'],
  ['evasion', '<a href="javascript&colon;alert(1)">x</a>'],
  ['evasion', '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>'],
  ['evasion', '<a href="java&Tab;script:alert(1)">x</a>'],
  ['evasion', '<a href="java&NewLine;script:alert(1)">x</a>'],
  ['evasion', '<a href="\x01javascript:alert(1)">x</a>'],
  ['evasion', '<a href="javascript://%0aalert(1)">x</a>'],
  [
    'evasion',
    '<a href="javascript:/*--></title></style></textarea></script></xmp><svg/onload=\'+/"/+/onmouseover=1/+/[*/[]/+alert(1)//\'>">x</a>',
  ],
  [
    'evasion',
    'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=alert(1) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert(1)//>\\x3e',
  ],
  ['evasion', '<img src="x` `<script>alert(1)</script>"` `>'],
  ['evasion', '<img src=x onerror\x0B=alert(1)>'],
  ['evasion', '<img src=x onerror\x00=alert(1)>'],
  ['evasion', '<img/src=x/onerror=alert(1)>'],
  ['evasion', '<img src=x onerror=alert(1)//'],
  ['evasion', '<img src=x onerror=alert(1) <'],
  ['evasion', '<img\tsrc=x\tonerror=alert(1)>'],
  ['evasion', '<img src=x onerror="javascript:alert(1)">'],
  ['evasion', '<img src=x onerror=window.onerror=alert;throw 1>'],
  ['evasion', '<img src=x onerror=window[`al`+`ert`](1)>'],
  ['evasion', '<img src=x onerror=alert`1`>'],
  ['evasion', '<img src=x onerror=(alert)(1)>'],
  ['evasion', '<img src=x onerror=import("data:text/javascript,alert(1)")>'],
  ['evasion', '<img src=x OnErRoR=alert(1)>'],
  ['evasion', '<img src=x on error=alert(1) onerror=alert(1)>'],
  ['evasion', '<iMg SrC=x OnErRoR="alert(1)"/>'],
  // SVG and MathML namespace confusion.
  ['namespace', '<svg><script>alert(1)</script></svg>'],
  ['namespace', '<svg><script href=data:,alert(1) /></svg>'],
  ['namespace', '<svg><script xlink:href=data:,alert(1)></script></svg>'],
  ['namespace', '<svg onload=alert(1)>'],
  ['namespace', '<svg/onload=alert(1)>'],
  ['namespace', '<svg><g onload=alert(1)></g></svg>'],
  ['namespace', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  ['namespace', '<svg><set onbegin=alert(1) attributeName=x to=1>'],
  ['namespace', '<svg><set attributeName=href to="javascript:alert(1)"><a><text y=20>x</text></a></svg>'],
  [
    'namespace',
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>Click</text></a></svg>',
  ],
  ['namespace', '<svg><a xlink:href="javascript:alert(1)"><text x=20 y=20>x</text></a></svg>'],
  [
    'namespace',
    '<svg><use href="data:image/svg+xml,<svg id=x xmlns=%22http://www.w3.org/2000/svg%22><image href=1 onerror=alert(1) /></svg>#x" /></svg>',
  ],
  ['namespace', '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>'],
  [
    'namespace',
    '<svg><foreignObject><iframe srcdoc="<script>alert(1)</script>"></iframe></foreignObject></svg>',
  ],
  ['namespace', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
  ['namespace', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['namespace', '<svg><title><img src=x onerror=alert(1)></title></svg>'],
  ['namespace', '<svg><desc><img src=x onerror=alert(1)></desc></svg>'],
  ['namespace', '<svg><image href=x onerror=alert(1)></svg>'],
  ['namespace', '<svg><feImage href=x onerror=alert(1)></svg>'],
  [
    'namespace',
    '<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler></svg>',
  ],
  ['namespace', '<svg><discard onbegin=alert(1)>'],
  ['namespace', '<svg><animateTransform onbegin=alert(1) attributeName=transform>'],
  ['namespace', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  [
    'namespace',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  ],
  ['namespace', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  [
    'namespace',
    '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
  ],
  [
    'namespace',
    '<math><mtext><table><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  ],
  ['namespace', '<math href="javascript:alert(1)">CLICK</math>'],
  [
    'namespace',
    '<math><maction actiontype="statusline#http://x" xlink:href="javascript:alert(1)">CLICK</maction></math>',
  ],
  [
    'namespace',
    '<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>',
  ],
  [
    'namespace',
    '<math><annotation-xml encoding="application/xhtml+xml"><style><img src=x onerror=alert(1)></style></annotation-xml></math>',
  ],
  [
    'namespace',
    '<svg><annotation-xml><foreignobject><style><!--</style><p id="--><img src=x onerror=alert(1)>">',
  ],
  ['namespace', '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>'],
  ['namespace', '<math><style><img src=x onerror=alert(1)></style></math>'],
  // Mutation XSS through raw-text and template nesting.
  ['mxss', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['mxss', '<noscript><style></noscript><img src=x onerror=alert(1)>'],
  ['mxss', '<template><img src=x onerror=alert(1)></template>'],
  ['mxss', '<template><script>alert(1)</script></template>'],
  ['mxss', '<template><template><img src=x onerror=alert(1)></template></template>'],
  ['mxss', '<style><img src=x onerror=alert(1)></style>'],
  ['mxss', '<style></style><img src=x onerror=alert(1)>'],
  ['mxss', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['mxss', '<title><img src=x onerror=alert(1)></title>'],
  ['mxss', '<xmp><p title="</xmp><img src=x onerror=alert(1)>">'],
  ['mxss', '<iframe><p title="</iframe><img src=x onerror=alert(1)>">'],
  ['mxss', '<noembed><p title="</noembed><img src=x onerror=alert(1)>">'],
  ['mxss', '<noframes><p title="</noframes><img src=x onerror=alert(1)>">'],
  ['mxss', '<plaintext><img src=x onerror=alert(1)>'],
  ['mxss', '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>'],
  ['mxss', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['mxss', '<!-- --!><img src=x onerror=alert(1)> -->'],
  ['mxss', '<![CDATA[><img src=x onerror=alert(1)>]]>'],
  ['mxss', '<?xml version="1.0"?><img src=x onerror=alert(1)>'],
  ['mxss', '<a title="&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;">x</a>'],
  ['mxss', '<p title="</p><img src=x onerror=alert(1)>">x</p>'],
  ['mxss', '<div title="--><img src=x onerror=alert(1)>"></div>'],
  ['mxss', '<select><template><img src=x onerror=alert(1)></template></select>'],
  ['mxss', '<select><style></select><img src=x onerror=alert(1)></style>'],
  ['mxss', '<table><td><style></table><img src=x onerror=alert(1)></style>'],
  ['mxss', '<table><caption><svg><style><img src=x onerror=alert(1)></style></svg></caption></table>'],
  ['mxss', '<form><input name="attributes"><img src=x onerror=alert(1)></form>'],
  ['mxss', '<svg><style>&lt;img src=x onerror=alert(1)&gt;</style></svg>'],
  ['mxss', '<div><template shadowrootmode="open"><img src=x onerror=alert(1)></template></div>'],
  ['mxss', '<div><template shadowroot="open"><script>alert(1)</script></template></div>'],
  ['mxss', '<img src="x"\u2028onerror=alert(1)>'],
  ['mxss', '<img src=`x`onerror=alert(1)>'],
  // srcdoc and frames.
  ['srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['srcdoc', '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>'],
  ['srcdoc', '<iframe srcdoc="&#60;script&#62;alert(1)&#60;/script&#62;"></iframe>'],
  ['srcdoc', '<iframe src="javascript:alert(1)"></iframe>'],
  ['srcdoc', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
  ['srcdoc', '<iframe onload=alert(1)></iframe>'],
  ['srcdoc', '<frameset onload=alert(1)>'],
  ['srcdoc', '<frame src="javascript:alert(1)">'],
  ['srcdoc', '<object data="javascript:alert(1)"></object>'],
  ['srcdoc', '<object data="data:text/html,<script>alert(1)</script>"></object>'],
  ['srcdoc', '<embed src="javascript:alert(1)">'],
  ['srcdoc', '<embed src="data:text/html,<script>alert(1)</script>">'],
  ['srcdoc', '<portal src="javascript:alert(1)"></portal>'],
  // Meta refresh.
  ['meta', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  [
    'meta',
    '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">',
  ],
  ['meta', '<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:alert(1);">'],
  ['meta', '<meta http-equiv="Set-Cookie" content="lk=xss">'],
  ['meta', '<meta http-equiv="Content-Security-Policy" content="script-src * \'unsafe-inline\'">'],
  [
    'meta',
    '<meta charset="x-imap4-modified-utf7">&ADz&AGn&AG0&AEf&ACA&AHM&AHI&AGO&AD0&AGn&ACA&AG8Abg&AGUAcgByAG8AcgA9AGEAbABlAHIAdAAoADEAKQ&ACAAPABi',
  ],
  // Forms.
  ['form', '<form action="javascript:alert(1)"><input type=submit></form>'],
  ['form', '<form><button formaction=javascript:alert(1)>x</button></form>'],
  ['form', '<form><input type=submit formaction=javascript:alert(1) value=x></form>'],
  ['form', '<form id=test onforminput=alert(1)><input></form>'],
  ['form', '<isindex action=javascript:alert(1) type=image>'],
  ['form', '<input onfocus=alert(1) autofocus>'],
  ['form', '<input onblur=alert(1) autofocus><input autofocus>'],
  ['form', '<select onfocus=alert(1) autofocus>'],
  ['form', '<textarea onfocus=alert(1) autofocus>'],
  ['form', '<keygen onfocus=alert(1) autofocus>'],
  ['form', '<button onclick=alert(1)>x</button>'],
  ['form', '<form><input name=submit><input type=submit onclick=alert(1)></form>'],
  // Base href.
  ['base', '<base href="javascript:alert(1)//">'],
  ['base', '<base href="https://evil.example/"><a href="/x">x</a>'],
  ['base', '<base target="_top"><a href="javascript:alert(1)">x</a>'],
  ['base', '<base href="data:/,alert(1)/"><script src="x.js"></script>'],
  // CSS.
  ['css', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['css', '<div style="background-image:url(&#1;javascript:alert(1))">x</div>'],
  ['css', '<div style="behavior:url(x.htc)">x</div>'],
  ['css', '<div style="-moz-binding:url(data:text/xml,xss#xss)">x</div>'],
  ['css', '<div style="color:expression(alert(1))">x</div>'],
  ['css', '<div style="color: red; x: expression(alert(1))">x</div>'],
  ['css', '<p style="color:red" onmouseover=alert(1)>x</p>'],
  ['css', '<span style="font-family:\'</style><img src=x onerror=alert(1)>\'">x</span>'],
  ['css', '<style>@import "data:,*{x:expression(alert(1))}";</style>'],
  ['css', '<style>*{background:url("javascript:alert(1)")}</style>'],
  ['css', '<style>@keyframes x{}</style><div style="animation-name:x" onanimationstart="alert(1)"></div>'],
  ['css', '<div style="position:fixed;top:0;left:0;width:100%;height:100%" onmouseover=alert(1)></div>'],
  ['css', '<link rel=stylesheet href="data:text/css,*{background:url(javascript:alert(1))}">'],
  ['css', '<div style="background-color:rgb(1,2,3);background-image:url(https://evil.example/x)">x</div>'],
  // DOM clobbering of names a page or this detector may rely on.
  ['clobbering', '<img name=alert>'],
  ['clobbering', '<img name=__lkXss>'],
  ['clobbering', '<a id=__lkXss href="javascript:alert(1)">x</a>'],
  ['clobbering', '<form id=location></form>'],
  ['clobbering', '<form name=body></form>'],
  ['clobbering', '<img name=cookie>'],
  ['clobbering', '<img name=getElementById>'],
  ['clobbering', '<img name=createElement>'],
  ['clobbering', '<a id=defaultView></a>'],
  [
    'clobbering',
    '<a id=CONFIG name=CONFIG href="javascript:alert(1)"></a><a id=CONFIG name=url href="javascript:alert(1)"></a>',
  ],
  ['clobbering', '<form id=x><input name=attributes></form>'],
  ['clobbering', '<form name=querySelector></form>'],
  ['clobbering', '<img id=nodeType name=nodeName>'],
  ['clobbering', '<object id=__lkXssFlag></object>'],
  ['clobbering', '<embed name=trustedTypes>'],
  ['clobbering', '<iframe name=parent></iframe>'],
  ['clobbering', '<div id=__proto__></div><div id=constructor></div>'],
  ['clobbering', '<p id="submit">x</p><p name="ownerDocument">y</p>'],
  // Other elements and attributes that run code.
  ['misc', '<details open ontoggle=alert(1)>'],
  ['misc', '<video src=x onerror=alert(1)></video>'],
  ['misc', '<video><source onerror=alert(1)></video>'],
  ['misc', '<audio src=x onerror=alert(1)></audio>'],
  ['misc', '<body onload=alert(1)>'],
  ['misc', '<body onpageshow=alert(1)>'],
  ['misc', '<marquee onstart=alert(1)>x</marquee>'],
  ['misc', '<object data=x onerror=alert(1)></object>'],
  ['misc', '<image src=x onerror=alert(1)>'],
  ['misc', '<picture><source srcset=x><img src=x onerror=alert(1)></picture>'],
  ['misc', '<img srcset=",,,,,x" onerror=alert(1)>'],
  ['misc', '<a href="https://ok.example" ping="javascript:alert(1)">x</a>'],
  ['misc', '<div draggable=true ondragstart=alert(1)>x</div>'],
  ['misc', '<x contenteditable onfocus=alert(1) autofocus>x</x>'],
  ['misc', '<custom-element onclick=alert(1)>x</custom-element>'],
  ['misc', '<div popover id=p onbeforetoggle=alert(1)>x</div>'],
  ['misc', '<dialog open onclose=alert(1)>x</dialog>'],
  ['misc', '<a href="#" onclick="alert(1)">x</a>'],
  ['misc', '<a href="https://ok.example" target="_blank">tabnabbing</a>'],
  ['misc', '<a href=x onpointerenter=alert(1)>x</a>'],
  ['misc', '<applet code="javascript:alert(1)"></applet>'],
  ['misc', '<img src=x onerror=alert(1) data-x="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">'],
  ['misc', '<img src="https://ok.example/a.png" alt="x" aria-label="y" onload=alert(1)>'],
  ['misc', '<p>safe text &lt;script&gt;alert(1)&lt;/script&gt;</p>'],
  ['misc', '<a href="https://ok.example/?q=&quot;><script>alert(1)</script>">x</a>'],
];

const handlerElements: ReadonlyArray<readonly [tag: string, extra: string, close: boolean]> = [
  ['img', 'src=x', false],
  ['svg', '', true],
  ['body', '', false],
  ['iframe', '', true],
  ['input', 'autofocus', false],
  ['details', 'open', true],
  ['video', 'src=x', true],
  ['audio', 'src=x', true],
  ['div', '', true],
  ['a', 'href=#', true],
  ['button', 'autofocus', true],
  ['select', 'autofocus', true],
  ['textarea', 'autofocus', true],
  ['p', '', true],
  ['span', 'tabindex=1', true],
  ['table', '', true],
  ['object', 'data=x', true],
  ['marquee', '', true],
  ['style', '', true],
  ['link', 'rel=stylesheet href=x', false],
  ['math', '', true],
  ['x', 'tabindex=1', true],
];
const handlers = [
  'onerror',
  'onload',
  'onclick',
  'onmouseover',
  'onfocus',
  'ontoggle',
  'onanimationstart',
  'onpointerdown',
];
const separators = [' ', '/', '\n', '\t', ' \f'];
const quotes = ['', '"', "'"];

function handlerVariants(): XssPayload[] {
  const out: XssPayload[] = [];
  let n = 0;
  for (const [tag, extra, close] of handlerElements) {
    for (const handler of handlers) {
      // Rotate separators and quoting instead of the full product: every combination of each
      // axis still appears many times, and the corpus stays a few hundred entries long.
      const separator = separators[n % separators.length]!;
      const quote = quotes[n % quotes.length]!;
      const js = call(n);
      const body = quote === '' && /[\s'"]/.test(js) ? `"${js}"` : `${quote}${js}${quote}`;
      const attrs = extra === '' ? '' : `${separator}${extra}`;
      const tail = close ? `>x</${tag}>` : '>';
      out.push({ family: 'event-handler', html: `<${tag}${attrs}${separator}${handler}=${body}${tail}` });
      n += 1;
    }
  }
  return out;
}

/** `javascript:` with the encodings filters have missed over the years. */
function schemeEncodings(js: string): string[] {
  const entities = (text: string, form: (code: number) => string) =>
    [...text].map((c) => form(c.charCodeAt(0))).join('');
  return [
    `javascript:${js}`,
    `JaVaScRiPt:${js}`,
    `  javascript:${js}`,
    `\tjavascript:${js}`,
    `java\tscript:${js}`,
    `java\nscript:${js}`,
    `java\rscript:${js}`,
    `jav&#x09;ascript:${js}`,
    `jav&#x0A;ascript:${js}`,
    `jav&#x0D;ascript:${js}`,
    `&#14;javascript:${js}`,
    `javascript&colon;${js}`,
    `javascript&#58;${js}`,
    `javascript&#x3a;${js}`,
    `java&Tab;script:${js}`,
    `${entities('javascript:', (c) => `&#${c};`)}${js}`,
    `${entities('javascript:', (c) => `&#${String(c).padStart(7, '0')}`)}${js}`,
    `${entities('javascript:', (c) => `&#x${c.toString(16)};`)}${js}`,
    `${entities('javascript:', (c) => `&#X${c.toString(16).toUpperCase()}`)}${js}`,
    `javas\u0000cript:${js}`,
    `vbscript:msgbox(1)`,
    `data:text/html,<script>${js}</script>`,
    `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
    `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${js}"/>`,
  ];
}

const urlCarriers: ReadonlyArray<(url: string) => string> = [
  (url) => `<a href="${url}">link</a>`,
  (url) => `<a href='${url}'>link</a>`,
  (url) => `<img src="${url}">`,
  (url) => `<iframe src="${url}"></iframe>`,
  (url) => `<form action="${url}"><button>go</button></form>`,
  (url) => `<object data="${url}"></object>`,
  (url) => `<embed src="${url}">`,
  (url) => `<svg><a href="${url}"><text y="20">x</text></a></svg>`,
  (url) => `<math><mi href="${url}">x</mi></math>`,
  (url) => `<area href="${url}">`,
  (url) => `<base href="${url}">`,
  (url) => `<meta http-equiv="refresh" content="0;url=${url}">`,
];

function urlVariants(): XssPayload[] {
  const out: XssPayload[] = [];
  urlCarriers.forEach((carrier, carrierIndex) => {
    schemeEncodings(call(carrierIndex)).forEach((url, encodingIndex) => {
      // Links get every encoding; the other carriers every other one, to keep the run short.
      if (carrierIndex < 2 || encodingIndex % 2 === carrierIndex % 2)
        out.push({ family: 'url-scheme', html: carrier(url) });
    });
  });
  return out;
}

/** Every payload: hand-written families first, then the generated variants. */
export const xssCorpus: readonly XssPayload[] = [
  ...handWritten.map(([family, html]) => ({ family, html })),
  ...handlerVariants(),
  ...urlVariants(),
].filter((payload, index, all) => all.findIndex((other) => other.html === payload.html) === index);
