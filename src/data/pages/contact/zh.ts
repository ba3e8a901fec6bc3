import type { ContactContent } from './index.ts';

export const zh: ContactContent = {
  hero: {
    badge: '咨询预约',
    title: '计划进入印尼市场？\n欢迎随时向我们咨询',
    description: '公司设立、签证、劳务、房地产、市场营销，有任何疑问都请留言。\n各领域的专业顾问将亲自为您解答。',
    response: '{hours}小时内回复',
    free: '首次咨询免费',
  },
  details: {
    title: '联系方式',
    intro: '您可以通过电话、电子邮件或咨询表单，选择最方便的方式与我们联系。',
    phoneTitle: '电话',
    officePhone: '总机',
    mobilePhone: '手机',
    emailTitle: '电子邮件',
    emailNote: '如有需要我们审阅的文件，也欢迎作为附件发送。',
    hoursTitle: '办公时间',
    weekdays: '周一至周五',
    weekdayHours: '{opens}–{closes}',
    weekend: '周六、周日',
    closed: '休息',
    timezone: '以上时间均为印尼西部时间（WIB，UTC+7），比北京时间晚1小时。',
    emergencyTitle: '紧急联系',
    emergencyText: '如在办公时间以外遇到入境审查、居留许可、工伤事故等紧急情况，请拨打我们的24小时手机专线，负责顾问将立即处理。',
    emergencyCall: '紧急电话',
  },
  form: {
    title: '申请咨询',
    note: '请填写以下表单，相关领域的负责顾问将在{hours}小时内与您联系。',
    consultation: '我们可提供韩语、英语、印尼语、中文和日语咨询，您可选择上门面谈、视频或电话等方便的方式。首次咨询免费，咨询内容将严格保密。',
  },
  office: {
    title: '交通指南',
    intro: '来访咨询实行预约制。来访前请通过电话或电子邮件告知您的行程。',
    addressTitle: '总部地址',
    lobbyNote: '请在大楼一层大堂服务台办理访客登记，我们的工作人员将前来接待。',
    mapAlt: '标示总部位置的示意地图插画（并非真实地图）',
    showMap: '显示地图',
    mapNotice: '点击“显示地图”后将加载 Google 地图。',
    mapTitle: '总部位置（Google 地图）',
    openInMaps: '在 Google 地图中打开',
    newWindow: '在新窗口中打开',
  },
  why: {
    title: '为什么选择 Nusantara Bridge',
    intro: '深厚的本地经验、可靠的业绩和专业的团队，成就与众不同的服务。',
    items: {
      experience: {
        value: '{n}年',
        label: '印尼本地经验',
        text: '凭借自{year}年积累的经验，我们总能提前应对法规与制度的变化。',
      },
      projects: {
        value: '{n}+',
        label: '服务企业及项目',
        text: '已成功协助制造、零售、IT、食品等众多行业的企业进入印尼市场。',
      },
      employees: {
        value: '{n}+',
        label: '员工人数',
        text: '精通当地法规和语言的专家按领域亲自负责。',
      },
    },
  },
};
