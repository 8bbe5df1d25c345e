export { trackingunknown1 as "trackingUnknown" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Trackingunknown1Inputs = {};
/**

* @param {Trackingunknown1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const trackingunknown1: ((inputs?: Trackingunknown1Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trackingunknown1Inputs, {
    locale?: "cs";
}, {}>;
