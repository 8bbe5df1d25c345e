export { checkouttitle1 as "checkoutTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkouttitle1Inputs = {};
/**

* @param {Checkouttitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const checkouttitle1: ((inputs?: Checkouttitle1Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkouttitle1Inputs, {
    locale?: "sk";
}, {}>;
