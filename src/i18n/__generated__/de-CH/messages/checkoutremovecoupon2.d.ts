export { checkoutremovecoupon2 as "checkoutRemoveCoupon" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkoutremovecoupon2Inputs = {
    code: NonNullable<unknown>;
};
/**

* @param {Checkoutremovecoupon2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkoutremovecoupon2: ((inputs: Checkoutremovecoupon2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkoutremovecoupon2Inputs, {
    locale?: "de-CH";
}, {}>;
