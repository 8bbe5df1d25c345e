export { basketloadinglabel2 as "basketLoadingLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketloadinglabel2Inputs = {};
/**

* @param {Basketloadinglabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const basketloadinglabel2: ((inputs?: Basketloadinglabel2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketloadinglabel2Inputs, {
    locale?: "de-CH";
}, {}>;
