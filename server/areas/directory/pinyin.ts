// Pinyin initials of a person's name, for the directory's search ("zs" finds 张三). A small table instead of a
// pinyin dictionary package: the characters of the seeded accounts plus the common surnames and given-name
// characters, each with the initial of its usual reading in names (曾 → z, 单 → s). A character outside the
// table adds nothing; a Latin word gives its first letter, lower-case ("Tom 李" → "tl"). docs/directory.md
// records the choice.

const TABLE: Readonly<Record<string, string>> = {
  a: '艾安敖奥阿爱',
  b: '白包鲍毕边卞柏贝薄班宝北兵斌彬波博八百半',
  c: '陈曹蔡常程崔柴车成楚褚岑苍丛晨超春翠长川从聪',
  d: '邓丁董杜戴段狄刁窦东达大丹德迪栋冬道',
  e: '鄂恩尔二',
  f: '方冯范费傅付符樊房丰凤芳飞峰锋福富帆凡',
  g: '郭高顾龚葛耿关管甘谷桂国刚光广贵歌工',
  h: '黄胡何韩郝侯贺洪华霍杭黑海浩红宏虹辉慧惠华涵航豪和',
  j: '金江姜蒋贾焦纪季景靳简吉佳杰军俊娟静晶敬九嘉建健',
  k: '孔康柯匡阚克凯坤可宽',
  l: '李刘林梁罗卢吕陆廖雷黎龙赖蓝郎冷凌柳鲁娄兰丽莉亮磊琳玲龄霖乐力立理六',
  m: '马毛孟莫梅苗穆麦缪米敏明美梦淼民鸣木',
  n: '倪牛宁聂年倪娜楠宁妮南',
  o: '欧区',
  p: '潘彭庞裴蒲皮平萍鹏佩培',
  q: '钱秦邱齐戚乔屈覃强琴清庆琪倩七骞',
  r: '任阮饶荣容瑞然蓉睿仁',
  s: '孙沈宋苏史石邵施司舒帅桑尚盛单索松帅淑爽思顺森山三四生胜士书',
  t: '唐田陶谭汤滕童涂谈台天婷涛腾通统',
  w: '王吴汪魏武万温文翁伍卫韦巫吾伟薇维巍玮文雯五为卫旺',
  x: '徐许谢萧肖夏熊薛邢向徐项辛席鲜小晓霞欣鑫新星兴雪秀旭萱系璇',
  y: '杨叶于余姚袁尹殷严闫颜易阎应岳俞云燕艳颖勇永宇玉雨媛元远员怡一毅雅亚扬洋阳影义',
  z: '张赵周郑朱曾钟邹左庄卓詹章甄宗祝诸邹展湛臧支智志中珍真正哲政紫子震振忠洲竹卓哲泽',
};

const INITIAL_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(TABLE).flatMap(([initial, chars]) => [...chars].map((char) => [char, initial] as const)),
);

/** The lower-case initials of a name: one letter per Chinese character of the table, one per Latin word. */
export function pinyinInitials(name: string): string {
  let initials = '';
  let inWord = false;
  for (const char of name) {
    if (/[a-z0-9]/i.test(char)) {
      if (!inWord) initials += char.toLowerCase();
      inWord = true;
      continue;
    }
    inWord = false;
    initials += INITIAL_OF.get(char) ?? '';
  }
  return initials;
}
