export { checkouttitle1 as "checkoutTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkouttitle1Inputs = {};
/**

* @param {Checkouttitle1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const checkouttitle1: ((inputs?: Checkouttitle1Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkouttitle1Inputs, {
    locale?: "de";
}, {}>;
