import type { InvestmentContent } from './index.ts';

export const zh: InvestmentContent = {
  backLink: '返回全部服务',
  hero: {
    eyebrow: '印尼市场进入战略',
    lead: '从市场调研、投资架构设计到公司设立、人员招聘和业务落地，同一个团队全程负责您在印度尼西亚投资的每一个阶段。',
    primaryCta: '申请免费投资咨询',
    secondaryCta: '查看投资案例',
    stats: {
      years: '深耕印尼（年）',
      companies: '服务企业及项目',
      localExperts: '本地专家比例',
      employees: '员工人数',
    },
  },
  benefits: {
    eyebrow: '为什么选择 Nusantara Bridge',
    title: '投资决策所需，一站解决',
    intro: '好的投资始于准确的信息和高效的执行。从首次咨询到运营稳定，始终由同一个团队为您服务。',
    items: [
      {
        title: '一站式服务',
        text: '市场调研、公司设立、许可证办理、招聘、签证和办公场所均由一个窗口统一对接，无需协调多家服务商。',
      },
      {
        title: '{localExperts}% 本地专家',
        text: '熟悉印尼投资法规、税务和劳动事务的本地专家，依据现行法规审核每一个环节。',
      },
      {
        title: '{years} 年实战经验',
        text: '{year} 年创立于雅加达，已协助超过 {companies} 家企业和项目进入印尼市场。',
      },
      {
        title: '费用与进度透明',
        text: '事先提供各阶段报价和进度表；如产生额外费用，必定在执行前与您确认。',
      },
      {
        title: '便于向总部汇报',
        text: '审查结论和项目进展整理成书面报告，可直接用于总部决策。',
      },
    ],
  },
  process: {
    eyebrow: '服务流程',
    title: '投资咨询五个步骤',
    intro: '每个步骤结束时我们都会汇报成果，并与您共同决定是否进入下一步。',
    stepLabel: '第 {n} 步',
    items: [
      {
        title: '初步咨询与诊断',
        text: '确认投资目的、预算、时间表和意向地区，梳理需要审查的监管问题。首次咨询免费。',
      },
      {
        title: '市场调研与可行性分析',
        text: '分析市场规模与竞争格局、各行业代码（KBLI）的外资持股限制以及享受税收优惠的可能性。',
      },
      {
        title: '投资架构设计',
        text: '设计公司形式（PMA）、股权结构、注册资本、选址（工业园区或经济特区）和资金计划。',
      },
      {
        title: '设立与许可办理',
        text: '按约定进度完成公司设立、通过 OSS 取得 NIB、经营许可、银行开户以及外派人员签证。',
      },
      {
        title: '业务落地与后续服务',
        text: '协助履行运营初期的各项义务：招聘、会计与税务申报，以及按季度提交的投资活动报告（LKPM）。',
      },
    ],
  },
  cases: {
    eyebrow: '投资案例',
    title: '行业与规模各不相同，成果有目共睹',
    intro: '为保护客户信息，公司名称均已匿名处理。',
    labels: { industry: '行业', investment: '投资规模', result: '成果' },
    items: [
      {
        company: '韩国汽车零部件制造商 A',
        industry: '汽车零部件',
        investmentUsd: 12000000,
        result: '在勿加泗（Bekasi）工业园区建厂，14 个月内实现量产。',
      },
      {
        company: '韩国化妆品品牌 B',
        industry: '化妆品',
        investmentUsd: 1500000,
        result: '完成 24 项 BPOM 产品注册和清真认证，进入当地连锁药妆店销售。',
      },
      {
        company: '韩国 IT 服务企业 C',
        industry: '软件与 IT 服务',
        investmentUsd: 800000,
        result: '设立 PMA 并组建本地开发团队，6 个月内签约 5 家本地客户。',
      },
      {
        company: '日资食品制造商 D',
        industry: '食品制造',
        investmentUsd: 5000000,
        result: '为加拉璜（Karawang）工厂取得环境批准和清真认证，锁定首年出口订单。',
      },
      {
        company: '新加坡物流企业 E',
        industry: '物流与仓储',
        investmentUsd: 3200000,
        result: '租赁并改造芝卡朗（Cikarang）物流中心，并取得保税仓库许可。',
      },
      {
        company: '韩国餐饮连锁品牌 F',
        industry: '餐饮与特许经营',
        investmentUsd: 600000,
        result: '完成特许经营登记（STPW），首年在雅加达开设 3 家门店。',
      },
      {
        company: '韩国太阳能设备企业 G',
        industry: '可再生能源',
        investmentUsd: 20000000,
        result: '设计合资公司架构，并获批企业所得税免税期（tax holiday）。',
      },
      {
        company: '韩国医疗器械经销商 H',
        industry: '医疗器械',
        investmentUsd: 2000000,
        result: '取得卫生部 12 项医疗器械流通许可（AKL），开始向医院供货。',
      },
      {
        company: '韩国纺织服装企业 I',
        industry: '纺织与服装',
        investmentUsd: 7500000,
        result: '将生产基地迁至中爪哇，招聘 1,200 名本地员工，公司规章获得批准。',
      },
    ],
  },
  options: {
    eyebrow: '可选服务',
    title: '按需增加的专项服务',
    intro: '可在核心咨询服务之外，按需选择以下项目。',
    items: [
      { title: '市场调研报告', text: '定制涵盖市场规模、竞争对手、分销渠道和消费者调研的专项报告。' },
      { title: '合作伙伴寻找与尽职调查', text: '寻找本地合作伙伴、供应商或并购标的，并开展法律和财务尽职调查。' },
      { title: '选址服务', text: '比较各工业园区和经济特区（KEK），安排实地考察并协助租赁谈判。' },
      { title: '投资优惠申请', text: '准备企业所得税免税期（tax holiday）、减税（tax allowance）和进口关税减免申请。' },
      { title: '会计与税务体系搭建', text: '搭建会计系统、完成税务登记，并代办月度申报和 LKPM 报告。' },
      { title: '政府沟通与翻译', text: '陪同出席与投资部（BKPM）、行业主管部门及地方政府的会议并提供翻译。' },
    ],
  },
  serviceTypes: {
    eyebrow: '服务类型',
    title: '两种合作方式，匹配不同规模',
    intro: '个人投资者和小型项目由专属顾问负责，企业投资由专属项目组负责。',
    rangeLabel: '项目规模',
    cta: '申请咨询',
    individual: {
      badge: '个人',
      title: '专属顾问',
      text: '面向个人投资者和小微企业。由一位专属顾问从头到尾负责您的项目。',
      features: ['一对一专属顾问', '各阶段固定报价', '每两周一次进度报告', '设立后三个月跟进服务'],
    },
    corporate: {
      badge: '企业',
      title: '专属项目组',
      text: '面向建设工厂、设立合资公司或以多家主体进入印尼的中大型企业。各领域专家组成一个团队协同推进。',
      features: ['由项目经理及法律、税务、劳动专家组成的项目组', '面向总部的每周报告', '陪同与政府机构及合作伙伴谈判', '年度顾问合同，直至运营稳定'],
    },
    range: { minUsd: 10000, maxUsd: 500000 },
  },
  cta: {
    title: '正在考虑投资印度尼西亚？',
    text: '告诉我们您的投资目的和预算，我们将在 {hours} 小时内回复初步评估意见。首次咨询免费。',
    contact: '申请免费咨询',
    services: '查看其他服务',
  },
};
