import type { AboutContent } from './index.ts';

export const zh: AboutContent = {
  hero: {
    title: '连接印尼与世界的可靠桥梁',
    lead: '自{year}年在雅加达创立以来，我们始终陪伴韩国及其他外国企业，从公司设立、签证到劳务、房地产和市场营销，助力客户在印尼安心经营。',
    primaryCta: '咨询我们',
    secondaryCta: '了解我们的服务',
  },
  ceo: {
    eyebrow: '总裁致辞',
    title: '做您在当地长久同行的合作伙伴',
    name: '金大贤',
    role: '总裁兼创始人',
    message: [
      '印尼是世界第四人口大国，自然资源丰富，数字经济增长迅速，是一片充满机遇的土地。然而，我们也看到许多企业因陌生的法规与许可程序、语言和文化差异，从第一步起就困难重重。',
      '为了与客户一起解决这些难题，Nusantara Bridge Consulting 于{year}年在雅加达成立。从公司设立与许可、签证、劳务与人事，到房地产和市场营销，我们的本地专家亲自负责进入市场的每一个环节，让客户能够专注于核心业务。',
      '我们追求准确而不只是快速的答案，重视长久的信任而不只是一次交易。我们将在您开拓印尼市场的道路上全程相伴。',
    ],
    signature: 'Nusantara Bridge Consulting 总裁 金大贤',
    bioTitle: '个人履历',
    bio: [
      { year: 1998, text: '加入韩国综合商社，在雅加达分公司负责东南亚进出口业务' },
      { year: 2003, text: '创立 Nusantara Bridge Consulting 并出任总裁' },
      { year: 2009, text: '面向在印尼的韩国企业开设投资与劳务定期研讨会' },
      { year: 2016, text: '担任雅加达某韩国商业团体投资分会顾问' },
      { year: 2023, text: '公司成立20周年，发展为以本地专家为核心的综合咨询机构' },
    ],
  },
  team: {
    eyebrow: '我们的团队',
    title: '与您并肩工作的人',
    languagesLabel: '使用语言',
  },
  offices: {
    eyebrow: '我们的办公室',
    title: '我们在雅加达的办公室',
    photoAlt: '办公室照片 {n}/{total}',
  },
  intro: {
    eyebrow: '公司概况',
    title: '连接努山塔拉群岛的桥梁',
    paragraphs: [
      '“努山塔拉”（Nusantara）是由17,000多个岛屿组成的印尼群岛的称谓。正如其名，我们希望成为连接韩国、印尼乃至世界各地企业的桥梁。',
      '从投资架构设计、外资公司（PMA）设立、NIB 与 NPWP 登记、KITAS 办理、BPJS 参保与劳务管理，到办公室和工厂租赁、本地市场营销，六大专业领域由同一团队负责，提供真正的一站式服务。',
    ],
    valuesTitle: '核心价值',
    values: {
      innovation: {
        title: '创新',
        text: '从 OSS 线上许可到远程咨询，我们率先掌握新制度与新技术，为客户节省时间和成本。',
      },
      excellence: {
        title: '卓越',
        text: '每一份文件、每一天的日程都精准无误。深谙当地法规的专家从头到尾亲自负责。',
      },
      partnership: {
        title: '伙伴关系',
        text: '合同结束，合作关系仍在延续。在客户成长的每个阶段，我们都会主动提供所需的支持。',
      },
    },
    statsTitle: '数字见证实力',
    stats: {
      years: { value: '{n}年', label: '深耕印尼' },
      projects: { value: '{n}+', label: '服务企业及项目' },
      visas: { value: '{n}+', label: '签证办理案例' },
      employees: { value: '{n}+', label: '员工人数' },
    },
  },
  history: {
    eyebrow: '发展历程',
    title: '{year}年以来的足迹',
    intro: '从雅加达的一间小办公室起步，到成为涵盖六大专业领域的综合咨询公司，这是我们走过的重要时刻。',
    regionLabel: '公司发展历程时间轴，可左右滚动',
    previous: '查看较早的里程碑',
    next: '查看较晚的里程碑',
    milestones: [
      { year: 2003, title: '在雅加达成立', text: '以为韩国企业代办外资公司（PMA）设立及许可证为起点开展业务。' },
      { year: 2005, title: '推出签证与居留服务', text: '开始为外派员工及其家属代办 KITAS 的申请与延期。' },
      { year: 2008, title: '设立劳务人事部门', text: '业务扩展至公司规章制定、劳动合同和 BPJS 参保等人事实务。' },
      { year: 2011, title: '推出招聘代理服务', text: '开始寻访和招聘本地人才，帮助新进入的企业组建首支团队。' },
      { year: 2014, title: '开展房地产咨询', text: '开始为办公室、工厂、仓库和员工宿舍的租赁与买卖提供咨询。' },
      { year: 2018, title: '对接 OSS 电子许可', text: '随着 OSS 系统上线，我们将 NIB 申领和许可程序全面转为线上办理。' },
      { year: 2020, title: '建立远程咨询体系', text: '疫情期间，借助视频咨询和电子文件，保障客户业务不停摆。' },
      { year: 2022, title: '推出营销与品牌服务', text: '推出针对印尼数字平台的本地营销和品牌建设服务。' },
      { year: 2023, title: '成立20周年', text: '发展为以本地专家为核心的综合咨询机构，迎来20周年。' },
      { year: 2024, title: '五种语言一站式服务', text: '建成韩语、英语、印尼语、中文、日语五语咨询体系，完善一站式服务。' },
    ],
  },
  logo: {
    eyebrow: '品牌资料',
    title: '标志下载',
    intro: '媒体报道、合作资料及活动宣传均可使用 Nusantara Bridge Consulting 的官方标志。',
    previewAlt: 'Nusantara Bridge Consulting 官方标志',
    files: {
      svg: {
        title: '矢量标志（SVG）',
        text: '适用于印刷品和大幅输出的矢量文件，任意放大依然清晰。',
        download: '下载 SVG',
      },
      png: {
        title: '图片标志（PNG）',
        text: '透明背景图片，可直接用于文档、网页和演示文稿。',
        download: '下载 PNG',
      },
    },
    fileInfo: '{format} · {size}',
    dimensions: '{width} × {height} 像素',
    vector: '矢量，可无限缩放',
    usageTitle: '使用说明',
    usage: [
      '请按原样使用标志，不要改变其比例和颜色。',
      '标志四周请保留至少为图形高度一半的留白。',
      '如用于商业合作，请事先与我们联系。',
    ],
  },
  csr: {
    eyebrow: '社会责任',
    title: '共同成长的企业',
    intro: '把在印尼获得的信任回馈给当地社会，这是我们心目中好企业应有的样子。',
    pillars: {
      social: {
        title: '社会公益',
        text: '通过资助当地学校奖学金和青年就业培训，支持印尼的下一代。',
        link: '查看社会公益故事',
      },
      environment: {
        title: '环境保护',
        text: '推行无纸化电子许可、办公室节能，并参与红树林种植活动。',
        link: '查看环境保护故事',
      },
      mutualGrowth: {
        title: '共赢经营',
        text: '培养本地员工、与合作伙伴公平交易，探索客户、员工与社区共同成长之路。',
        link: '查看共赢经营故事',
      },
    },
  },
  statsBand: {
    title: '本地专家成就可靠成果',
    items: {
      localExperts: '本地专家比例',
      establishmentSuccess: '公司设立成功率',
      rentalManagements: '租赁物业管理',
      serviceAreas: '专业服务领域',
    },
    rentalValue: '{n}+',
    serviceAreasValue: '{n}个',
    cta: '申请免费咨询',
  },
};
