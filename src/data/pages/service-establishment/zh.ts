import type { EstablishmentContent } from './index.ts';

export const zh: EstablishmentContent = {
  backLink: '返回全部服务',
  hero: {
    eyebrow: '外商投资公司（PT PMA）',
    lead: '从设立外商投资公司（PT PMA），到办理 NIB、NPWP、BPJS 登记，再到经营许可和行业专项许可，我们按照经过验证的 {weeks} 周进度表全程负责到底。',
    primaryCta: '咨询公司设立',
    secondaryCta: '查看 {weeks} 周进度表',
    stats: {
      weeks: '标准设立周期',
      success: '公司设立成功率',
      companies: '服务企业及项目',
      years: '深耕印尼（年）',
    },
  },
  weeksValue: '{weeks} 周',
  benefits: {
    eyebrow: '服务特色',
    title: '设立快速，许可周全',
    intro: '公司设立只是开始。我们会一直陪伴您，直到业务所需的全部登记和许可办妥为止。',
    items: [
      { title: '公司设立成功率 {success}', text: '迄今委托给我们的 PMA 设立项目全部顺利完成。' },
      { title: '{weeks} 周标准进度', text: '每个事项都有明确的负责人和完成标准，可能出现的延误会提前告知。' },
      { title: '紧跟 OSS 最新规定', text: '持续跟踪 OSS 风险分级许可制度及各行业要求的变化。' },
      { title: '从文件准备到移交', text: '从指导母国文件的公证和海牙认证（Apostille），到移交全部已取得的许可文件，一手负责。' },
      { title: '设立之后，一站延续', text: '签证、劳动人事、会计以及办公室租赁，均可在同一家公司继续办理。' },
    ],
  },
  permits: {
    eyebrow: '许可范围',
    title: '四大许可领域全面覆盖',
    intro: '根据您的行业和业务模式筛选所需事项，并纳入同一张进度表统一管理。',
    categories: [
      {
        title: 'PMA 公司设立',
        text: '外商投资公司的全套设立流程',
        items: [
          '审查行业代码（KBLI）及外资持股上限',
          '公司名称预留、章程起草及公证',
          '取得法律部（AHU）设立批准',
          '确定股东、董事、监事及注资计划',
          '确定经营地址（租赁办公室或服务式办公室）',
        ],
      },
      {
        title: '基础登记：NIB、NPWP、BPJS、劳工部',
        text: '每家公司都必须完成的基础登记',
        items: [
          '通过 OSS 取得企业识别号（NIB）',
          '公司纳税人识别号（NPWP）及税务登记',
          '参加 BPJS Kesehatan 和 BPJS Ketenagakerjaan',
          '向劳工部（Kemnaker）申报用工情况（WLKP）',
          '外籍员工使用计划（RPTKA）审批',
        ],
      },
      {
        title: '经营许可',
        text: '正式开展经营所需的许可',
        items: [
          'OSS 风险分级经营许可（标准证书或许可证）',
          '空间利用适宜性确认（KKPR）',
          '建筑批准（PBG）及建筑使用合格证（SLF）',
          '进口商识别号（API）登记',
          '环境批准（SPPL、UKL-UPL、AMDAL）',
        ],
      },
      {
        title: '行业专项许可',
        text: '由行业主管部门另行审查的许可和认证',
        items: [
          '食品、药品、化妆品 BPOM 注册',
          '清真认证（BPJPH）',
          '医疗器械流通许可（AKL）',
          '通信设备型号认证（SDPPI）',
          '印尼国家标准认证（SNI）',
        ],
      },
    ],
  },
  timeline: {
    eyebrow: '进度安排',
    title: '{weeks} 周完成进度表',
    intro: '以一般行业为例，分四个阶段推进，每个阶段两周。',
    totalWeeks: 8,
    weekLabel: '第 {from}–{to} 周',
    blocks: [
      {
        fromWeek: 1,
        toWeek: 2,
        title: '准备与文件确认',
        tasks: ['确定 KBLI 和股权结构', '预留公司名称', '准备股东文件（公证、海牙认证）', '起草公司章程'],
      },
      {
        fromWeek: 3,
        toWeek: 4,
        title: '公司设立',
        tasks: ['签署设立契约并公证', '取得法律部（AHU）批准', '开设 OSS 账户并取得 NIB', '取得公司 NPWP'],
      },
      {
        fromWeek: 5,
        toWeek: 6,
        title: '基础登记与银行开户',
        tasks: ['开立银行账户并缴纳注册资本', '参加 BPJS', '向劳工部申报用工情况（WLKP）', '准备 KKPR 及环境文件'],
      },
      {
        fromWeek: 7,
        toWeek: 8,
        title: '经营许可与移交',
        tasks: ['完成风险分级经营许可', '办理进口商登记等行业登记', '衔接 RPTKA 及外派人员 KITAS 申请', '移交运营清单及全部文件'],
      },
    ],
  },
  durations: {
    eyebrow: '办理周期',
    title: '不同业务类型的预计周期',
    intro: '行业不同，所需许可不同，整体周期也随之不同。',
    caption: '按业务类型划分的公司设立及许可办理最短周期',
    headers: { type: '业务类型', weeks: '最短周期', scope: '涵盖范围' },
    rows: [
      { type: '一般行业', examples: '贸易、服务、IT、咨询', weeks: 8, scope: '公司设立、基础登记、低风险及中风险经营许可' },
      { type: '制造业', examples: '零部件、消费品、加工厂', weeks: 10, scope: '在一般行业范围基础上，增加工厂选址、建筑、环境批准及工业许可' },
      { type: '特殊行业', examples: '食品、药品、化妆品、医疗、金融、教育', weeks: 12, scope: '行业主管部门的额外许可和认证' },
    ],
  },
  extraTime: {
    title: '需要额外时间的情形',
    rangeLabel: '额外增加 {min}–{max} 周或更长',
    items: [
      { label: '清真认证或食品药品（BPOM）认证', minWeeks: 4, maxWeeks: 8 },
      { label: '环境许可（UKL-UPL、AMDAL）', minWeeks: 2, maxWeeks: 6 },
    ],
    note: '实际周期会因审批机关的安排和补件要求而有所变化。我们会在启动前向您提供详细的预计进度。',
  },
  painPoints: {
    eyebrow: '您是否也遇到过？',
    title: '公司设立中的常见难题',
    intro: '许多企业因为同样的问题损失了时间和成本。我们这样解决。',
    solutionLabel: '我们的解决方案',
    items: [
      {
        title: '规定频繁变化，不知道哪种说法正确',
        text: 'OSS 制度和行业要求经常调整，不同机关的解释也常常不一致。',
        solution: '本地专家依据最新法规和实际审查惯例，准确梳理您所需的许可。',
      },
      {
        title: '一份文件不齐，进度就拖延数周',
        text: '母国文件的公证与海牙认证、翻译以及表格错误，经常导致进度推迟。',
        solution: '第一周即提供完整的文件清单，所有文件在提交前都会预先审核。',
      },
      {
        title: '进展不透明，难以向总部汇报',
        text: '当地代理很少及时通报进展，总部难以安排计划。',
        solution: '每周以您的语言提交进度报告，清楚列明已完成事项和下一步安排。',
      },
    ],
  },
  testimonial: {
    label: '客户评价',
    quote: '一开始拿到的 {weeks} 周进度表和实际进展几乎完全一致。NIB、经营许可乃至 BPOM 注册都由同一个团队负责，向总部汇报轻松了很多。',
    name: '韩国化妆品企业 B 公司总经理',
    role: 'PT PMA 设立，雅加达',
  },
  serviceTypes: {
    eyebrow: '服务类型',
    title: '个人与企业，两种服务方式',
    intro: '请根据业务规模和所需许可选择合适的方式。',
    cta: '申请咨询',
    individual: {
      badge: '个人',
      title: '个人投资者与小型创业',
      text: '面向以小型 PMA 起步的个人投资者和初创企业的套餐。',
      features: ['一对一专属顾问', 'PMA 设立与基础登记一并办理', '协助安排服务式办公室地址', '协助提交设立后首个季度的 LKPM 报告'],
    },
    enterprise: {
      badge: '企业',
      title: '企业定制设立',
      text: '为需要建厂、多个经营场所或行业专项许可的企业提供专属项目组服务。',
      features: ['法律、许可、劳动专家组成的项目组', '行业许可与环境批准统一进度管理', '同步办理外派人员 RPTKA 和 KITAS', '面向总部的每周报告'],
    },
  },
  cta: {
    title: '获取您的公司设立进度表',
    text: '告诉我们您的行业和投资计划，我们将在 {hours} 小时内发送所需许可清单和预计进度。',
    contact: '申请免费咨询',
    services: '查看其他服务',
  },
};
