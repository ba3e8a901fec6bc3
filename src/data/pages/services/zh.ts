import { zh as dictionary } from '#i18n/ui/zh.ts';
import type { ServicesContent } from './index.ts';

export const zh: ServicesContent = {
  hero: {
    eyebrow: '进军印尼一站式服务',
    description:
      '从投资评估到公司设立、签证、劳务人事、房地产和营销，进军与运营印尼所需的六大领域，均由各领域专家全程负责。',
    stats: {
      companies: { value: '{n}+', label: '服务企业' },
      services: { value: '{n}', label: '专业服务领域' },
      experts: { value: '{n}+', label: '本地专家' },
      years: { value: '{n}年', label: '深耕印尼' },
    },
  },
  list: {
    eyebrow: '服务领域',
    title: '覆盖进军各阶段的六大专业服务',
    intro: '请选择所需领域查看详细内容。涉及多个领域的项目，由同一团队统筹推进。',
    featuresLabel: '主要业务',
    detail: '了解详情',
  },
  serviceTypes: {
    taskForce: '专属项目工作组',
    consultant: '专属顾问',
  },
  cards: {
    investment: {
      title: dictionary.services.investment,
      summary: '从市场调研、投资架构设计到业务落地，全程支持您在印尼的投资。',
      description: '可行性研究、投资与股权架构设计、投资优惠政策评估以及本地合作伙伴寻找，由同一团队为您的投资决策准备充分依据。',
      features: ['市场调研与可行性分析', '投资架构、股权设计与优惠政策评估', '寻找本地合作伙伴与选址', '进入市场后的业务落地支持'],
    },
    establishment: {
      title: dictionary.services.establishment,
      summary: 'PMA外资公司设立，NIB、NPWP、BPJS登记直至经营许可，按8周计划推进。',
      description: '从外商投资公司（PMA）设立、通过OSS系统办理企业登记，到行业专项许可，我们按照既定日程代办全部行政手续。',
      features: ['PMA公司设立与公司章程起草', '通过OSS取得NIB并办理NPWP税号', 'BPJS参保与人力部申报', '经营许可与行业专项许可'],
    },
    visa: {
      title: dictionary.services.visa,
      summary: '从落地签（VOA）到ITAS、ITAP，为您匹配合适的签证与居留许可并代为办理。',
      description: '根据商务出行、就业或长期居留等不同目的规划签证方案，并管理申请、延期与转换的全过程，确保不错过任何期限。',
      features: ['VOA、VKSB、VKBP访问签证', 'ITAS（KITAS）、ITAP居留许可', '含RPTKA在内的外籍员工工作许可', '居留延期与到期日管理'],
    },
    hr: {
      title: dictionary.services.hr,
      summary: '从公司规章、劳动合同、BPJS到招聘代理，全面管理您在印尼的劳务与人事。',
      description: '依据印尼劳动法制定公司规章与劳动合同，并为招聘、培训及社会保险参保等人事运营提供全方位支持。',
      features: ['公司规章起草与人力部审批', '劳动合同与BPJS参保管理', '招聘代理与人才推荐', '人事培训与KPI设计'],
    },
    realestate: {
      title: dictionary.services.realestate,
      summary: '办公室、工厂、仓库、住宅，协助您租赁或购买符合用途的房产。',
      description: '我们推荐已核实市场价格与产权状况的房源，负责合同条件谈判，并在入驻后提供租赁管理服务。',
      features: ['办公室、工厂、仓库租赁与买卖', '店屋（Ruko）、住宅与员工宿舍', '市场行情分析与合同谈判', '入驻后的租赁管理'],
    },
    marketing: {
      title: dictionary.services.marketing,
      summary: '针对印尼消费者与数字平台，量身设计品牌与本地化营销。',
      description: '基于当地消费文化与各平台用户特点，策划并执行品牌本地化、社交媒体营销与电商营销。',
      features: ['市场与消费者调研', '品牌本地化策略', '社交媒体与网红营销', '电商平台入驻与运营'],
    },
  },
  why: {
    eyebrow: '为什么选择 Nusantara Bridge',
    title: '值得信赖的三大理由',
    reasons: [
      {
        title: '本地经验',
        text: '自{year}年起扎根雅加达，凭借{years}年的经验，第一时间掌握法规与行政实务的变化并及时应对。',
      },
      {
        title: '一站式服务',
        text: '投资评估、公司设立、签证、人事、房地产、营销六大领域统一窗口办理，为您节省时间与成本。',
      },
      {
        title: '成熟业绩',
        text: '已服务{companies}余家企业，办理签证逾{visas}件，公司设立成功率保持{success}%。',
      },
    ],
  },
  cta: {
    title: '还不确定需要哪项服务？',
    text: '请告诉我们您的情况，我们将与您一起梳理所需服务与时间安排。首次咨询免费。',
    primary: '咨询联系',
  },
};
