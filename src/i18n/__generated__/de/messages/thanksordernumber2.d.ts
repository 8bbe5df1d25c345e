export { thanksordernumber2 as "thanksOrderNumber" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Thanksordernumber2Inputs = {
    orderNumber: NonNullable<unknown>;
};
/**

* @param {Thanksordernumber2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const thanksordernumber2: ((inputs: Thanksordernumber2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Thanksordernumber2Inputs, {
    locale?: "de";
}, {}>;
