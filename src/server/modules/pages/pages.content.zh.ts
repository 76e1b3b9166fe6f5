import type { StaticPage, StaticPageId } from "#shared/contract/pages";
import { STATIC_PAGES } from "./pages.content.ts";

/** The Chinese text of the static pages: the same sections, in the same order, as the English. */
type Text = { title: string; sections: { heading: string; paragraphs: string[] }[] };

const ZH: Record<StaticPageId, Text> = {
  guide: {
    title: "卖家指南",
    sections: [
      {
        heading: "几分钟即可发布",
        paragraphs: [
          "点按“出售”，添加清晰的照片、标题、描述以及一口价或起拍价，然后发布。输入时草稿会保存在您的设备上，即使离线也不例外。",
        ],
      },
      {
        heading: "拍卖或一口价",
        paragraphs: [
          "拍卖持续到结束时间；最后几分钟内的出价会延长拍卖，让每个人都有机会回应。保留价对买家保密。一口价商品卖给第一位买家。",
        ],
      },
      {
        heading: "免费发布与店铺",
        paragraphs: [
          "个人账户可以免费保留有限数量的在售商品；“出售”页面会显示您还剩多少。开设店铺即可发布更多商品、团队协作并使用卖家门户。",
        ],
      },
      {
        heading: "收款",
        paragraphs: [
          "买家用银行卡付款后，您的款项会处于待结算状态，直到您确认取货码；之后即可提现到您的银行账户。",
        ],
      },
    ],
  },
  help: {
    title: "帮助",
    sections: [
      {
        heading: "购买",
        paragraphs: [
          "通过搜索框、分类或扫描商品的二维码查找商品。标有“立即购买”的商品可以马上买下；拍卖商品在结束前接受出价。",
          "赢得拍卖或购买后，订单会出现在“我的购买”中。可以在线用银行卡付款，也可以在取货时付现金（金额低于 $0.50 的订单只能付现金）。",
        ],
      },
      {
        heading: "出价",
        paragraphs: [
          "输入您愿意支付的最高金额。我们会替您出价，每次只出刚好让您保持领先的金额，直到该上限。最后几分钟内的出价会延长拍卖，让每个人都有公平的回应机会。",
        ],
      },
      {
        heading: "出售",
        paragraphs: [
          "点按“出售”，添加照片、标题、描述以及价格或起拍价，然后发布。输入时草稿会保存在您的设备上，即使离线也不例外，恢复联网后再发送。",
        ],
      },
      {
        heading: "取货",
        paragraphs: ["与卖家见面时，出示您的取货码。卖家输入取货码即可完成订单并收到货款。"],
      },
      {
        heading: "联系我们",
        paragraphs: ["对订单有疑问？在“我的购买”中打开该订单，从那里给卖家发消息。"],
      },
    ],
  },
  policy: {
    title: "隐私政策",
    sections: [
      {
        heading: "我们保存的信息",
        paragraphs: [
          "您的账户信息（邮箱或手机号、姓名、用户名、城市）、您发布的商品、出价和订单，以及我们发给您的通知。",
        ],
      },
      {
        heading: "位置",
        paragraphs: [
          "只有在您点按“我的位置”或 GPS 时才会使用您的位置，用于确定您所在的城市并显示附近的商品。我们不会在后台跟踪您。",
        ],
      },
      {
        heading: "照片",
        paragraphs: ["上传的照片在任何人看到之前都会去除元数据（包括 GPS 信息）。"],
      },
      {
        heading: "在您的设备上",
        paragraphs: [
          "应用会在您的设备上保存登录状态、搜索历史、草稿和最近浏览的商品，以便离线使用。退出登录会清除您的登录状态。",
        ],
      },
      {
        heading: "您的选择",
        paragraphs: ["您可以随时修改个人资料，也可以要求我们注销您的账户并删除其数据。"],
      },
    ],
  },
  rules: {
    title: "市场规则",
    sections: [
      {
        heading: "如实发布",
        paragraphs: ["如实描述商品，使用您自己拍的照片。说明缺少或损坏的部分。一件商品只发布一次。"],
      },
      {
        heading: "公平出价",
        paragraphs: ["不要对自己的商品出价，也不要让别人这样做。出价具有约束力；拍得者须为商品付款。"],
      },
      {
        heading: "禁止出售",
        paragraphs: ["武器、毒品、假冒商品、赃物、活体动物，以及法律禁止您出售的任何物品。"],
      },
      {
        heading: "安全见面",
        paragraphs: ["在公共场所见面，交出取货码之前先检查商品，切勿在聊天中透露取货码。"],
      },
    ],
  },
  terms: {
    title: "使用条款",
    sections: [
      {
        heading: "您的账户",
        paragraphs: [
          "您对自己账户下发生的一切负责。请妥善保管密码，如果您认为有人使用过您的账户，请立即告诉我们。",
        ],
      },
      {
        heading: "出价和购买具有约束力",
        paragraphs: [
          "出价即承诺：如果您赢得拍卖，就按该价格购买。立即购买或赢得拍卖都会生成一份您同意付款的订单。",
        ],
      },
      {
        heading: "可以出售的物品",
        paragraphs: [
          "卖家应如实描述商品、展示真实照片，并且只出售依法可以出售的物品。违反这些条款的商品可能会被我们下架。",
        ],
      },
      {
        heading: "费用",
        paragraphs: ["每笔成交的订单，卖家需支付平台服务费，在付款成功时扣除。"],
      },
      {
        heading: "退款与纠纷",
        paragraphs: [
          "买家可以在订单页面向卖家申请退款。如果双方无法达成一致，请举报该订单，我们会进行处理。",
        ],
      },
    ],
  },
};

/** The Chinese pages: the English page's id and date with the words above. */
export const STATIC_PAGES_ZH = Object.fromEntries(
  Object.entries(STATIC_PAGES).map(([id, page]) => [id, { ...page, ...ZH[id as StaticPageId] }]),
) as Record<StaticPageId, StaticPage>;
