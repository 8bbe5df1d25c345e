export { customerordernumber2 as "customerOrderNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customerordernumber2Inputs = {};
/**

* @param {Customerordernumber2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customerordernumber2: ((inputs?: Customerordernumber2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customerordernumber2Inputs, {
    locale?: "sv";
}, {}>;
