import type { MarketingContent } from './index.ts';
import { ko } from './ko.ts';

export const zh: MarketingContent = {
  figures: ko.figures,
  hero: {
    eyebrow: '营销与品牌',
    lead: '印尼消费者通过手机和社交媒体认识品牌，也更认可尊重其信仰和文化的信息。我们的本地团队从品牌本地化到数字营销活动和电商运营，全程策划并执行。',
    consult: '申请营销咨询',
    platforms: '查看平台用户',
    stats: [
      { value: '{years}年', label: '印尼本地经验' },
      { value: '{companies}+', label: '服务企业' },
      { value: '{platformCount}个', label: '运营的主要平台' },
    ],
  },
  services: {
    eyebrow: '服务内容',
    title: '五大营销服务',
    intro: '从市场调研到活动执行和效果分析，可按需选择服务起步。',
    items: [
      {
        title: '品牌本地化',
        text: '根据当地语言和消费心理优化品牌名称、口号和包装，并核查清真及 BPOM 标签要求。',
        features: ['市场与竞品调研', '命名与信息本地化', '包装与标签审核'],
      },
      {
        title: '社交媒体营销',
        text: '以印尼语内容运营您的 Instagram、TikTok 和 YouTube 账号，并进行社群管理。',
        features: ['内容策划与制作', '账号运营与评论管理', '月度效果报告'],
      },
      {
        title: '达人（KOL）营销',
        text: '寻找符合行业和预算的本地达人，执行推广活动并衡量效果。',
        features: ['KOL 筛选与签约', '活动执行', '触达与转化分析'],
      },
      {
        title: '效果广告与电商',
        text: '将 Meta、Google、TikTok 广告与 Shopee 等电商平台店铺结合运营，把关注转化为销售。',
        features: ['广告投放与优化', '电商平台入驻与运营', '斋月季促销'],
      },
      {
        title: '公关与线下活动',
        text: '通过本地媒体报道、新品发布会和展会参展建立品牌信任。',
        features: ['新闻稿与媒体关系', '发布会与快闪店', '展会参展支持'],
      },
    ],
    helpTitle: '不知从何入手？',
    helpText: '告诉我们您的产品和预算，我们会先为您推荐最有效的渠道组合。',
    helpCta: '咨询营销方案',
  },
  platforms: {
    eyebrow: '数字平台',
    title: '印尼主要平台用户规模',
    intro: '以下是印尼消费者使用最多的六个平台。各平台的用户群和作用不同，我们会根据目标进行组合。',
    caption: '印尼主要数字平台的活跃用户数及用户特征',
    columns: { platform: '平台', users: '活跃用户（百万）', demographic: '主要用户群与特点' },
    items: [
      { name: 'Instagram', users: 89.2, demographic: '以18至34岁的城市用户为主，是美妆、时尚和餐饮品牌的核心渠道。' },
      { name: 'Facebook', users: 128.1, demographic: '用户覆盖25岁以上人群并延伸至中小城市，社群小组和 Marketplace 十分活跃。' },
      { name: 'TikTok', users: 99.1, demographic: '以Z世代为主快速增长，短视频和直播带货可直接促成购买。' },
      { name: 'YouTube', users: 139.4, demographic: '覆盖各年龄段的最大视频平台，擅长产品测评和使用教程类内容。' },
      { name: 'WhatsApp', users: 169.8, demographic: '使用最广泛的即时通讯工具，是客户咨询、接单和复购提醒的基本渠道。' },
      { name: 'Shopee', users: 93.4, demographic: '领先的电商平台，包邮和11.11等定期大促带动集中购买。' },
    ],
    note: '用户数为基于行业报告的估算值，统计口径不同，数据可能有所差异。',
  },
  cases: {
    eyebrow: '成功案例',
    title: '本地营销案例',
    labels: { challenge: '挑战', solution: '方案', result: '成果' },
    items: [
      {
        company: '韩国化妆品品牌 A 公司',
        industry: '美妆',
        challenge: '在毫无知名度的情况下推出清真认证产品线。',
        solution: '以兼顾佩戴头巾消费者的信息重塑品牌形象，并与{caseAInfluencers}位本地美妆达人合作开展 TikTok 和 Instagram 推广。',
        result: '{caseAMonths}个月内跻身 Shopee 品类前{caseARank}名，线上销售额增长至原来的{caseAGrowth}倍。',
      },
      {
        company: '韩国餐饮连锁 B 公司',
        industry: '餐饮',
        challenge: '雅加达首店开业前，需要向本地消费者推广陌生的菜品。',
        solution: '推出斋月开斋晚餐（iftar）套餐和 WhatsApp 预订渠道，并将开业活动与媒体报道相结合。',
        result: '开业首月预订超过{caseBReservations}单，一年内门店扩展至{caseBStores}家。',
      },
      {
        company: '韩国电子元器件制造商 C 公司',
        industry: 'B2B 制造',
        challenge: '缺少接触本地买家和分销合作伙伴的渠道。',
        solution: '整合印尼语官网、LinkedIn 内容和雅加达工业展会，开展潜在客户开发活动。',
        result: '一年内获得{caseCInquiries}条买家询盘，并与{caseCPartners}家本地分销商签约。',
      },
    ],
  },
  culture: {
    eyebrow: '文化与消费',
    title: '读懂印尼消费者的关键',
    intro: '印尼是世界第四人口大国，也是穆斯林人口最多的国家。宗教、节日和地区差异深刻影响着消费行为。',
    stats: [
      { value: '{population}人', label: '人口' },
      { value: '{islamPercent}%', label: '穆斯林人口占比' },
    ],
    notes: [
      { title: '清真是基本门槛', text: '食品饮料已强制实施清真认证，并正逐步扩展至化妆品和日用品。上市前须确认认证和标签。' },
      { title: '斋月与开斋节旺季', text: '斋月期间及开斋节（Lebaran）前夕是全年消费最旺的时期。员工会领取节日奖金（THR），营销活动应提前两个月准备。' },
      { title: '移动优先', text: '大部分购物旅程都在手机上开始和完成。我们从一开始就围绕竖版视频、直播带货和电子钱包支付进行设计。' },
      { title: '印尼语内容', text: '印尼语内容的反响明显优于英语内容。亲切又不失礼貌的语气效果最好。' },
      { title: '一国多市场', text: '爪哇、苏门答腊、巴厘岛和东部地区在收入和偏好上差异明显。我们先在雅加达验证，再逐个地区扩展。' },
      { title: '家庭与社群推荐', text: '家人和熟人的推荐对购买决策影响很大，评价、口碑和社群活动尤为重要。' },
    ],
  },
  back: '返回服务列表',
  cta: {
    title: '开启适合印尼市场的营销',
    text: '告诉我们您的产品和目标，我们将在{responseHours}小时内提出渠道策略和预算范围。',
    primary: '联系咨询',
    secondary: '查看全部服务',
  },
};
