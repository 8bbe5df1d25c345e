export { contentcouponinfotitle3 as "contentCouponInfoTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcouponinfotitle3Inputs = {};
/**

* @param {Contentcouponinfotitle3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const contentcouponinfotitle3: ((inputs?: Contentcouponinfotitle3Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcouponinfotitle3Inputs, {
    locale?: "de-CH";
}, {}>;
