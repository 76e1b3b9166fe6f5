/*
 * Every message the API answers with (the envelope's `message`, and each 10001 field message), in
 * English and Simplified Chinese.
 *
 * Why English-source templates, translated once where the envelope is written (envelope.ts), and
 * not message ids at the call sites: the 190-odd places that throw keep their plain sentences (a
 * reader sees what the user sees; tests and the contract quote them), the zod schemas shared with
 * the client keep theirs, and nothing between the throw and the envelope has to carry a locale.
 * An entry's `en` is the English exactly as the code writes it, with `{name}` for a part that
 * varies and ICU's `{n, plural, one {# item} other {# items}}` where a count changes the words
 * (chosen with Intl.PluralRules; Chinese needs no plural forms). `say()` renders an entry's English
 * where the code itself needs a plural. The completeness test (catalogue.test.ts) scans the source
 * for messages and fails on one without an entry, and on an entry no code writes.
 *
 * Placeholder values are translated too when they are a message or a TERM below ("email" →
 * "邮箱"); anything else (a field path, an amount, an item number) is kept as it is.
 */

export type Entry = { readonly en: string; readonly zh: string };
/**
 * A word or phrase the code puts into a message's placeholder; `seen` is the source text that shows
 * it is used (default: the English as a string literal).
 */
export type Term = Entry & { readonly seen?: string };

