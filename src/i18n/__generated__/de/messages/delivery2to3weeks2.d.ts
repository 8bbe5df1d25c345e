export { delivery2to3weeks2 as "delivery2To3Weeks" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Delivery2to3weeks2Inputs = {};
/**

* @param {Delivery2to3weeks2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const delivery2to3weeks2: ((inputs?: Delivery2to3weeks2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Delivery2to3weeks2Inputs, {
    locale?: "de";
}, {}>;
