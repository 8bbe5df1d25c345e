export { contentcouponinfo2 as "contentCouponInfo" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcouponinfo2Inputs = {};
/**

* @param {Contentcouponinfo2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contentcouponinfo2: ((inputs?: Contentcouponinfo2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcouponinfo2Inputs, {
    locale?: "nl";
}, {}>;
