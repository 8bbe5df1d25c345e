export { contentcouponinfotitle3 as "contentCouponInfoTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcouponinfotitle3Inputs = {};
/**

* @param {Contentcouponinfotitle3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const contentcouponinfotitle3: ((inputs?: Contentcouponinfotitle3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcouponinfotitle3Inputs, {
    locale?: "sv";
}, {}>;
