export { checkouttitle1 as "checkoutTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkouttitle1Inputs = {};
/**

* @param {Checkouttitle1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const checkouttitle1: ((inputs?: Checkouttitle1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkouttitle1Inputs, {
    locale?: "cs";
}, {}>;
