/**
 * Chinese prose of a thesis template's manual, written for tests in its shape (one Han character per word,
 * full-width clause marks): the script a document writes in, for the screen's tests of scripts read per page
 * and per document.
 */
export const THESIS_CHINESE = [
  "本模板的文档类选项用于设置论文类型，例如硕士或博士论文，默认为本科。",
  "使用时请先安装最新的发行版，并确认所有宏包均已更新到当前版本。",
  "封面信息通过设置命令统一填写，包括标题、作者和导师等内容。",
  "参考文献默认采用国家标准格式（顺序编码制），也可以改为著者年份制。",
  "附录部分的章节编号会自动改为字母，图表编号也随之调整。",
];
