export { customersessionexpired2 as "customerSessionExpired" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customersessionexpired2Inputs = {};
/**

* @param {Customersessionexpired2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const customersessionexpired2: ((inputs?: Customersessionexpired2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customersessionexpired2Inputs, {
    locale?: "fr";
}, {}>;
