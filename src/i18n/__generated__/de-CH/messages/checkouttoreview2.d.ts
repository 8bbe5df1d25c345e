export { checkouttoreview2 as "checkoutToReview" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Checkouttoreview2Inputs = {};
/**

* @param {Checkouttoreview2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const checkouttoreview2: ((inputs?: Checkouttoreview2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Checkouttoreview2Inputs, {
    locale?: "de-CH";
}, {}>;