export const MESSAGES = [
  // ---------- trust and safety (moderation) ----------
  { en: "This order is no longer under review.", zh: "此订单已不在审核中。" },
  {
    en: "The buyer's bank is deciding a dispute on this payment. Its decision returns the money or not; no refund can be made until then.",
    zh: "买家的银行正在处理这笔付款的争议，款项是否退回由其决定；在此之前无法退款。",
  },
  // ---------- operations (platform/health.ts) ----------
  { en: "Shutting down", zh: "正在关闭" },
  { en: "Not ready", zh: "尚未就绪" },
  {
    en: "This account has been suspended. Check your e-mail for the reasons and how to appeal.",
    zh: "此账户已被暂停使用。请查看邮件了解原因及申诉方式。",
  },
  {
    en: "This member has blocked you, so you cannot contact them or buy from them.",
    zh: "该会员已将你拉黑，你无法联系对方或购买其宝贝。",
  },
  {
    en: "Your account is restricted, so you cannot bid, buy or make offers right now. You can still pay, pick up and withdraw.",
    zh: "你的账户受到限制，暂时无法出价、购买或议价。你仍可付款、取货和提现。",
  },
  { en: "You cannot report your own item", zh: "不能举报自己的宝贝" },
  { en: "Not a member's id", zh: "不是有效的会员编号" },
  { en: "You cannot report yourself", zh: "不能举报自己" },
  { en: "This member does not exist", zh: "该会员不存在" },
  { en: "Not a message's id", zh: "不是有效的消息编号" },
  { en: "This message does not exist", zh: "该消息不存在" },
  { en: "You cannot report your own message", zh: "不能举报自己的消息" },
  { en: "You cannot block yourself", zh: "不能拉黑自己" },
  { en: "Only the marketplace's operators may do this", zh: "只有平台运营人员可以执行此操作" },
  { en: "No report has this id", zh: "没有此编号的举报" },
  { en: "The item no longer exists", zh: "该宝贝已不存在" },
  { en: "This item is already removed", zh: "该宝贝已被下架" },
  { en: "The member no longer exists", zh: "该会员已不存在" },
  { en: "Orders cannot be settled here", zh: "此处无法处理订单" },
  { en: "This report was already resolved", zh: "该举报已处理" },
  { en: "This action does not fit the reported target", zh: "此操作不适用于被举报的对象" },
  { en: "No decision has this id", zh: "没有此编号的处理决定" },
  { en: "This decision cannot be appealed", zh: "此决定不可申诉" },
  { en: "You already appealed this decision", zh: "你已对此决定提出过申诉" },
  { en: "No appeal has this id", zh: "没有此编号的申诉" },
  { en: "This appeal was already decided", zh: "该申诉已处理" },
  { en: "Write your appeal", zh: "请填写申诉内容" },
  { en: "Write the reasons", zh: "请填写理由" },
  // ---------- platform: envelope, requests, tokens ----------
  { en: "Not found", zh: "未找到" },
  { en: "No such endpoint", zh: "没有这个接口" },
  { en: "No such stream", zh: "没有这个数据流" },
  { en: "The server is busy right now. Please try again in a moment.", zh: "服务器正忙，请稍后再试。" },
  {
    en: "The service is briefly unavailable. Please try again in a moment.",
    zh: "服务暂时不可用，请稍后再试。",
  },
  { en: "The request body is too large", zh: "请求内容过大" },
  { en: "at most {n, plural, one {# byte} other {# bytes}}", zh: "最多 {n} 字节" },
  { en: "A value in the request is out of range or malformed", zh: "请求中有值超出范围或格式不正确" },
  { en: "out of range or malformed", zh: "超出范围或格式不正确" },
  { en: "Something went wrong on our side. Please try again.", zh: "服务器出了点问题，请重试。" },
  { en: "Invalid input", zh: "输入无效" },
  { en: "Bad request", zh: "请求有误" },
  { en: "{path}: {message}", zh: "{path}：{message}" },
  { en: "You are not allowed to do that", zh: "你无权执行此操作" },
  { en: "must not contain control characters", zh: "不能包含控制字符" },
  { en: "Body is not valid JSON", zh: "请求内容不是有效的 JSON" },
  { en: "The body is nested too deeply", zh: "请求内容嵌套层级过深" },
  { en: "must be on a public address", zh: "必须是公网地址" },
  {
    en: "PKCE is required: send code_challenge with code_challenge_method=S256",
    zh: "必须使用 PKCE：请发送 code_challenge 和 code_challenge_method=S256",
  },
  { en: "The form body could not be read", zh: "无法读取表单内容" },
  { en: "Idempotency-Key is too long", zh: "Idempotency-Key 过长" },
  { en: "Please retry this request", zh: "请重新发送此请求" },
  {
    en: "This Idempotency-Key was already used for another request",
    zh: "此 Idempotency-Key 已用于另一个请求",
  },
  { en: "Too many requests. Please wait a moment and try again.", zh: "请求过于频繁，请稍候再试。" },
  {
    en: "{what} Please wait {seconds, plural, one {# second} other {# seconds}} and try again.",
    zh: "{what}请等待 {seconds} 秒后再试。",
  },
  { en: "Request unauthorized: please sign in", zh: "请求未授权：请先登录" },
  {
    en: "Request unauthorized: malformed Authorization header",
    zh: "请求未授权：Authorization 请求头格式不正确",
  },
  { en: "Request unauthorized: invalid access token", zh: "请求未授权：访问令牌无效" },
  { en: "Request unauthorized: unknown refresh token", zh: "请求未授权：未知的刷新令牌" },
  { en: "Request unauthorized: this session has been signed out", zh: "请求未授权：此会话已退出登录" },
  { en: "Request unauthorized: this stream ticket is not valid", zh: "请求未授权：此实时连接凭证无效" },
  {
    en: "Request unauthorized: this session was signed out for safety",
    zh: "请求未授权：为了安全，此会话已退出登录",
  },
  { en: "Request unauthorized: X-Refresh-Token is missing", zh: "请求未授权：缺少 X-Refresh-Token" },
  { en: "Access token expired", zh: "访问令牌已过期" },
  { en: "Store identity is no longer valid", zh: "店铺身份已失效" },
  { en: "You are no longer a member of this store", zh: "你已不再是该店铺的成员" },
  { en: "Your session has expired. Please sign in again.", zh: "登录已过期，请重新登录。" },

  // ---------- platform: validation words (issue-messages.ts) ----------
  { en: "Required", zh: "必填" },
  { en: "Must be {what}", zh: "必须是{what}" },
  { en: "Must be one of {values}", zh: "必须是以下之一：{values}" },
  { en: "Must be a valid {format}", zh: "请输入有效的{format}" },
  { en: "Must be a multiple of {n}", zh: "必须是 {n} 的倍数" },
  { en: "Must not be empty", zh: "不能为空" },
  { en: "Must be at least {n, plural, one {# character} other {# characters}}", zh: "至少需要 {n} 个字符" },
  { en: "Must be at most {n, plural, one {# character} other {# characters}}", zh: "最多 {n} 个字符" },
  { en: "Must have at least {n, plural, one {# item} other {# items}}", zh: "至少需要 {n} 项" },
  { en: "Must have at most {n, plural, one {# item} other {# items}}", zh: "最多 {n} 项" },
  { en: "Must be at least {n}", zh: "不能小于 {n}" },
  { en: "Must be at most {n}", zh: "不能大于 {n}" },
  { en: "Must be more than {n}", zh: "必须大于 {n}" },
  { en: "Must be less than {n}", zh: "必须小于 {n}" },
  { en: "Unknown {count, plural, one {field} other {fields}}: {keys}", zh: "未知字段：{keys}" },

  // ---------- pictures ----------
  { en: "Photos can be at most 15 MB", zh: "照片不能超过 15 MB" },
  { en: "Attach the photo as multipart field file", zh: "请以 multipart 字段 file 附上照片" },
  { en: "The file is empty", zh: "文件是空的" },
  { en: "This file is not a JPEG, PNG, WebP or HEIC image", zh: "此文件不是 JPEG、PNG、WebP 或 HEIC 图片" },
  { en: "This image has no size", zh: "无法识别这张图片的尺寸" },
  { en: "This image is too large: at most 40 megapixels", zh: "图片过大：最多 4000 万像素" },
  {
    en: "This HEIC photo cannot be read here. Please upload it as JPEG.",
    zh: "无法读取这张 HEIC 照片，请转为 JPEG 后上传。",
  },
  { en: "This image is damaged or cannot be read", zh: "图片已损坏或无法读取" },
  { en: "Could not draw the picture", zh: "无法生成图片" },

  // ---------- accounts: sign-up, sign-in, codes, sessions ----------
  { en: "This {what} is already used by another account.", zh: "该{what}已被其他账户使用。" },
  {
    en: "An account with this {what} already exists. Please sign in instead.",
    zh: "使用该{what}的账户已存在，请直接登录。",
  },
  { en: "The account or password is incorrect.", zh: "账号或密码不正确。" },
  { en: "This account has been deactivated.", zh: "此账户已注销。" },
  { en: "Too many failed sign-ins.", zh: "登录失败次数过多。" },
  { en: "Too many wrong passwords.", zh: "密码输错次数过多。" },
  { en: "Too many wrong codes.", zh: "验证码输错次数过多。" },
  {
    en: "The code is wrong or has expired. Please check it or ask for a new one.",
    zh: "验证码错误或已过期，请检查后重试，或重新获取。",
  },
  {
    en: "Please wait {n, plural, one {# second} other {# seconds}} before asking for another code.",
    zh: "请等待 {n} 秒后再获取新的验证码。",
  },
  {
    en: "Too many codes were asked for this account. Please try again later.",
    zh: "此账户获取验证码的次数过多，请稍后再试。",
  },
  {
    en: "This password is too common. Please choose one that is harder to guess.",
    zh: "此密码过于常见，请换一个更难猜到的密码。",
  },
  { en: "Your current password is not correct.", zh: "当前密码不正确。" },
  { en: "The password is not correct.", zh: "密码不正确。" },
  { en: "The new password must be different from the current one.", zh: "新密码不能与当前密码相同。" },
  {
    en: "This seller portal link {why}. Open the portal again from the app.",
    zh: "此卖家后台链接{why}。请从应用中重新打开卖家后台。",
  },
  { en: "That account is not yours.", zh: "这不是你的账户。" },
  { en: "You are not a member of that store.", zh: "你不是该店铺的成员。" },
  { en: "No such account.", zh: "没有这个账户。" },
  { en: "Your username is already set and cannot be changed.", zh: "你的用户名已设置，无法更改。" },
  { en: "This username is taken. Please choose another.", zh: "此用户名已被占用，请换一个。" },
  { en: "Use the url of an uploaded photo", zh: "请使用已上传照片的网址" },
  { en: "Switch to a store identity first (Change Identity).", zh: "请先切换到店铺身份（切换身份）。" },

  // ---------- accounts: stores and team ----------
  { en: "No such store.", zh: "没有这个店铺。" },
  {
    en: "You can own at most {n, plural, one {# store} other {# stores}}.",
    zh: "你最多可以拥有 {n} 个店铺。",
  },
  { en: "Only the store's owner or an admin can edit it.", zh: "只有店主或管理员可以编辑店铺。" },
  { en: "That person is not in this store's team.", zh: "此人不在该店铺的团队中。" },
  { en: "Only the store's owner can add admins.", zh: "只有店主可以添加管理员。" },
  {
    en: "Only the store's owner can see and withdraw the store's money.",
    zh: "只有店主可以查看和提取店铺的资金。",
  },
  { en: "This person is already in the team.", zh: "此人已在团队中。" },
  { en: "No such invitation.", zh: "没有这个邀请。" },
  { en: "Give either userId or invitationId", zh: "请提供 userId 或 invitationId 其中之一" },
  { en: "Only the store's owner can change roles.", zh: "只有店主可以更改角色。" },
  { en: "The owner's role cannot be changed.", zh: "店主的角色不能更改。" },
  { en: "The owner cannot be removed from the store.", zh: "不能将店主移出店铺。" },
  {
    en: "Only the store's owner or an admin can remove team members.",
    zh: "只有店主或管理员可以移除团队成员。",
  },

  // ---------- catalog, chat, feedback, geo, pages, notifications ----------
  { en: "Item not found", zh: "未找到该宝贝" },
  { en: "This item does not exist or is no longer available", zh: "该宝贝不存在或已不再出售" },
  { en: "No item has this code", zh: "没有宝贝使用此编码" },
  { en: "This item is no longer for sale, so it cannot be watched", zh: "该宝贝已不再出售，无法关注" },
  { en: "This seller does not exist", zh: "该卖家不存在" },
  { en: "This conversation does not exist", zh: "该会话不存在" },
  { en: "This is your own item: buyers contact you here.", zh: "这是你自己的宝贝：买家会在这里联系你。" },
  { en: "You can rate the other side once the item is picked up", zh: "取货完成后才能评价对方" },
  {
    en: "Feedback can be changed for 7 days; this one is now fixed",
    zh: "评价可在 7 天内修改，此评价已无法更改",
  },
  { en: "Feedback not found", zh: "未找到该评价" },
  { en: "You have already answered this feedback", zh: "你已经回复过这条评价" },
  { en: "Member not found", zh: "未找到该会员" },
  { en: "No city found near this place", zh: "附近没有找到城市" },
  { en: "No such page.", zh: "没有这个页面。" },
  { en: "Notification not found", zh: "未找到该通知" },
  { en: "Subscription not found", zh: "未找到该订阅" },
  { en: "must be a P-256 public key", zh: "必须是 P-256 公钥" },
  { en: "Saved search not found", zh: "未找到该已保存的搜索" },
  { en: "The lowest price must not be above the highest price", zh: "最低价不能高于最高价" },
  { en: "Give both lat and lng", zh: "请同时提供 lat 和 lng" },
  { en: "A distance needs lat and lng", zh: "按距离搜索需要提供 lat 和 lng" },

  // ---------- auctions ----------
  { en: "This item is not an auction.", zh: "该宝贝不参与拍卖。" },
  { en: "This item is no longer available.", zh: "该宝贝已不再出售。" },
  { en: "You cannot buy your own item.", zh: "你不能购买自己的宝贝。" },
  { en: "You cannot buy your own item", zh: "你不能购买自己的宝贝" },
  { en: "This item is not for sale now.", zh: "该宝贝目前不可购买。" },
  { en: "You cannot bid on or buy your own item.", zh: "你不能对自己的宝贝出价或购买。" },
  { en: "This auction has not started yet.", zh: "拍卖尚未开始。" },
  { en: "This auction is not open.", zh: "拍卖未在进行中。" },
  { en: "Buy now is no longer offered for this item.", zh: "该宝贝已不再提供一口价购买。" },
  {
    en: "You are the highest bidder: your auto-bid cannot be cancelled now.",
    zh: "你是当前最高出价者：现在不能取消自动出价。",
  },
  { en: "You have no auto-bid on this item to cancel.", zh: "你在该宝贝上没有可取消的自动出价。" },
  { en: "You are already the highest bidder.", zh: "你已经是最高出价者。" },
  { en: "Your bid is below the minimum next bid.", zh: "你的出价低于当前最低可出价。" },
  { en: "Your new maximum must be above your current maximum.", zh: "新的最高出价必须高于当前的最高出价。" },
  { en: "Your maximum is below the minimum next bid.", zh: "你的最高出价低于当前最低可出价。" },

  // ---------- orders and payments ----------
  { en: "This item does not exist", zh: "该宝贝不存在" },
  { en: "Order not found", zh: "未找到该订单" },
  { en: "You cannot {action} an order that is {status}.", zh: "订单状态为“{status}”，无法{action}。" },
  { en: "You cannot {action} this order as the {party}.", zh: "你是{party}，不能对此订单{action}。" },
  {
    en: "Orders under {amount} are paid in cash in person.",
    zh: "金额低于 {amount} 的订单只能当面现金支付。",
  },
  { en: "This card is not saved on your account", zh: "你的账户中没有保存这张卡" },
  { en: "Payment not found", zh: "未找到该付款" },
  { en: "This pickup code is not for this order.", zh: "此取货码不属于这个订单。" },
  { en: "The pickup code is wrong.", zh: "取货码不正确。" },
  { en: "You can ask for at most {amount} back on this order.", zh: "此订单最多可申请退款 {amount}。" },
  { en: "Cards are added through the card processor's form.", zh: "银行卡需通过支付服务商的表单添加。" },
  { en: "This card number is not valid", zh: "卡号无效" },
  { en: "This card has expired", zh: "此卡已过期" },
  { en: "This expiry year is too far ahead", zh: "有效期年份过远" },
  {
    en: "The sandbox adds cards through POST /payment/sandbox/card.",
    zh: "沙盒环境请通过 POST /payment/sandbox/card 添加银行卡。",
  },
  { en: "The sandbox is off", zh: "沙盒环境未开启" },
  { en: "This confirmation link is not valid any more", zh: "此确认链接已失效" },
  { en: "Webhook signature check failed", zh: "Webhook 签名校验失败" },
  // a declined payment's reason (res_data.message of /order/pay; the sandbox's and the fallbacks)
  { en: "Your card was declined.", zh: "你的银行卡被拒绝了。" },
  { en: "Your card has insufficient funds.", zh: "你的银行卡余额不足。" },
  { en: "This card cannot be used.", zh: "这张卡无法使用。" },
  { en: "The card's authentication failed.", zh: "银行卡验证失败。" },
  { en: "The payout failed.", zh: "提现转账失败。" },

  // ---------- selling ----------
  { en: "Account not found", zh: "未找到该账户" },
  {
    en: "A personal account can have {n, plural, one {# live listing} other {# live listings}} for free, and you have reached that limit. Switch to a store identity to post more.",
    zh: "个人账户最多可免费发布 {n} 件在售宝贝，你已达到上限。请切换到店铺身份以发布更多宝贝。",
  },
  {
    en: "Your account is restricted, so you cannot post items right now. Please contact support.",
    zh: "你的账户受到限制，暂时无法发布宝贝。请联系客服。",
  },
  {
    en: "Please add your name (first and last name, or a nickname) to your profile before posting an item.",
    zh: "发布宝贝前，请先在个人资料中填写姓名（名和姓，或昵称）。",
  },
  { en: "Please choose a username before posting an item.", zh: "发布宝贝前，请先设置用户名。" },
  { en: "Please verify your email address before posting an item.", zh: "发布宝贝前，请先验证邮箱地址。" },
  { en: "Please verify your mobile number before posting an item.", zh: "发布宝贝前，请先验证手机号。" },
  {
    en: "Please set your city in your profile before posting an item.",
    zh: "发布宝贝前，请先在个人资料中设置所在城市。",
  },
  {
    en: 'This listing {state} and can no longer be edited. Use "Sell again" to list it anew.',
    zh: "此宝贝{state}，无法再编辑。请使用“再次出售”重新上架。",
  },
  {
    en: "This item was changed elsewhere since you opened it. Compare both versions and choose what to keep.",
    zh: "在你打开之后，该宝贝已在别处被修改。请对比两个版本，选择要保留的内容。",
  },
  {
    en: "This item was changed elsewhere; reload it and try again.",
    zh: "该宝贝已在别处被修改，请重新加载后再试。",
  },
  { en: "choose one of the listed (most specific) categories", zh: "请从列出的（最具体的）类目中选择一个" },
  { en: "no such uploaded photo", zh: "没有这张已上传的照片" },
  { en: "this photo was not uploaded by you", zh: "这张照片不是你上传的" },
  { en: "the start time cannot be in the past", zh: "开始时间不能早于现在" },
  { en: "the end time must be in the future", zh: "结束时间必须晚于现在" },
  { en: "This item is already live.", zh: "该宝贝已在售。" },
  { en: "Only a draft can be published.", zh: "只有草稿可以发布。" },
  { en: "To publish, add: {list}.", zh: "发布前请补充：{list}。" },
  { en: "Only a live listing can be withdrawn.", zh: "只有在售宝贝可以下架。" },
  { en: "This auction has bids, so it can no longer be withdrawn.", zh: "此拍卖已有出价，无法再下架。" },
  { en: "Only a draft can be deleted.", zh: "只有草稿可以删除。" },
  {
    en: "Only an ended, sold or withdrawn listing can be sold again.",
    zh: "只有已结束、已售出或已下架的宝贝可以再次出售。",
  },
  { en: "{label} is required to publish", zh: "发布前需要填写{label}" },
  { en: "the reserve price must be above the starting price", zh: "保留价必须高于起拍价" },
  { en: "the buy-now price must be above the starting price", zh: "一口价必须高于起拍价" },
  { en: "only a fixed-price listing takes offers", zh: "只有一口价宝贝才能接受议价" },
  { en: "the auto-accept amount must be below the price", zh: "自动接受金额必须低于售价" },
  { en: "the auto-decline amount must be below the price", zh: "自动拒绝金额必须低于售价" },
  {
    en: "the auto-decline amount cannot be above the auto-accept amount",
    zh: "自动拒绝金额不能高于自动接受金额",
  },
  { en: "the buy-now price must be above the reserve price", zh: "一口价必须高于保留价" },
  { en: "the end time must be after the start time", zh: "结束时间必须晚于开始时间" },
  {
    en: "an auction must run for at least {duration} (from now or its start)",
    zh: "拍卖时长至少为 {duration}（从现在或开始时间算起）",
  },
  { en: "The sale type of a live listing cannot change.", zh: "在售宝贝的销售方式不能更改。" },
  { en: "The starting price cannot change after the first bid.", zh: "有人出价后，起拍价不能更改。" },
  { en: "A reserve price cannot be added once bidding has started.", zh: "竞拍开始后不能再添加保留价。" },
  {
    en: "The reserve price cannot be lowered or removed once bidding has started.",
    zh: "竞拍开始后，保留价不能降低或取消。",
  },
  { en: "The reserve price has been met and can no longer change.", zh: "已达到保留价，不能再更改。" },
  { en: "The buy-now price cannot change once bidding has started.", zh: "竞拍开始后，一口价不能更改。" },
  {
    en: "The end time cannot be moved earlier once bidding has started.",
    zh: "竞拍开始后，结束时间不能提前。",
  },
  {
    en: "The auction has already started; its start time cannot change.",
    zh: "拍卖已经开始，开始时间不能更改。",
  },
  { en: "Only a fixed-price listing has a price to change.", zh: "只有一口价宝贝才能改价。" },
  // the seller portal's bulk actions, per item (res_data.results[].message)
  { en: "Withdrawn", zh: "已下架" },
  { en: "Price set to {amount}", zh: "价格已改为 {amount}" },
  { en: "Label ready", zh: "标签已生成" },
  { en: "Offers on", zh: "已开启议价" },
  { en: "Offers off", zh: "已关闭议价" },
  { en: "Only a fixed-price listing takes offers.", zh: "只有一口价宝贝才能接受议价。" },
  { en: "say whether the listings take offers", zh: "请说明这些宝贝是否接受议价" },
  { en: "Relisted as {itemNumber}", zh: "已重新上架，新编号为 {itemNumber}" },
  {
    en: "Saved as draft {itemNumber}, not published: {message}",
    zh: "已保存为草稿 {itemNumber}，但未发布：{message}",
  },

  // ---------- offers ----------
  { en: "You cannot make an offer on your own item.", zh: "你不能对自己的宝贝出价议价。" },
  { en: "this item does not take offers", zh: "该宝贝不接受议价" },
  {
    en: "an offer must be below the price ({price}); to pay the full price, use Buy now",
    zh: "议价必须低于售价（{price}）；如需按原价购买，请使用“立即购买”",
  },
  {
    en: "You already have an open offer on this item. Withdraw it to make another.",
    zh: "你对该宝贝已有一个进行中的议价。请先撤回，再重新出价。",
  },
  { en: "Offer not found", zh: "未找到该议价" },
  { en: "This offer is no longer open.", zh: "该议价已结束。" },
  { en: "This offer has expired.", zh: "该议价已过期。" },
  {
    en: "This offer has already been answered with a counter-offer.",
    zh: "卖家已对该议价提出还价。",
  },
  { en: "This offer is waiting for the seller's answer.", zh: "该议价正在等待卖家答复。" },
  {
    en: "a counter-offer must be above the offer ({offer}) and below the price ({price})",
    zh: "还价必须高于买家出价（{offer}）且低于售价（{price}）",
  },
  {
    en: "Thank you for your offer. The seller is hoping for a little more, so it was declined. You are welcome to make a higher offer.",
    zh: "感谢你的出价。卖家希望价格能再高一些，因此这次出价未被接受。欢迎你提出更高的出价。",
  },
  { en: "enter the amount of your counter-offer", zh: "请输入还价金额" },

  // ---------- stores-admin: TVs and the open platform ----------
  { en: "This app does not exist", zh: "该应用不存在" },
  { en: "This redirect URI is not registered for the app", zh: "该应用未登记此重定向 URI" },
  { en: "The app is not registered for {scopes}", zh: "该应用未登记以下权限：{scopes}" },
  {
    en: "Only S256 is supported: send code_challenge_method=S256",
    zh: "仅支持 S256：请发送 code_challenge_method=S256",
  },
  {
    en: "Request unauthorized: client_id or client_secret is wrong",
    zh: "请求未授权：client_id 或 client_secret 不正确",
  },
  { en: "code is required", zh: "code 为必填项" },
  {
    en: "This code is not valid: it was used, has expired or is another app's",
    zh: "此授权码无效：已被使用、已过期或属于其他应用",
  },
  { en: "redirect_uri must be the one the code was given for", zh: "redirect_uri 必须与签发授权码时的一致" },
  { en: "code_verifier does not match the code challenge", zh: "code_verifier 与 code challenge 不匹配" },
  { en: "refresh_token is required", zh: "refresh_token 为必填项" },
  { en: "This refresh token is not valid; authorize the app again", zh: "此刷新令牌无效，请重新授权该应用" },
  { en: "Request unauthorized: an app access token is required", zh: "请求未授权：需要应用访问令牌" },
  { en: "Request unauthorized: this access token is not valid", zh: "请求未授权：此访问令牌无效" },
  { en: "Request unauthorized: the access token has expired", zh: "请求未授权：访问令牌已过期" },
  { en: "This token was not granted {scope}", zh: "此令牌未被授予 {scope} 权限" },
  { en: "This store no longer exists", zh: "该店铺已不存在" },
  { en: "This app is not connected to the store", zh: "该应用未连接到此店铺" },
  { en: "No TV device has this code", zh: "没有电视设备使用此配对码" },
  { en: "This TV device does not exist", zh: "该电视设备不存在" },
  { en: "Item {itemNumber} is not one of this store's listings", zh: "宝贝 {itemNumber} 不是本店铺的宝贝" },

  // ---------- wallet ----------
  {
    en: "The seller's available balance does not cover this refund right now.",
    zh: "卖家当前的可用余额不足以支付这笔退款。",
  },
  { en: "must not be after endTime", zh: "不能晚于 endTime" },
  { en: "the range is at most a year", zh: "时间范围最多一年" },
  { en: "Please confirm your personal details before withdrawing.", zh: "提现前请先确认你的个人信息。" },
  { en: "must be a path of this site", zh: "必须是本站的路径" },
  { en: "Finish setting up your payout account before withdrawing.", zh: "提现前请先完成收款账户的设置。" },
  { en: "You can withdraw at most {amount} right now.", zh: "你目前最多可提现 {amount}。" },
  { en: "Withdrawal not found", zh: "未找到该提现记录" },
  { en: "This routing number is not valid", zh: "路由号码无效" },

  // ---------- request schemas (src/shared/contract) ----------
  {
    en: "Username must be 4 to 20 characters, no spaces or special characters",
    zh: "用户名须为 4 到 20 个字符，不能包含空格或特殊字符",
  },
  {
    en: "Password must be 6-16 characters with at least one number and one capital letter",
    zh: "密码须为 6 到 16 个字符，且至少包含一个数字和一个大写字母",
  },
  { en: "The code has 6 digits", zh: "验证码为 6 位数字" },
  { en: "Enter your email or phone number", zh: "请输入邮箱或手机号" },
  {
    en: "Enter a valid email, or a phone number with its country code",
    zh: "请输入有效的邮箱，或带国家代码的手机号",
  },
  { en: "Enter your email, username or phone number", zh: "请输入邮箱、用户名或手机号" },
  { en: "Enter your password", zh: "请输入密码" },
  { en: "A city needs its lat and lng", zh: "城市需要提供 lat 和 lng" },
  { en: "Enter your current password", zh: "请输入当前密码" },
  { en: "Enter your password to confirm", zh: "请输入密码以确认" },
  { en: "Enter a 9-digit tax ID (SSN, ITIN or EIN)", zh: "请输入 9 位税号（SSN、ITIN 或 EIN）" },
  { en: "Enter your legal first name", zh: "请输入你的法定名字" },
  { en: "Enter your legal last name", zh: "请输入你的法定姓氏" },
  { en: "Store name needs at least 2 characters", zh: "店铺名称至少需要 2 个字符" },
  { en: "Choose a supported language", zh: "请选择支持的语言" },
  { en: "at least {n, plural, one {# character} other {# characters}}", zh: "至少 {n} 个字符" },
  { en: "at most {n, plural, one {# character} other {# characters}}", zh: "最多 {n} 个字符" },
  { en: "At most {n, plural, one {# character} other {# characters}}", zh: "最多 {n} 个字符" },
  { en: "itemNumber is required", zh: "itemNumber 为必填项" },
  { en: "A message is at most 2000 characters", zh: "一条消息最多 2000 个字符" },
  { en: "Write a message first", zh: "请先输入消息" },
  { en: "must be a whole number from 1 to 5", zh: "必须是 1 到 5 之间的整数" },
  { en: "must be text", zh: "必须是文本" },
  { en: "must be a feedback id", zh: "必须是评价 ID" },
  { en: "Write an answer", zh: "请输入回复内容" },
  { en: "must be a user id", zh: "必须是用户 ID" },
  { en: "must be a store id", zh: "必须是店铺 ID" },
  { en: "Type a city name", zh: "请输入城市名称" },
  { en: "must be base64url", zh: "必须是 base64url 编码" },
  { en: "must be an https URL", zh: "必须是 https 网址" },
  { en: "must be a 65-byte P-256 public key", zh: "必须是 65 字节的 P-256 公钥" },
  { en: "must be a 16-byte secret", zh: "必须是 16 字节的密钥" },
  { en: "must be 12 to 19 digits", zh: "必须是 12 到 19 位数字" },
  { en: "must be 3 or 4 digits", zh: "必须是 3 或 4 位数字" },
  { en: "Please say why", zh: "请说明原因" },
  { en: "Please say what went wrong", zh: "请说明出了什么问题" },
  { en: "enter the new price", zh: "请输入新价格" },
  { en: "choose 7, 30 or 90", zh: "请选择 7、30 或 90" },
  { en: "must be {what}", zh: "必须是{what}" },
  { en: "must be at least {n}", zh: "不能小于 {n}" },
  { en: "must be at most {n}", zh: "不能大于 {n}" },
  { en: "must be between -{limit} and {limit}", zh: "必须在 -{limit} 到 {limit} 之间" },
  { en: "must be a number", zh: "必须是数字" },
  { en: "must be a fileId", zh: "必须是文件 ID（fileId）" },
  { en: "must be a list of fileIds", zh: "必须是文件 ID（fileId）列表" },
  { en: "at most {n, plural, one {# photo} other {# photos}}", zh: "最多 {n} 张照片" },
  { en: "the same photo is listed twice", zh: "同一张照片出现了两次" },
  { en: "is required when editing an item", zh: "编辑宝贝时为必填项" },
  { en: "Choose at least one item", zh: "请至少选择一件宝贝" },
  { en: "Give the device a name", zh: "请为设备命名" },
  { en: "A name is at most 60 characters", zh: "名称最多 60 个字符" },
  { en: "At least {n, plural, one {# second} other {# seconds}}", zh: "至少 {n} 秒" },
  { en: "At most {n, plural, one {# second} other {# seconds}}", zh: "最多 {n} 秒" },
  { en: "0 or more seconds", zh: "不能少于 0 秒" },
  {
    en: "Redirect URIs must be https:// addresses without a #fragment",
    zh: "重定向 URI 必须是不带 #片段 的 https:// 地址",
  },
  { en: "Give the app a name", zh: "请为应用命名" },
  { en: "Add at least one redirect URI", zh: "请至少添加一个重定向 URI" },
  { en: "At most {n, plural, one {# redirect URI} other {# redirect URIs}}", zh: "最多 {n} 个重定向 URI" },
  { en: "Choose at least one scope", zh: "请至少选择一个权限" },
  { en: "Ask for at least one scope", zh: "请至少申请一个权限" },
  { en: "Scopes are {scopes}", zh: "权限只能是：{scopes}" },
  { en: "The link names no app (client_id)", zh: "链接中没有指定应用（client_id）" },
  { en: "The link names no redirect URI (redirect_uri)", zh: "链接中没有指定重定向 URI（redirect_uri）" },
  { en: "Choose a store", zh: "请选择店铺" },
  {
    en: "A PKCE code challenge is 43 to 128 URL-safe characters",
    zh: "PKCE code challenge 须为 43 到 128 个 URL 安全字符",
  },
  { en: "Only S256 is supported", zh: "仅支持 S256" },
  {
    en: "grant_type is authorization_code or refresh_token",
    zh: "grant_type 只能是 authorization_code 或 refresh_token",
  },
  { en: "client_id is required", zh: "client_id 为必填项" },
  { en: "client_secret is required", zh: "client_secret 为必填项" },
  { en: "must be 9 digits", zh: "必须是 9 位数字" },
  { en: "must be 4 to 17 digits", zh: "必须是 4 到 17 位数字" },
] as const satisfies readonly Entry[];

