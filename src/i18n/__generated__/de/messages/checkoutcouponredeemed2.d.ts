export { checkoutcouponredeemed2 as "checkoutCouponRedeemed" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutcouponredeemed2Inputs = {
    code: NonNullable<unknown>;
};
/**

* @param {Checkoutcouponredeemed2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkoutcouponredeemed2: ((inputs: Checkoutcouponredeemed2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutcouponredeemed2Inputs, {
    locale?: "de";
}, {}>;
