export { accountnavorders2 as "accountNavOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnavorders2Inputs = {};
/**

* @param {Accountnavorders2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const accountnavorders2: ((inputs?: Accountnavorders2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnavorders2Inputs, {
    locale?: "de-CH";
}, {}>;
