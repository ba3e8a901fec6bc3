import type { Dictionary } from './index.ts';

/** 简体中文：中国大陆商务文风；品牌名保留拉丁字母 “Nusantara Bridge Consulting”。 */
export const zh: Dictionary = {
  site: {
    name: 'Nusantara Bridge Consulting',
    shortName: 'NB Consulting',
    tagline: '您进军印尼的可靠合作伙伴',
    logoAlt: 'Nusantara Bridge Consulting 首页',
  },
  a11y: {
    skipToContent: '跳到主要内容',
    mainNav: '主导航',
    mobileNav: '移动端菜单',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    toggleSubmenu: '展开“{label}”子菜单',
    languageSelector: '选择语言',
    currentLanguage: '当前语言：{language}',
    breadcrumb: '当前位置',
    footerNav: '网站链接',
  },
  nav: {
    home: '首页',
    services: '服务项目',
    servicesOverview: '全部服务',
    about: '关于我们',
    company: '公司概况',
    csr: '我们的故事',
    faq: '常见问题',
    notices: '公告',
    contact: '咨询预约',
  },
  services: {
    investment: '综合投资咨询',
    establishment: '公司设立与许可办理',
    hr: '劳务与人事管理',
    visa: '签证服务',
    realestate: '房地产咨询',
    marketing: '营销服务',
  },
  search: {
    open: '站内搜索',
    label: '搜索内容',
    hint: '例如：签证、公司设立、劳动合同',
    submit: '搜索',
    loading: '正在搜索…',
    results: '“{query}”的搜索结果共 {count} 条',
    resultsOne: '“{query}”的搜索结果共 1 条',
    empty: '没有找到与“{query}”相关的结果。请换个词搜索，或浏览下方列表。',
    failed: '搜索加载失败。请刷新页面后重试。',
    needsJs: '站内搜索需要在启用 JavaScript 的浏览器中使用。您可以在下方列表中查找所需内容。',
    browse: '浏览列表',
  },
  scrollToTop: '返回顶部',
  pages: {
    home: {
      title: 'Nusantara Bridge Consulting | 印尼市场进入综合咨询',
      description:
        '自{year}年以来已服务{companies}余家企业的印尼市场进入专业咨询机构。公司设立、签证、劳务、房地产、营销，一站式解决。',
      heading: '进军印尼，全程与您同行',
    },
    services: {
      title: '服务项目 | Nusantara Bridge Consulting',
      description: '投资咨询、公司设立、签证、劳务人事、房地产、营销：进军印尼所需的六大专业服务。',
      heading: '专业服务',
    },
    investment: {
      title: '综合投资咨询 | Nusantara Bridge Consulting',
      description: '从市场调研、投资架构设计到业务落地，全程支持您在印尼的投资。',
      heading: '综合投资咨询',
    },
    establishment: {
      title: '公司设立与许可办理 | Nusantara Bridge Consulting',
      description: '按8周计划为您办理外商投资公司（PMA）设立，NIB、NPWP、BPJS登记，以及营业许可和行业许可。',
      heading: '公司设立与许可办理',
    },
    hr: {
      title: '劳务与人事管理 | Nusantara Bridge Consulting',
      description: '从制定公司规章、签订劳动合同、BPJS到招聘代理和人事培训，全面管理您在印尼的劳务与人事事务。',
      heading: '劳务与人事管理',
    },
    visa: {
      title: '签证服务 | Nusantara Bridge Consulting',
      description: 'VOA、ITAS、ITAP、VKSB、VKBP：根据您的目的，为您介绍并代办合适的印尼签证和居留许可。',
      heading: '签证服务',
    },
    realestate: {
      title: '房地产咨询 | Nusantara Bridge Consulting',
      description: '办公室、工厂、店屋（Ruko）、仓库、住宅、土地：本地专家协助您在印尼租赁和买卖房地产。',
      heading: '房地产咨询',
    },
    marketing: {
      title: '营销服务 | Nusantara Bridge Consulting',
      description: '熟悉印尼消费者和数字平台的团队，为您规划品牌建设与本地化营销。',
      heading: '营销服务',
    },
    about: {
      title: '关于我们 | Nusantara Bridge Consulting',
      description: '{year}年创立于雅加达，携手{employees}余名本地专家，已为{companies}余家企业提供服务。欢迎进一步了解我们。',
      heading: '关于我们',
    },
    csr: {
      title: '我们的故事 | Nusantara Bridge Consulting',
      description: '从创立故事到本地化与合作伙伴关系，讲述 Nusantara Bridge Consulting 的发展历程与社会贡献。',
      heading: '我们的故事',
    },
    csrPost: {
      title: '{title} | 我们的故事',
      description: 'Nusantara Bridge Consulting 的故事：{title}',
    },
    noticePost: {
      title: '{title} | 公告',
      description: 'Nusantara Bridge Consulting 公告：{title}',
    },
    faq: {
      title: '常见问题 | Nusantara Bridge Consulting',
      description: '关于在印尼设立公司、人事、签证和房地产的常见问题与解答。',
      heading: '常见问题',
    },
    notices: {
      title: '公告 | Nusantara Bridge Consulting',
      description: '及时发布印尼法律法规、劳务、签证及投资制度的最新变化和公司动态。',
      heading: '公告',
    },
    contact: {
      title: '咨询预约 | Nusantara Bridge Consulting',
      description: '欢迎申请印尼市场进入咨询。我们将在24小时内回复，首次咨询免费。',
      heading: '咨询预约',
    },
    search: {
      title: '站内搜索 | Nusantara Bridge Consulting',
      description: '搜索我们的服务、常见问题、公告和故事。',
      heading: '站内搜索',
    },
    preview: {
      title: '草稿预览 | Nusantara Bridge Consulting',
      description: '发布前的草稿预览。',
      heading: '草稿预览',
      banner: '预览：此草稿尚未发布。链接自生成起 24 小时内有效。',
      loading: '正在加载草稿…',
      expired: '此预览链接已过期（有效期 24 小时）。请在管理后台生成新链接。',
      invalid: '此预览链接无效：地址被截断或更改，或属于其他条目。',
      gone: '没有可预览的草稿：它已发布或已删除。',
      replaced: '此链接创建后草稿已再次保存，因此该链接已失效。请在管理后台创建新的预览链接。',
      failed: '无法加载草稿，请稍后再试。',
    },
    notFound: {
      title: '找不到该页面 | Nusantara Bridge Consulting',
      description: '找不到您请求的页面。',
    },
  },
  placeholder: '本页面的完整内容正在准备中。',
};
