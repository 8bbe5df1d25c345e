export { customersessionexpired2 as "customerSessionExpired" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customersessionexpired2Inputs = {};
/**

* @param {Customersessionexpired2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const customersessionexpired2: ((inputs?: Customersessionexpired2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customersessionexpired2Inputs, {
    locale?: "de-CH";
}, {}>;
