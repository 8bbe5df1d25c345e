export { trackingatcarrier2 as "trackingAtCarrier" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingatcarrier2Inputs = {};
/**

* @param {Trackingatcarrier2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const trackingatcarrier2: ((inputs?: Trackingatcarrier2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingatcarrier2Inputs, {
    locale?: "sk";
}, {}>;
