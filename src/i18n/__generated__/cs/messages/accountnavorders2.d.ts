export { accountnavorders2 as "accountNavOrders" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Accountnavorders2Inputs = {};
/**

* @param {Accountnavorders2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const accountnavorders2: ((inputs?: Accountnavorders2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Accountnavorders2Inputs, {
    locale?: "cs";
}, {}>;