/**
 * Notices (notification rows, the live stream's `notification` events, Web Push), stored in English
 * as written and shown in the recipient's language. `{title}`, `{amount}`, `{price}` and `{label}`
 * are the user's or the listing's own words and amounts: never translated.
 */
export const NOTICES = [
  { en: "You are invited to a store's team", zh: "你受邀加入一家店铺的团队" },
  {
    en: "{store} invited you to their team. Accept or decline under Stores.",
    zh: "「{store}」邀请你加入他们的团队。请在“我的店铺”中接受或拒绝。",
  },
  { en: "Failed sign-ins to your account", zh: "你的账户有多次登录失败" },
  {
    en: "Someone tried to sign in to your account several times with a wrong password. If it was not you, your password kept them out; you can change it under Change Password.",
    zh: "有人多次用错误的密码尝试登录你的账户。如果不是你本人，你的密码已经挡住了对方；你可以在“修改密码”中更改密码。",
  },
  // trust and safety (moderation.service.ts, auctions.service.ts)
  { en: "Listing removed", zh: "宝贝已下架" },
  { en: "Card payment disputed", zh: "银行卡付款被争议" },
  {
    en: "The buyer's bank disputes {amount} paid for order {order}. Your share is held until the dispute is decided.",
    zh: "买家的银行对订单 {order} 的 {amount} 付款提出争议。争议裁定前，你的所得将被冻结。",
  },
  { en: "Dispute won", zh: "争议胜诉" },
  { en: "Dispute lost", zh: "争议败诉" },
  {
    en: "The dispute on order {order} was decided for you: the held money is yours again.",
    zh: "订单 {order} 的争议已裁定对你有利：冻结的款项已解冻。",
  },
  {
    en: "The dispute on order {order} was decided for the buyer: {amount} was taken from your balance.",
    zh: "订单 {order} 的争议已裁定对买家有利：已从你的余额中扣除 {amount}。",
  },
  { en: "Your listing was removed", zh: "你的宝贝已被下架" },
  { en: "Your account was restricted", zh: "你的账户已被限制" },
  { en: "Your account was suspended", zh: "你的账户已被暂停使用" },
  {
    en: '"{title}" was removed by the marketplace. Your bids on it are cancelled.',
    zh: "“{title}”已被平台下架，你对它的出价已取消。",
  },
  { en: "Reasons: {note} You can appeal this decision.", zh: "理由：{note} 你可以对此决定提出申诉。" },
  { en: "Your appeal was declined", zh: "你的申诉未通过" },
  { en: "Your appeal was accepted", zh: "你的申诉已通过" },
  { en: "The decision stays in force.{note}", zh: "该决定继续有效。{note}" },
  { en: "The decision was reversed.{note}", zh: "该决定已撤销。{note}" },
  // orders (orders.service.ts)
  { en: "You made a sale", zh: "你卖出了一件宝贝" },
  {
    en: '"{title}" sold for {amount}. Waiting for the buyer to pay.',
    zh: "“{title}”以 {amount} 售出，正在等待买家付款。",
  },
  { en: "Order paid", zh: "订单已付款" },
  { en: 'Your payment of {amount} for "{title}" went through.', zh: "你为“{title}”支付的 {amount} 已成功。" },
  {
    en: 'The buyer paid {amount} for "{title}". Hand it over when they show their pickup code.',
    zh: "买家已为“{title}”支付 {amount}。对方出示取货码后即可交付宝贝。",
  },
  { en: "Cash in person", zh: "当面现金支付" },
  { en: 'You chose to pay cash for "{title}".', zh: "你已选择为“{title}”当面支付现金。" },
  {
    en: 'The buyer will pay {amount} in cash for "{title}" at pickup.',
    zh: "买家将在取货时为“{title}”支付现金 {amount}。",
  },
  { en: "Order cancelled", zh: "订单已取消" },
  {
    en: '"{title}" was not paid in time, so the order was cancelled.',
    zh: "“{title}”未在规定时间内付款，订单已取消。",
  },
  {
    en: 'The buyer did not pay for "{title}" in time, so the order was cancelled.',
    zh: "买家未在规定时间内为“{title}”付款，订单已取消。",
  },
  { en: "Ready for pickup", zh: "可以取货了" },
  { en: 'Your pickup code for "{title}" is ready.', zh: "“{title}”的取货码已生成。" },
  {
    en: 'The buyer of "{title}" is ready to pick it up. Confirm with their pickup code.',
    zh: "“{title}”的买家准备取货了，请用对方的取货码确认。",
  },
  { en: "Order completed", zh: "订单已完成" },
  { en: 'The seller confirmed you picked up "{title}".', zh: "卖家已确认你取走了“{title}”。" },
  { en: '"{title}" was handed over.', zh: "“{title}”已交付。" },
  { en: "Refund requested", zh: "已申请退款" },
  { en: "You asked for a refund of {amount}.", zh: "你申请了 {amount} 的退款。" },
  {
    en: 'The buyer of "{title}" asked for a refund of {amount}.',
    zh: "“{title}”的买家申请了 {amount} 的退款。",
  },
  { en: "Refund agreed", zh: "退款已同意" },
  { en: 'The seller refunded {amount} for "{title}".', zh: "卖家已为“{title}”退款 {amount}。" },
  { en: 'You refunded {amount} for "{title}".', zh: "你已为“{title}”退款 {amount}。" },
  { en: "Refund declined", zh: "退款被拒绝" },
  { en: 'The seller declined your refund request for "{title}".', zh: "卖家拒绝了你对“{title}”的退款申请。" },
  { en: 'You declined the refund request for "{title}".', zh: "你拒绝了“{title}”的退款申请。" },
  { en: "Order reported", zh: "订单已被举报" },
  { en: "Order refunded by the marketplace", zh: "平台已为订单退款" },
  { en: "Refund made", zh: "已退款" },
  { en: '{amount} for "{title}" was refunded to your card.', zh: "“{title}”的 {amount} 已退回你的银行卡。" },
  {
    en: 'The card processor refunded {amount} of the sale of "{title}" to the buyer.',
    zh: "支付机构已将“{title}”售款中的 {amount} 退还给买家。",
  },
  { en: "Order released to the seller", zh: "平台已将订单判给卖家" },
  {
    en: 'The marketplace reviewed the report on "{title}" and refunded you {amount} in full. Reasons: {note}',
    zh: "平台审核了关于“{title}”的举报，已向你全额退款 {amount}。理由：{note}",
  },
  {
    en: 'The marketplace reviewed the report on "{title}" and refunded the buyer {amount} in full. Reasons: {note}',
    zh: "平台审核了关于“{title}”的举报，已向买家全额退款 {amount}。理由：{note}",
  },
  {
    en: 'The marketplace reviewed the report on "{title}" and decided for the seller. Reasons: {note}',
    zh: "平台审核了关于“{title}”的举报，裁定支持卖家。理由：{note}",
  },
  {
    en: 'The marketplace reviewed the report on "{title}" and decided for you: the order goes on as before. Reasons: {note}',
    zh: "平台审核了关于“{title}”的举报，裁定支持你：订单照常继续。理由：{note}",
  },
  {
    en: 'The order for "{title}" was reported and is under review.',
    zh: "“{title}”的订单已被举报，正在审核中。",
  },
  // auctions (auctions.service.ts)
  { en: "You've been outbid", zh: "你的出价已被超过" },
  {
    en: 'Someone outbid you on "{title}". The price is now {amount}.',
    zh: "有人在“{title}”上的出价超过了你，当前价格为 {amount}。",
  },
  { en: "You won the auction", zh: "你赢得了拍卖" },
  { en: "Purchase confirmed", zh: "购买成功" },
  {
    en: 'You won "{title}" for {amount}. Pay to complete your order.',
    zh: "你以 {amount} 拍得“{title}”。请付款以完成订单。",
  },
  {
    en: 'You bought "{title}" for {amount}. Pay to complete your order.',
    zh: "你以 {amount} 购买了“{title}”。请付款以完成订单。",
  },
  { en: "Auction ended", zh: "拍卖已结束" },
  { en: '"{title}" was bought with Buy now.', zh: "“{title}”已被他人以一口价买下。" },
  { en: '"{title}" ended and another bidder won.', zh: "“{title}”的拍卖已结束，其他出价者胜出。" },
  { en: "Your auction ended unsold", zh: "你的拍卖已结束，宝贝未售出" },
  {
    en: '"{title}" ended without bids. You can sell it again.',
    zh: "“{title}”结束时无人出价。你可以再次出售。",
  },
  {
    en: '"{title}" ended below your reserve price. You can sell it again.',
    zh: "“{title}”结束时未达到保留价。你可以再次出售。",
  },
  {
    en: '"{title}" ended without a sale: the reserve price was not met.',
    zh: "“{title}”已结束但未成交：未达到保留价。",
  },
  { en: "Auction ending soon", zh: "拍卖即将结束" },
  {
    en: '"{title}" ends in about {n, plural, one {# minute} other {# minutes}}. The price is {amount}.',
    zh: "“{title}”将在约 {n} 分钟后结束，当前价格为 {amount}。",
  },
  // offers (offers.service.ts)
  { en: "New offer", zh: "新的议价" },
  { en: 'You have a new offer of {amount} for "{title}".', zh: "有买家对“{title}”出价 {amount}。" },
  { en: "Offer accepted", zh: "议价已接受" },
  {
    en: 'Your offer of {amount} for "{title}" was accepted. Pay to complete your order.',
    zh: "你对“{title}”的出价 {amount} 已被接受。请付款以完成订单。",
  },
  { en: "Offer declined", zh: "议价未被接受" },
  {
    en: '"{title}" was sold to another buyer, so your offer was declined.',
    zh: "“{title}”已售给其他买家，你的议价未被接受。",
  },
  {
    en: '"{title}" no longer takes offers, so your offer was declined.',
    zh: "“{title}”已不再接受议价，你的议价未被接受。",
  },
  {
    en: 'The seller declined your offer of {amount} for "{title}".',
    zh: "卖家拒绝了你对“{title}”的出价 {amount}。",
  },
  { en: "Counter-offer", zh: "卖家还价" },
  {
    en: 'The seller countered your offer for "{title}" with {amount}.',
    zh: "卖家对你在“{title}”上的出价还价为 {amount}。",
  },
  { en: "Counter-offer declined", zh: "还价被拒绝" },
  {
    en: 'The buyer declined your counter-offer of {amount} for "{title}".',
    zh: "买家拒绝了你对“{title}”的还价 {amount}。",
  },
  { en: "Offer withdrawn", zh: "议价已撤回" },
  {
    en: 'The buyer withdrew their offer of {amount} for "{title}".',
    zh: "买家撤回了对“{title}”的出价 {amount}。",
  },
  { en: "Offer expired", zh: "议价已过期" },
  {
    en: 'The counter-offer of {amount} for "{title}" expired.',
    zh: "卖家对“{title}”的还价 {amount} 已过期。",
  },
  {
    en: 'Your offer of {amount} for "{title}" expired without an answer.',
    zh: "你对“{title}”的出价 {amount} 已过期，卖家未答复。",
  },
  {
    en: 'Your counter-offer of {amount} for "{title}" expired.',
    zh: "你对“{title}”的还价 {amount} 已过期。",
  },
  {
    en: 'The offer of {amount} for "{title}" expired without an answer.',
    zh: "买家对“{title}”的出价 {amount} 已过期，你未答复。",
  },
  // wallet (wallet.service.ts)
  { en: "Withdrawal failed", zh: "提现失败" },
  {
    en: "Your withdrawal of {amount} failed and is back in your balance.",
    zh: "你提现的 {amount} 未能完成，已退回余额。",
  },
  // saved searches (saved-searches.service.ts)
  { en: "New match for your saved search", zh: "你保存的搜索有新匹配" },
  { en: "{title} for {price} matches {label}.", zh: "{title}（{price}）符合你保存的搜索：{label}。" },
  { en: "{title} matches {label}.", zh: "{title} 符合你保存的搜索：{label}。" },
] as const satisfies readonly Entry[];

