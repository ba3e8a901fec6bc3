import type { Dictionary } from '../types.ts';

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
  footer: {
    description: '自2003年起，我们立足雅加达，协助韩国及其他外国企业进入印尼市场并在当地开展经营。',
    servicesHeading: '服务项目',
    aboutHeading: '公司',
    contactHeading: '联系方式',
    addressLabel: '总部地址',
    phoneLabel: '电话',
    emailLabel: '电子邮箱',
    hours: '周一至周五 08:00–17:00（印尼西部时间，WIB）',
    hoursLabel: '办公时间',
    weekendClosed: '周末休息',
    response: '24小时内回复 · 首次咨询免费',
    officePhone: '总机',
    mobilePhone: '手机',
    messengerLabel: '即时通讯',
    whatsapp: 'WhatsApp',
    kakao: 'KakaoTalk 频道',
    privacyPolicy: '隐私政策',
    copyright: '© {year} Nusantara Bridge Consulting。保留所有权利。',
  },
  privacy: {
    title: '隐私政策',
    intro: 'Nusantara Bridge Consulting（以下简称“本公司”）按以下方式处理通过咨询申请获取的个人信息。',
    close: '关闭',
    effective: '生效日期：2026年11月25日',
    sections: [
      {
        heading: '1. 个人信息的处理目的',
        body: '本公司处理个人信息，用于受理咨询申请、开展咨询并予以答复，以及订立和履行合同，不会将其用于上述目的以外的用途。',
      },
      {
        heading: '2. 收集的个人信息项目',
        body: '必填项目：姓名、公司名称、电子邮箱、联系电话、感兴趣的服务。选填项目：预算范围、咨询内容。自动收集项目：提交时间、您进入本网站的第一个页面及链接到该页面的网站地址、广告或推广链接中的 UTM 标签（不使用 Cookie，仅随您的咨询一并发送）。',
      },
      {
        heading: '3. 个人信息的保存及使用期限',
        body: '合同相关记录在合同终止后保存5年，税务相关记录保存10年，一般咨询记录保存3年，期满后立即销毁。如您撤回同意，我们将立即删除您的个人信息。',
      },
      {
        heading: '4. 向第三方提供个人信息',
        body: '未经信息主体同意或无法律依据，本公司不会向第三方提供个人信息。',
      },
      {
        heading: '5. 个人信息处理的委托',
        body: '本公司将网站托管和数据库运维委托给专业服务商，并通过合同约定受托方安全管理个人信息，同时对其进行监督。',
      },
      {
        heading: '6. 信息主体的权利及行使方式',
        body: '您可随时要求查阅、更正、删除您的个人信息或停止处理，也可撤回同意。请通过电子邮件向下述个人信息保护负责人提出请求，我们将及时处理。',
      },
      {
        heading: '7. 个人信息保护负责人',
        body: '个人信息保护负责人：经营支持部负责人。联系方式为本页面底部所列的电子邮箱和电话号码。',
      },
      {
        heading: '8. 隐私政策的变更',
        body: '本政策自2025年1月1日起施行。如有变更，我们将至少提前7天通过本网站的公告栏予以通知。',
      },
    ],
  },
  search: {
    open: '站内搜索',
    label: '搜索内容',
    hint: '例如：签证、公司设立、劳动合同',
    submit: '搜索',
    loading: '正在搜索…',
    results: '“{query}”的搜索结果共 {count} 条',
    empty: '没有找到与“{query}”相关的结果。请换个词搜索，或浏览下方列表。',
    failed: '搜索加载失败。请刷新页面后重试。',
    needsJs: '站内搜索需要在启用 JavaScript 的浏览器中使用。您可以在下方列表中查找所需内容。',
    browse: '浏览列表',
  },
  scrollToTop: '返回顶部',
  notFound: {
    code: '404',
    title: 'Page Not Found',
    heading: '找不到该页面',
    text: '您访问的页面不存在或地址已变更。请通过以下链接查找您需要的信息。',
    home: '返回首页',
    contact: '咨询预约',
  },
  pages: {
    home: {
      title: 'Nusantara Bridge Consulting | 印尼市场进入综合咨询',
      description:
        '自2003年以来已服务500余家企业的印尼市场进入专业咨询机构。公司设立、签证、劳务、房地产、营销，一站式解决。',
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
      description: '2003年创立于雅加达，携手70余名本地专家，已为500余家企业提供服务。欢迎进一步了解我们。',
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
    notFound: {
      title: 'Page Not Found | Nusantara Bridge Consulting',
      description: '找不到您请求的页面。',
    },
  },
  placeholder: '本页面的完整内容正在准备中。',
};
