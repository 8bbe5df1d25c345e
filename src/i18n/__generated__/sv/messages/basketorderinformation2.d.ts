export { basketorderinformation2 as "basketOrderInformation" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketorderinformation2Inputs = {};
/**

* @param {Basketorderinformation2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketorderinformation2: ((inputs?: Basketorderinformation2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketorderinformation2Inputs, {
    locale?: "sv";
}, {}>;
