import type { HomeContent } from './index.ts';

export const zh: HomeContent = {
  hero: {
    badge: '自{year}年起，您进军印尼的合作伙伴',
    description: '公司设立与许可办理、签证、劳务人事、房地产、营销，一应俱全。熟悉当地情况的专家用您的语言提供咨询，并在当地直接办理。',
    primaryCta: '申请免费咨询',
    secondaryCta: '了解我们的服务',
    statsLabel: '数说 Nusantara Bridge',
    stats: {
      years: { value: '{n}年', label: '行业经验' },
      projects: { value: '{n}+', label: '已完成项目' },
      visas: { value: '{n}+', label: '签证办理量' },
      employees: { value: '{n}+', label: '员工人数' },
    },
  },
  services: {
    eyebrow: '服务项目',
    title: '覆盖进军各阶段的六大专业服务',
    intro: '从投资评估到公司设立、签证、人事、房地产与营销，各领域专家组成一个团队协同推进。',
    more: '了解详情',
    all: '查看全部服务',
  },
  technology: {
    eyebrow: '技术平台',
    title: '支撑当地业务运营的成熟技术平台',
    intro: '为确保公司设立后即可稳定运营，我们协助您同步部署云基础设施与协同办公工具。',
    cards: [
      {
        title: '云托管平台',
        description: '将网站与业务系统部署在全球云基础设施上，无论在印尼还是总部均可快速、安全地访问。数据存储位置与备份策略也按照当地法规进行设计。',
      },
      {
        title: '协同办公套件',
        description: '集邮件、文档、日程与视频会议于一体的协同办公套件：我们为您配置账号、权限与安全策略，让总部与印尼公司在同一环境中协同工作。',
      },
    ],
  },
  cases: {
    eyebrow: '成功案例',
    title: '用数字说话的成果',
    intro: '行业与规模各不相同，目标却始终如一。以下是我们与客户共同取得的成果。',
    tagsLabel: '相关领域',
    items: [
      {
        category: '公司设立',
        title: '汽车零部件制造商在印尼建厂',
        description: '从PMA公司设立、工厂用地落实到行业专项许可，由同一团队统筹进度，当地投产比计划提前。',
        tags: ['PMA设立', '许可办理', '制造业'],
        imageAlt: '新建工厂与盖有批准印章的许可文件插图',
        metrics: [
          { value: 6, unit: '{n}个月', label: '完成进驻' },
          { value: 100, unit: '{n}%', label: '许可取得率' },
        ],
      },
      {
        category: '招聘与劳务',
        title: 'IT企业在雅加达组建研发中心',
        description: '通过招聘代理选拔本地开发人员，并完善劳动合同、BPJS与公司规章，打造了稳定的研发团队。',
        tags: ['招聘代理', '劳务合规', 'IT'],
        imageAlt: '开发团队在笔记本电脑前协作的插图',
        metrics: [
          { value: 50, unit: '{n}名', label: '招聘开发人员' },
          { value: 95, unit: '{n}%', label: '人才留任率' },
        ],
      },
      {
        category: '许可办理',
        title: '食品企业完成BPOM产品注册',
        description: '按照当地规定准备食品流通许可与清真认证所需文件，使进口食品提前上市销售。',
        tags: ['BPOM', '清真认证', '食品'],
        imageAlt: '贴有认证标志的包装食品插图',
        metrics: [
          { value: 3, unit: '{n}个月', label: '取得食品许可' },
          { value: 10, unit: '{n}款', label: '产品注册获批' },
        ],
      },
      {
        category: '房地产',
        title: '区域总部迁入雅加达新办公室',
        description: '通过市场行情分析与租赁条件谈判降低租金，同时为不断壮大的团队争取到更宽敞的办公空间。',
        tags: ['办公室租赁', '合同谈判', '办公室搬迁'],
        imageAlt: '宽敞的办公室平面图与成本下降图表插图',
        metrics: [
          { value: 30, unit: '{n}%', label: '成本节省' },
          { value: 2000, unit: '{n} m²', label: '办公空间' },
        ],
      },
    ],
    ctaText: '正面临类似的课题？我们的顾问将为您量身提出解决方案。',
    cta: '申请免费咨询',
  },
  contact: {
    eyebrow: '咨询联系',
    title: '关于进军印尼，欢迎随时咨询',
    text: '提交咨询后，负责顾问将在{hours}小时内与您联系。首次咨询免费。',
    officeHeading: '雅加达总部',
  },
};
