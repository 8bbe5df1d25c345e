export { contentcouponlabel2 as "contentCouponLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contentcouponlabel2Inputs = {};
/**

* @param {Contentcouponlabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const contentcouponlabel2: ((inputs?: Contentcouponlabel2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contentcouponlabel2Inputs, {
    locale?: "nl";
}, {}>;
