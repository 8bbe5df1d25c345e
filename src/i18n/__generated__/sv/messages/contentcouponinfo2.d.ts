export { contentcouponinfo2 as "contentCouponInfo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcouponinfo2Inputs = {};
/**

* @param {Contentcouponinfo2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const contentcouponinfo2: ((inputs?: Contentcouponinfo2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcouponinfo2Inputs, {
    locale?: "sv";
}, {}>;
