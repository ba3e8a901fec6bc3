import type { VisaContent } from './index.ts';
import { ko } from './ko.ts';

export const zh: VisaContent = {
  figures: ko.figures,
  hero: {
    eyebrow: '签证与居留许可',
    lead: '从短期商务出差到外派人员长期居留乃至永久居留，我们根据您的居留目的匹配合适的签证，并一站式代办材料准备、申请和续签管理。',
    consult: '预约免费咨询',
    call: '电话咨询 {phone}',
    stats: [
      { value: '{visaCases}+', label: '签证办理案例' },
      { value: '{years}年', label: '印尼本地经验' },
      { value: '{visaTypes}类', label: '签证与居留许可类型' },
    ],
  },
  guide: {
    eyebrow: '签证类型',
    title: '按居留目的选择合适的签证',
    intro: '印尼的签证和居留许可按访问目的和停留时间划分。选择类型即可查看办理方式、有效期和延期条件。',
    tablistLabel: '签证类型',
    columns: { type: '类别', method: '办理方式', validity: '有效期', extension: '延期', remarks: '备注' },
    requirementsTitle: '主要申请材料',
    tabs: [
      {
        name: '落地签证',
        title: '落地签证（VOA）',
        description:
          '适用于旅游、出差期间的会议与洽谈、公务或过境等短期访问。包括韩国在内的适用国家公民可在抵达机场直接办理，也可在出发前在线申请电子落地签（e-VOA）。持该签证不得在当地就业或从事营利活动。',
        caption: 'VOA 各类别的办理方式、有效期和延期',
        rows: [
          {
            type: 'VOA（机场办理）',
            code: 'B1',
            method: '在抵达机场或港口的落地签柜台申请并现场缴费',
            validity: '{voaDays}天',
            extension: '可延期1次，{voaExtensionDays}天',
            remarks: '机场费用 IDR {voaFeeIdr}',
          },
          {
            type: 'e-VOA（在线办理）',
            code: 'B1',
            method: '出发前在印尼移民局官方网站在线申请并缴费',
            validity: '{voaDays}天',
            extension: '可在线延期1次，{voaExtensionDays}天',
            remarks: '费用与机场办理相同，可缩短入境排队时间',
          },
        ],
        requirements: ['有效期6个月以上的护照', '返程或前往第三国的机票', '费用 IDR {voaFeeIdr}（现金或刷卡）'],
      },
      {
        name: '有限居留',
        title: '有限居留许可（ITAS）',
        description:
          '适用于因就业、投资或随行家属等原因在印尼居住的外国人，通常称为 KITAS。持居留签证（E 类）入境后获发电子 ITAS；以就业为目的的，须先获得人力部（Kemnaker）对外籍劳工使用计划（RPTKA）的批准。',
        caption: 'ITAS 各类别的办理方式、有效期和延期',
        rows: [
          {
            type: '短期 ITAS',
            code: 'E23',
            method: '由雇主企业担保申请居留签证，入境后获发电子 ITAS',
            validity: '{itasShortMinMonths}至{itasShortMaxMonths}个月',
            extension: '不可延期（如有需要须重新申请）',
            remarks: '短期项目、设备安装及技术支持人员',
          },
          {
            type: '长期 ITAS',
            code: 'E23 · E28A',
            method: '持工作签证（RPTKA 获批后）或投资签证入境，获发电子 ITAS',
            validity: '{itasLongMinMonths}至{itasLongMaxMonths}个月',
            extension: '最多{itasExtensions}次，累计最长{itasMaxYears}年',
            remarks: '工作 ITAS 须由雇主每年缴纳外籍劳工补偿金 USD {workLevyUsd}',
          },
        ],
        requirements: [
          '护照（剩余有效期须明显长于计划居留期）',
          '担保企业的 NIB、公司章程等公司文件',
          '以就业为目的：RPTKA 批准文件及外籍劳工补偿金缴费证明',
          '证件照、学历及工作证明及其译文',
        ],
      },
      {
        name: '永久居留',
        title: '永久居留许可（ITAP）',
        description:
          '持 ITAS 居留达到一定年限的外国人可转换申请的长期居留许可，通常称为 KITAP。无需每年续签 ITAS，即可在印尼稳定生活和经营。',
        caption: 'ITAP 各类别的办理方式、有效期和延期',
        rows: [
          {
            type: 'ITAP（董事、投资者）',
            code: '',
            method: '由董事或投资者 ITAS 转换申请',
            validity: '{itapYearsShort}年或{itapYearsLong}年',
            extension: '到期前申请续期',
            remarks: '须持 ITAS 居留满{itapItasYears}年以上',
          },
          {
            type: 'ITAP（印尼公民的配偶）',
            code: '',
            method: '由配偶 ITAS 转换申请',
            validity: '{itapYearsShort}年或{itapYearsLong}年',
            extension: '到期前申请续期',
            remarks: '婚姻关系须满{itapMarriageYears}年以上',
          },
        ],
        requirements: ['有效的 ITAS 及居留记录', '担保方（企业或配偶）的担保文件', '配偶申请：结婚证及家庭关系证明', '护照及证件照'],
      },
      {
        name: '单次访问',
        title: '单次入境访问签证（VKSB）',
        description:
          '适用于商务出差、会议、市场调研或旅游等一次入境的访问签证。须在出发前在线申请电子签证（e-Visa），部分类型需要印尼境内的担保方。持该签证不得在当地就业或领取薪酬。',
        caption: 'VKSB 各类别的办理方式、有效期和延期',
        rows: [
          {
            type: '旅游及商务访问',
            code: 'C1 · C2',
            method: '在线申请 e-Visa，出发前获签',
            validity: '{vksbDays}天',
            extension: '每次{vksbExtensionDays}天，可延期{vksbExtensions}次，最长{vksbMaxDays}天',
            remarks: '会议、洽谈、参展、考察当地子公司',
          },
          {
            type: '入职前技能测试',
            code: 'C18',
            method: '由拟聘用企业担保申请 e-Visa',
            validity: '{vksbDays}天',
            extension: '可延期1次，最长{c18MaxDays}天',
            remarks: '用于正式聘用前的技能测试',
          },
        ],
        requirements: ['有效期6个月以上的护照', '近3个月银行流水', '担保函或邀请函（视类型而定）', '返程机票或行程单'],
      },
      {
        name: '多次访问',
        title: '多次入境访问签证（VKBP）',
        description:
          '适用于总部高管或经常往返当地子公司的出差人员等频繁访问印尼的人士。有效期内可多次入境，但每次入境后连续停留的时间有上限。',
        caption: 'VKBP 各类别的办理方式、有效期和延期',
        rows: [
          {
            type: '商务多次入境',
            code: 'D2',
            method: '备齐担保材料在线申请 e-Visa',
            validity: '{vkbpYears1}年、{vkbpYears2}年或{vkbpYears5}年',
            extension: '不可延期，须出境后再入境',
            remarks: '每次入境连续停留最长{vkbpStayDays}天',
          },
          {
            type: '旅游多次入境',
            code: 'D1',
            method: '在线申请 e-Visa',
            validity: '{vkbpYears1}年、{vkbpYears2}年或{vkbpYears5}年',
            extension: '不可延期，须出境后再入境',
            remarks: '每次入境连续停留最长{vkbpStayDays}天',
          },
        ],
        requirements: ['有效期6个月以上的护照', '近3个月银行流水', '商务：印尼企业出具的邀请函和担保函', '证件照'],
      },
    ],
    disclaimer: '签证规定和费用经常调整。每次申请前，我们都会核实最新要求。',
  },
  notices: [
    {
      title: '请在到期前{extensionLeadWeeks}周申请延期',
      text: '请至少在居留期满前{extensionLeadWeeks}周提交延期申请，以确保审批期间合法居留。逾期居留将按天处以罚款。',
    },
    {
      title: '外籍劳工补偿金：每年 USD {workLevyUsd}',
      text: '雇用外籍员工的企业须为每位持工作 ITAS 的员工每年缴纳 USD {workLevyUsd} 的外籍劳工补偿金（DKP-TKA）。',
    },
  ],
  process: {
    eyebrow: '办理流程',
    title: '从咨询到续签管理，四个步骤',
    steps: [
      { title: '咨询诊断', description: '了解您的居留目的、期限及是否有家属随行，推荐合适的签证。' },
      { title: '准备材料', description: '提供材料清单，协助办理翻译、公证和担保文件。' },
      { title: '申请获签', description: '代办在线申请和移民局手续，并及时告知办理进度。' },
      { title: '续签管理', description: '在到期前{extensionLeadWeeks}周主动联系您，办理延期和身份转换。' },
    ],
  },
  packages: {
    eyebrow: '服务套餐',
    title: '面向个人和企业的签证套餐',
    intro: '可按需选择委托范围。详细报价将在咨询后提供。',
    items: [
      {
        title: '个人套餐',
        audience: '商务出差人员、外派人员家属及计划长期居留的个人',
        features: [
          '根据居留目的进行签证诊断',
          '代办 VOA、e-Visa 申请及居留延期',
          '翻译与公证指导',
          '到期前{extensionLeadWeeks}周提醒延期',
        ],
        cta: '咨询个人签证',
      },
      {
        title: '企业套餐',
        audience: '雇用或外派外籍员工的企业',
        features: [
          'RPTKA 审批及人力部（Kemnaker）手续',
          '工作 ITAS 办理及每位员工的续签日程管理',
          '外籍劳工补偿金（每年 USD {workLevyUsd}）缴纳指导',
          '随行家属 ITAS 及 ITAP 转换评估',
        ],
        cta: '咨询企业签证',
      },
    ],
    phoneTitle: '时间紧急？请直接来电',
    phoneText: '如果出行日期或居留到期日临近，请直接与我们的签证顾问通话。',
    phoneHours: '周一至周五 {opens}–{closes}（西印尼时间）',
  },
  back: '返回服务列表',
  cta: {
    title: '不确定需要哪种签证？',
    text: '告诉我们您的行程和目的，我们将在{responseHours}小时内为您推荐合适的签证和准备时间表。',
    primary: '联系咨询',
    secondary: '查看全部服务',
  },
};