/** An English template of the catalogue, as `say()` takes it. */
export type MessageTemplate = (typeof MESSAGES)[number]["en"];

export const TERMS: readonly Term[] = [
  // what kind of account (accounts.service.ts `what`)
  { en: "email", zh: "邮箱" },
  { en: "phone number", zh: "手机号" },
  // seller portal links (portal-handoff.ts `refused`)
  { en: "has expired", zh: "已过期" },
  { en: "is not valid", zh: "无效" },
  { en: "has already been used", zh: "已被使用过" },
  { en: "belongs to a session that has ended", zh: "所属的登录会话已结束" },
  { en: "belongs to an account that is closed", zh: "所属的账户已注销" },
  { en: "names a store you are no longer a member of", zh: "指向的店铺你已不再是其成员" },
  // order moves (orders.service.ts ACTION_WORDS), states and parties
  { en: "pay for", zh: "付款" },
  { en: "choose cash for", zh: "选择现金支付" },
  { en: "cancel", zh: "取消" },
  { en: "get a pickup code for", zh: "获取取货码" },
  { en: "confirm the pickup of", zh: "确认取货" },
  { en: "ask for a refund of", zh: "申请退款" },
  { en: "agree to the refund of", zh: "同意退款" },
  { en: "decline the refund of", zh: "拒绝退款" },
  { en: "report", zh: "举报" },
  { en: "awaiting payment", zh: "待付款", seen: '"awaiting_payment"' },
  { en: "paid", zh: "已付款", seen: '"paid"' },
  { en: "cash pending", zh: "待现金支付", seen: '"cash_pending"' },
  { en: "ready for pickup", zh: "待取货", seen: '"ready_for_pickup"' },
  { en: "completed", zh: "已完成", seen: '"completed"' },
  { en: "cancelled", zh: "已取消", seen: '"cancelled"' },
  { en: "refund requested", zh: "已申请退款", seen: '"refund_requested"' },
  { en: "refunded", zh: "已退款", seen: '"refunded"' },
  { en: "partially refunded", zh: "已部分退款", seen: '"partially_refunded"' },
  { en: "refund declined", zh: "退款被拒绝", seen: '"refund_declined"' },
  { en: "reported", zh: "已举报", seen: '"reported"' },
  { en: "buyer", zh: "买家", seen: '"buyer"' },
  { en: "seller", zh: "卖家", seen: '"seller"' },
  // a listing that can no longer be edited (selling.service.ts)
  { en: "has been sold", zh: "已售出" },
  { en: "was withdrawn", zh: "已下架" },
  { en: "has ended", zh: "已结束" },
  // what a draft lacks to be published (selling.rules.ts REQUIRED_LABELS)
  { en: "a title", zh: "标题" },
  { en: "a description", zh: "描述" },
  { en: "a category", zh: "类目" },
  { en: "the condition", zh: "成色" },
  { en: "at least one photo", zh: "至少一张照片" },
  { en: "a price", zh: "价格" },
  { en: "a starting price", zh: "起拍价" },
  { en: "an end time", zh: "结束时间" },
  { en: "a city", zh: "所在城市" },
  { en: "the location's latitude", zh: "位置的纬度" },
  { en: "the location's longitude", zh: "位置的经度" },
  // durations (selling.rules.ts describeSeconds)
  { en: "{n, plural, one {# day} other {# days}}", zh: "{n} 天", seen: '"day"' },
  { en: "{n, plural, one {# hour} other {# hours}}", zh: "{n} 小时", seen: '"hour"' },
  { en: "{n, plural, one {# minute} other {# minutes}}", zh: "{n} 分钟", seen: '"minute"' },
  { en: "{n, plural, one {# second} other {# seconds}}", zh: "{n} 秒", seen: '"second"' },
  // what a number field holds (contract/selling.ts `int`)
  { en: "a whole number", zh: "整数" },
  { en: "an amount in whole cents", zh: "以分为单位的整数金额" },
  { en: "a time in epoch milliseconds", zh: "以毫秒为单位的时间戳" },
  // zod's kinds and formats (issue-messages.ts)
  { en: "text", zh: "文本" },
  { en: "a number", zh: "数字" },
  { en: "true or false", zh: "true 或 false" },
  { en: "a list", zh: "列表" },
  { en: "an object", zh: "对象" },
  { en: "a date", zh: "日期" },
  { en: "email address", zh: "邮箱地址" },
  { en: "URL", zh: "网址" },
  { en: "UUID", zh: "UUID" },
  { en: "value", zh: "值" },
  { en: "date and time", zh: "日期和时间" },
];
